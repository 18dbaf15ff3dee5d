// @vitest-environment jsdom
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildMessage } from '../../../test/connection-builders';
import { json, stubApi } from '../../../test/stub-api';
import { addWardMessage, type WardConversation } from './get-ward-messages';
import { wardMessagesKey } from './guardian-keys';

afterEach(() => vi.unstubAllGlobals());

const messagesPath = 'GET /api/guardian/wards/w1/connections/c1/messages';

/** Observes the conversation as the ward chat screen does, with the read it would make. */
function observeConversation(queryClient: QueryClient) {
  return new QueryObserver<WardConversation>(queryClient, {
    queryKey: wardMessagesKey('w1', 'c1'),
    queryFn: async () => {
      const response = await fetch('/api/guardian/wards/w1/connections/c1/messages');
      const page = (await response.json()) as { messages: WardConversation['messages'] };
      return { messages: page.messages, hasOlder: false };
    },
  });
}

describe('a live message to a guardian', () => {
  it('is not lost when it arrives while the conversation’s first read is still on the way', async () => {
    const message = buildMessage({
      id: 'm1',
      connection_id: 'c1',
      content: 'Would your family like to meet mine?',
    });
    let answerFirstRead: (response: Response) => void = () => undefined;
    let reads = 0;
    stubApi({
      [messagesPath]: () => {
        reads += 1;
        // The first read was answered before the message existed; a later one includes it.
        if (reads === 1) return new Promise<Response>((resolve) => (answerFirstRead = resolve));
        return json({ messages: [message], has_more: false });
      },
    });
    const queryClient = new QueryClient();
    const observer = observeConversation(queryClient);
    const seen: string[][] = [];
    const unsubscribe = observer.subscribe((result) => {
      if (result.data) seen.push(result.data.messages.map((m) => m.id));
    });
    await vi.waitFor(() => expect(reads).toBe(1));

    addWardMessage(queryClient, 'w1', message);
    answerFirstRead(json({ messages: [], has_more: false }));

    await vi.waitFor(() => expect(seen.at(-1)).toEqual(['m1']));
    unsubscribe();
  });

  it('joins a conversation already held, without reading it again', async () => {
    const spy = stubApi({});
    const queryClient = new QueryClient();
    const held = buildMessage({ id: 'm1', connection_id: 'c1', created_at: '2026-12-01T10:00:00.000Z' });
    queryClient.setQueryData<WardConversation>(wardMessagesKey('w1', 'c1'), {
      messages: [held],
      hasOlder: false,
    });
    const next = buildMessage({ id: 'm2', connection_id: 'c1', created_at: '2026-12-01T10:01:00.000Z' });
    addWardMessage(queryClient, 'w1', next);
    addWardMessage(queryClient, 'w1', next);
    expect(
      queryClient.getQueryData<WardConversation>(wardMessagesKey('w1', 'c1'))?.messages.map((m) => m.id),
    ).toEqual(['m1', 'm2']);
    expect(spy).not.toHaveBeenCalled();
  });
});
