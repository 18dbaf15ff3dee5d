import type { ConnectionView } from './connection-queries.ts';
import type { MessageRow } from './message-store.ts';
import type { ReadReceipt } from './message-service.ts';
import { presentMessage } from '../../realtime/events.ts';

type Person = ConnectionView['requester'];

const profileSummary = (person: Person) => ({
  full_name: person?.fullName ?? null,
  profile_photo_url: person?.photoUrl ?? null,
});

/**
 * A connection as one of its members sees it: who the other member is (name and photo, nothing
 * private), the newest message's start and how many of the partner's messages are unread. The spec's
 * requester_profile / recipient_profile are kept next to `other` for clients written against it.
 */
export function presentConnection(view: ConnectionView, viewerId: string) {
  const { connection } = view;
  const outgoing = connection.requesterId === viewerId;
  const other = outgoing ? view.recipient : view.requester;
  const last = view.lastMessage;
  return {
    id: connection.id,
    requester_id: connection.requesterId,
    recipient_id: connection.recipientId,
    status: connection.status,
    created_at: connection.createdAt.toISOString(),
    updated_at: connection.updatedAt.toISOString(),
    direction: outgoing ? ('outgoing' as const) : ('incoming' as const),
    other: {
      user_id: outgoing ? connection.recipientId : connection.requesterId,
      full_name: other?.fullName ?? null,
      profile_photo_url: other?.photoUrl ?? null,
      profile_photo_thumb_url: other?.thumbUrl ?? null,
    },
    requester_profile: profileSummary(view.requester),
    recipient_profile: profileSummary(view.recipient),
    last_message: last
      ? { content: last.content, sender_id: last.senderId, created_at: last.at.toISOString() }
      : null,
    unread_count: view.unreadCount,
  };
}

export type PresentedConnection = ReturnType<typeof presentConnection>;

// A message is presented as message.created carries it: one function for the API and the event.
export { presentMessage };

/** A page of a chat; a catch-up (?after=) adds the partner's latest read receipt, null while none. */
export function presentMessagePage(page: {
  messages: MessageRow[];
  hasMore: boolean;
  readReceipt?: ReadReceipt | null;
}) {
  const receipt = page.readReceipt;
  return {
    messages: page.messages.map(presentMessage),
    has_more: page.hasMore,
    ...(receipt === undefined
      ? {}
      : { read_receipt: receipt && { reader_id: receipt.readerId, read_at: receipt.readAt.toISOString() } }),
  };
}
