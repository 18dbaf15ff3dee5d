// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { conversationKey } from '../../../entities/connection/connection-keys';
import type { Conversation } from '../../../entities/conversation/message-cache';
import { createQueryClient } from '../../../lib/query-client';
import { buildMessage } from '../../../test/connection-builders';
import { json } from '../../../test/stub-api';
import { loadConversation } from './get-messages';

afterEach(() => vi.unstubAllGlobals());

const at = (minute: number) => `2025-03-01T10:${String(minute).padStart(2, '0')}:00.000Z`;

/** Answers GET .../messages by the query string it is asked with. */
function stubMessages(pages: Record<string, unknown>) {
  const spy = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    const answer = pages[url.search];
    return answer ? json(answer) : json({ error: { code: 'NOT_FOUND', message: 'Not found' } }, 404);
  });
  vi.stubGlobal('fetch', spy);
  return spy;
}

describe('loadConversation (the catch-up after a reconnect)', () => {
  it('asks only ?after= what it is synced through and shows every message once', async () => {
    const queryClient = createQueryClient();
    const m1 = buildMessage({ id: 'm1', created_at: at(1) });
    const m2 = buildMessage({ id: 'm2', created_at: at(2) });
    // m3 arrived through POST while the socket was down; m2b was missed (sent by the partner meanwhile).
    const m2b = buildMessage({ id: 'm2b', created_at: at(3) });
    const m3 = buildMessage({ id: 'm3', sender_id: 'u1', created_at: at(4) });
    const m4 = buildMessage({ id: 'm4', created_at: at(5) });
    queryClient.setQueryData<Conversation>(conversationKey('c1'), {
      messages: [m1, m2, m3],
      hasOlder: true,
      syncedThrough: 'm2',
    });
    const fetchSpy = stubMessages({
      '?after=m2': { messages: [m2b, m3, m4], has_more: false },
    });

    const conversation = await loadConversation(queryClient, 'c1');

    expect(fetchSpy).toHaveBeenCalledOnce();
    expect(conversation.messages.map((m) => m.id)).toEqual(['m1', 'm2', 'm2b', 'm3', 'm4']);
    expect(conversation.syncedThrough).toBe('m4');
    expect(conversation.hasOlder).toBe(true);
  });

  it('marks my messages read that the partner read while the socket was down, and no later ones', async () => {
    const queryClient = createQueryClient();
    const mine = (id: string, minute: number) =>
      buildMessage({ id, sender_id: 'me', created_at: at(minute) });
    const fromPartner = buildMessage({ id: 'p1', sender_id: 'partner', created_at: at(1) });
    queryClient.setQueryData<Conversation>(conversationKey('c1'), {
      messages: [fromPartner, mine('m1', 2), mine('m2', 3), mine('m3', 5)],
      hasOlder: false,
      syncedThrough: 'm3',
    });
    stubMessages({
      '?after=m3': {
        messages: [],
        has_more: false,
        read_receipt: { reader_id: 'partner', read_at: at(4) },
      },
    });
    const conversation = await loadConversation(queryClient, 'c1');
    expect(conversation.messages.map((m) => [m.id, m.read_at])).toEqual([
      ['p1', null],
      ['m1', at(4)],
      ['m2', at(4)],
      ['m3', null],
    ]);
  });

  it('follows has_more through several catch-up pages', async () => {
    const queryClient = createQueryClient();
    const a = buildMessage({ id: 'a', created_at: at(1) });
    const b = buildMessage({ id: 'b', created_at: at(2) });
    const c = buildMessage({ id: 'c', created_at: at(3) });
    queryClient.setQueryData<Conversation>(conversationKey('c1'), {
      messages: [a],
      hasOlder: false,
      syncedThrough: 'a',
    });
    stubMessages({
      '?after=a': { messages: [b], has_more: true },
      '?after=b': { messages: [c], has_more: false },
    });
    const conversation = await loadConversation(queryClient, 'c1');
    expect(conversation.messages.map((m) => m.id)).toEqual(['a', 'b', 'c']);
  });

  it('loads the newest page when nothing is cached', async () => {
    const queryClient = createQueryClient();
    stubMessages({ '': { messages: [buildMessage({ id: 'x' })], has_more: true } });
    const conversation = await loadConversation(queryClient, 'c1');
    expect(conversation).toMatchObject({ hasOlder: true, syncedThrough: 'x' });
  });
});
