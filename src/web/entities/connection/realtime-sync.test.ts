// @vitest-environment jsdom
import type { InfiniteData } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TConnectionList } from '../../../shared/connections/connection-contract';
import { createQueryClient } from '../../lib/query-client';
import { buildConnection, buildMessage } from '../../test/connection-builders';
import { json } from '../../test/stub-api';
import type { Conversation } from '../conversation/message-cache';
import { MY_STATS_QUERY_KEY } from '../member-stats/get-my-stats';
import { connectionListKey, connectionWithKey, conversationKey, presenceKey } from './connection-keys';
import { applyRealtimeEvent, resyncCaches } from './realtime-sync';

afterEach(() => vi.unstubAllGlobals());

const list = (connections = [buildConnection()]): InfiniteData<TConnectionList, string | null> => ({
  pages: [
    { connections, next_cursor: null, counts: { chats: 1, incoming_requests: 0, outgoing_requests: 0 } },
  ],
  pageParams: [null],
});

describe('applyRealtimeEvent', () => {
  it('appends a new message to the open conversation once, and bumps the chat list', () => {
    const queryClient = createQueryClient();
    const first = buildMessage({ id: 'm1', created_at: '2025-03-01T10:00:00.000Z' });
    queryClient.setQueryData<Conversation>(conversationKey('c1'), {
      messages: [first],
      hasOlder: false,
      syncedThrough: 'm1',
    });
    queryClient.setQueryData(connectionListKey('accepted'), list());
    const message = buildMessage({ id: 'm2', content: 'Salaam', created_at: '2025-03-01T10:05:00.000Z' });
    const event = { type: 'message.created', connection_id: 'c1', message } as const;

    applyRealtimeEvent(queryClient, event, 'u1');
    applyRealtimeEvent(queryClient, event, 'u1'); // the same event twice (e.g. two tabs, a retry)

    const conversation = queryClient.getQueryData<Conversation>(conversationKey('c1'));
    expect(conversation?.messages.map((m) => m.id)).toEqual(['m1', 'm2']);
    // Only REST pages move the catch-up cursor.
    expect(conversation?.syncedThrough).toBe('m1');
    const row = queryClient.getQueryData<InfiniteData<TConnectionList>>(connectionListKey('accepted'))
      ?.pages[0]?.connections[0];
    expect(row?.last_message).toEqual({ content: 'Salaam', sender_id: 'u2', created_at: message.created_at });
    expect(row?.unread_count).toBe(2);
    expect(queryClient.getQueryState(MY_STATS_QUERY_KEY)).toBeUndefined();
  });

  it('marks my messages Seen when the partner reads, and zeroes my badge when I read', () => {
    const queryClient = createQueryClient();
    queryClient.setQueryData<Conversation>(conversationKey('c1'), {
      messages: [
        buildMessage({ id: 'mine', sender_id: 'u1', created_at: '2025-03-01T10:00:00.000Z' }),
        buildMessage({ id: 'theirs', sender_id: 'u2', created_at: '2025-03-01T10:01:00.000Z' }),
      ],
      hasOlder: false,
      syncedThrough: 'theirs',
    });
    queryClient.setQueryData(connectionListKey('accepted'), list([buildConnection({ unread_count: 3 })]));
    const readAt = '2025-03-01T10:02:00.000Z';

    applyRealtimeEvent(
      queryClient,
      { type: 'message.read', connection_id: 'c1', reader_id: 'u2', read_at: readAt },
      'u1',
    );
    let messages = queryClient.getQueryData<Conversation>(conversationKey('c1'))?.messages;
    expect(messages?.map((m) => m.read_at)).toEqual([readAt, null]);

    applyRealtimeEvent(
      queryClient,
      { type: 'message.read', connection_id: 'c1', reader_id: 'u1', read_at: readAt },
      'u1',
    );
    messages = queryClient.getQueryData<Conversation>(conversationKey('c1'))?.messages;
    expect(messages?.map((m) => m.read_at)).toEqual([readAt, readAt]);
    const row = queryClient.getQueryData<InfiniteData<TConnectionList>>(connectionListKey('accepted'))
      ?.pages[0]?.connections[0];
    expect(row?.unread_count).toBe(0);
  });

  it("updates only the concerned member's connection state on a connection event", async () => {
    const queryClient = createQueryClient();
    queryClient.setQueryData(connectionWithKey('u2'), null);
    queryClient.setQueryData(connectionWithKey('u3'), null);
    const accepted = buildConnection({ status: 'accepted' });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ connection: accepted })),
    );

    applyRealtimeEvent(
      queryClient,
      { type: 'connection.updated', connection_id: 'c1', status: 'accepted' },
      'u1',
    );
    await vi.waitFor(() => expect(queryClient.getQueryData(connectionWithKey('u2'))).toEqual(accepted));
    expect(queryClient.getQueryData(connectionWithKey('u3'))).toBeNull();

    applyRealtimeEvent(
      queryClient,
      { type: 'connection.updated', connection_id: 'c1', status: 'withdrawn' },
      'u1',
    );
    expect(queryClient.getQueryData(connectionWithKey('u2'))).toBeNull();
  });

  it('keeps presence as the last event said', () => {
    const queryClient = createQueryClient();
    applyRealtimeEvent(
      queryClient,
      { type: 'presence', user_id: 'u2', online: true, last_seen_at: null },
      'u1',
    );
    expect(queryClient.getQueryData(presenceKey('u2'))).toEqual({
      user_id: 'u2',
      online: true,
      last_seen_at: null,
    });
  });
});

describe('resyncCaches', () => {
  it('invalidates what was loaded before the socket was ready, not what came after', async () => {
    const queryClient = createQueryClient();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(1000);
    queryClient.setQueryData(connectionWithKey('old'), null);
    vi.setSystemTime(3000);
    queryClient.setQueryData(connectionWithKey('fresh'), null);
    await resyncCaches(queryClient, 2000);
    expect(queryClient.getQueryState(connectionWithKey('old'))?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(connectionWithKey('fresh'))?.isInvalidated).toBe(false);
    vi.useRealTimers();
  });
});
