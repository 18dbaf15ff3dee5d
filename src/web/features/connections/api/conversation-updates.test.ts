// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { conversationKey } from '../../../entities/connection/connection-keys';
import { applyRealtimeEvent } from '../../../entities/connection/realtime-sync';
import { updateConversation } from '../../../entities/conversation/conversation-updates';
import { withMessages, type Conversation } from '../../../entities/conversation/message-cache';
import { createQueryClient } from '../../../lib/query-client';
import { buildMessage } from '../../../test/connection-builders';
import { json } from '../../../test/stub-api';
import { conversationQueryOptions } from './get-messages';

afterEach(() => vi.unstubAllGlobals());

const at = (minute: number) => `2025-03-01T10:${String(minute).padStart(2, '0')}:00.000Z`;

/** The conversation's GET stays in flight until the test answers it (the server read before the change). */
function holdMessagesRequest() {
  let answer: ((response: Response) => void) | undefined;
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
  );
  return async (body: unknown) => {
    await vi.waitFor(() => expect(answer).toBeDefined());
    answer!(json(body));
  };
}

const idsOf = (queryClient: ReturnType<typeof createQueryClient>) =>
  queryClient.getQueryData<Conversation>(conversationKey('c1'))?.messages.map((m) => [m.id, m.read_at]);

describe('a change that lands while its conversation loads', () => {
  it('keeps a message that arrived on the socket during the first load', async () => {
    const queryClient = createQueryClient();
    const answer = holdMessagesRequest();
    const loading = queryClient.fetchQuery(conversationQueryOptions(queryClient, 'c1'));
    const m2 = buildMessage({ id: 'm2', created_at: at(2) });
    applyRealtimeEvent(queryClient, { type: 'message.created', connection_id: 'c1', message: m2 }, 'me');
    await answer({ messages: [buildMessage({ id: 'm1', created_at: at(1) })], has_more: false });
    await loading;
    expect(idsOf(queryClient)).toEqual([
      ['m1', null],
      ['m2', null],
    ]);
  });

  it('keeps a message, a reading and my own sent message that landed during a catch-up', async () => {
    const queryClient = createQueryClient();
    const mine = buildMessage({ id: 'mine', sender_id: 'me', created_at: at(1) });
    queryClient.setQueryData<Conversation>(conversationKey('c1'), {
      messages: [mine],
      hasOlder: false,
      syncedThrough: 'mine',
    });
    const answer = holdMessagesRequest();
    const loading = queryClient.fetchQuery({ ...conversationQueryOptions(queryClient, 'c1'), staleTime: 0 });
    const fromPartner = buildMessage({ id: 'p1', sender_id: 'partner', created_at: at(2) });
    const sent = buildMessage({ id: 'sent', sender_id: 'me', created_at: at(3) });
    applyRealtimeEvent(
      queryClient,
      { type: 'message.created', connection_id: 'c1', message: fromPartner },
      'me',
    );
    applyRealtimeEvent(
      queryClient,
      { type: 'message.read', connection_id: 'c1', reader_id: 'partner', read_at: at(2) },
      'me',
    );
    // As a send's answer joins the conversation (useSendMessage).
    updateConversation(queryClient, 'c1', (conversation) => withMessages(conversation, [sent]));
    await answer({ messages: [], has_more: false, read_receipt: null });
    await loading;
    expect(idsOf(queryClient)).toEqual([
      ['mine', at(2)],
      ['p1', null],
      ['sent', null],
    ]);
  });
});
