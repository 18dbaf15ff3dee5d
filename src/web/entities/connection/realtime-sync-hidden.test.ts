// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../lib/query-client';
import { parseFrame } from '../../lib/realtime/realtime-frames';
import { buildConnection } from '../../test/connection-builders';
import type { Conversation } from '../conversation/message-cache';
import { MY_STATS_QUERY_KEY } from '../member-stats/get-my-stats';
import {
  DISCOVERY_QUERY_KEY,
  PROFILE_DETAIL_QUERY_KEY,
  VIEWERS_QUERY_KEY,
} from '../member/member-query-keys';
import {
  connectionDetailKey,
  connectionListKey,
  connectionWithKey,
  conversationKey,
  presenceKey,
} from './connection-keys';
import { applyRealtimeEvent } from './realtime-sync';

/** Issue 23: a block between me and u2 reaches this tab as member.hidden. */

const conversation: Conversation = { messages: [], hasOlder: false, syncedThrough: null };

function cacheWithU2AndU3() {
  const queryClient = createQueryClient();
  const withU2 = buildConnection({ id: 'c1' });
  const withU3 = buildConnection({ id: 'c3', other: { ...withU2.other, user_id: 'u3' } });
  queryClient.setQueryData([...DISCOVERY_QUERY_KEY, 'browse', 'page=1'], { profiles: [] });
  queryClient.setQueryData([...DISCOVERY_QUERY_KEY, 'matches', ''], { matches: [] });
  queryClient.setQueryData([...VIEWERS_QUERY_KEY, '30d', '', 1], { viewers: [] });
  queryClient.setQueryData([...PROFILE_DETAIL_QUERY_KEY, 'u2', 'u1'], { viewer: 'member' });
  queryClient.setQueryData([...PROFILE_DETAIL_QUERY_KEY, 'u3', 'u1'], { viewer: 'member' });
  queryClient.setQueryData(connectionListKey('accepted'), {
    pages: [{ connections: [withU2, withU3], next_cursor: null }],
    pageParams: [null],
  });
  queryClient.setQueryData(connectionWithKey('u2'), withU2);
  queryClient.setQueryData(connectionDetailKey('c1'), withU2);
  queryClient.setQueryData(conversationKey('c1'), conversation);
  queryClient.setQueryData(connectionDetailKey('c3'), withU3);
  queryClient.setQueryData(conversationKey('c3'), conversation);
  queryClient.setQueryData(MY_STATS_QUERY_KEY, { connections: 2 });
  queryClient.setQueryData(presenceKey('u2'), { user_id: 'u2', online: true, last_seen_at: null });
  queryClient.setQueryData(presenceKey('u3'), { user_id: 'u3', online: true, last_seen_at: null });
  return queryClient;
}

const invalidated = (queryClient: ReturnType<typeof createQueryClient>, key: readonly unknown[]) =>
  queryClient.getQueryState(key)?.isInvalidated;

describe('applyRealtimeEvent member.hidden', () => {
  it("drops the member from every list, their profile, their chat and their presence, and no one else's", () => {
    const queryClient = cacheWithU2AndU3();

    applyRealtimeEvent(queryClient, { type: 'member.hidden', user_id: 'u2' }, 'u1');

    for (const key of [
      [...DISCOVERY_QUERY_KEY, 'browse', 'page=1'],
      [...DISCOVERY_QUERY_KEY, 'matches', ''],
      [...VIEWERS_QUERY_KEY, '30d', '', 1],
      [...PROFILE_DETAIL_QUERY_KEY, 'u2', 'u1'],
      connectionListKey('accepted'),
      connectionWithKey('u2'),
      // The open chat with them refetches: the server's 404 shows its not-found state.
      connectionDetailKey('c1'),
      conversationKey('c1'),
      MY_STATS_QUERY_KEY,
    ]) {
      expect(invalidated(queryClient, key), JSON.stringify(key)).toBe(true);
    }
    expect(queryClient.getQueryState(presenceKey('u2'))).toBeUndefined();

    // Another member's profile, chat and presence stay as they were.
    expect(invalidated(queryClient, [...PROFILE_DETAIL_QUERY_KEY, 'u3', 'u1'])).toBe(false);
    expect(invalidated(queryClient, connectionDetailKey('c3'))).toBe(false);
    expect(invalidated(queryClient, conversationKey('c3'))).toBe(false);
    expect(queryClient.getQueryData(presenceKey('u3'))).toBeTruthy();
  });

  it('finds the chat with them from the lists alone (a chat opened from /messages)', () => {
    const queryClient = createQueryClient();
    const withU2 = buildConnection({ id: 'c9' });
    queryClient.setQueryData(connectionListKey('accepted'), {
      pages: [{ connections: [withU2], next_cursor: null }],
      pageParams: [null],
    });
    queryClient.setQueryData(conversationKey('c9'), conversation);

    applyRealtimeEvent(queryClient, { type: 'member.hidden', user_id: 'u2' }, 'u1');

    expect(invalidated(queryClient, conversationKey('c9'))).toBe(true);
  });

  it('reaches the handlers: the socket frame is parsed, not dropped as unknown', () => {
    expect(parseFrame(JSON.stringify({ type: 'member.hidden', user_id: 'u2' }))).toEqual({
      type: 'member.hidden',
      user_id: 'u2',
    });
    expect(parseFrame(JSON.stringify({ type: 'member.hidden' }))).toBeNull();
  });
});
