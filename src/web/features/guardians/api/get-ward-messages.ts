import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { TMessage, TMessagePage } from '../../../../shared/connections/connection-contract';
import { api } from '../../../lib/api-client';
import { wardMessagesKey } from './guardian-keys';

/** A ward's conversation as the guardian's screen holds it: oldest first, read-only. */
export type WardConversation = { messages: TMessage[]; hasOlder: boolean };

const path = (memberId: string, id: string) =>
  `/api/guardian/wards/${encodeURIComponent(memberId)}/connections/${encodeURIComponent(id)}/messages`;

/** Messages merged by id, in the conversation's order (a live frame and a read may bring the same one). */
export function mergeMessages(known: TMessage[], more: TMessage[]): TMessage[] {
  const byId = new Map(known.map((message) => [message.id, message]));
  for (const message of more) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) =>
    a.created_at === b.created_at ? a.id.localeCompare(b.id) : a.created_at.localeCompare(b.created_at),
  );
}

/**
 * GET .../messages: the newest page the first time; afterwards a catch-up (?after= the newest held),
 * so a message missed while the socket was down is read, never lost nor shown twice.
 */
async function readConversation(queryClient: QueryClient, memberId: string, id: string) {
  const held = queryClient.getQueryData<WardConversation>(wardMessagesKey(memberId, id));
  const newest = held?.messages.at(-1);
  if (held && newest) {
    const page = await api.get<TMessagePage>(`${path(memberId, id)}?after=${encodeURIComponent(newest.id)}`);
    return { ...held, messages: mergeMessages(held.messages, page.messages) };
  }
  const page = await api.get<TMessagePage>(path(memberId, id));
  return { messages: page.messages, hasOlder: page.has_more };
}

export function useWardMessages(memberId: string, id: string) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: wardMessagesKey(memberId, id),
    queryFn: () => readConversation(queryClient, memberId, id),
  });
}

/** ?before= the oldest held: the page before it, put in front. */
export async function loadOlderWardMessages(queryClient: QueryClient, memberId: string, id: string) {
  const key = wardMessagesKey(memberId, id);
  const oldest = queryClient.getQueryData<WardConversation>(key)?.messages[0];
  if (!oldest) return;
  const page = await api.get<TMessagePage>(`${path(memberId, id)}?before=${encodeURIComponent(oldest.id)}`);
  queryClient.setQueryData<WardConversation>(key, (held) =>
    held ? { messages: mergeMessages(held.messages, page.messages), hasOlder: page.has_more } : held,
  );
}

/**
 * Reads again what the guardian's screens hold under `queryKey`. A read in flight may have been answered
 * before the news that prompts this, and invalidating alone would not restart it (TanStack shares a first
 * read in flight): it is cancelled, then made again.
 */
export function readWardAgain(queryClient: QueryClient, queryKey: readonly unknown[]) {
  void queryClient.cancelQueries({ queryKey }).then(() => queryClient.invalidateQueries({ queryKey }));
}

/**
 * A live frame's message joins its conversation when that conversation is held. While its first read is
 * still on the way, that read may have been answered before the message existed: it is made again (the
 * message was stored before its frame was sent), so a message arriving during the first load is never lost.
 */
export function addWardMessage(queryClient: QueryClient, memberId: string, message: TMessage) {
  const key = wardMessagesKey(memberId, message.connection_id);
  if (!queryClient.getQueryData<WardConversation>(key)) {
    readWardAgain(queryClient, key);
    return;
  }
  queryClient.setQueryData<WardConversation>(key, (held) =>
    held ? { ...held, messages: mergeMessages(held.messages, [message]) } : held,
  );
}
