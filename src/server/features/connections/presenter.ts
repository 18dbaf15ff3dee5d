import type {
  TConnection,
  TConnectionCounts,
  TConnectionList,
  TMessagePage,
  TProfileSummary,
  TReadResult,
} from '../../../shared/connections/connection-contract.ts';
import { shownPhoto, type HiddenPhotos } from '../../domain/member/photo-privacy.ts';
import { presentMessage, type MessageRow } from '../../domain/message/message-presenter.ts';
import type { ConnectionView } from './connection-queries.ts';
import type { ReadReceipt } from './message-service.ts';

type Person = ConnectionView['requester'];

const profileSummary = (person: Person, userId: string, hidden: HiddenPhotos): TProfileSummary => ({
  full_name: person?.fullName ?? null,
  profile_photo_url: shownPhoto(hidden, userId, person?.photoUrl ?? null),
});

/**
 * A connection as one of its members sees it: who the other member is (name and photo, nothing
 * private), the newest message's start and how many of the partner's messages are unread. The spec's
 * requester_profile / recipient_profile are kept next to `other` for clients written against it.
 * A photo made private shows only once the request is accepted (`hidden`: hiddenPhotosIn()).
 */
export function presentConnection(view: ConnectionView, viewerId: string, hidden: HiddenPhotos): TConnection {
  const { connection } = view;
  const outgoing = connection.requesterId === viewerId;
  const other = outgoing ? view.recipient : view.requester;
  const otherId = outgoing ? connection.recipientId : connection.requesterId;
  const last = view.lastMessage;
  return {
    id: connection.id,
    requester_id: connection.requesterId,
    recipient_id: connection.recipientId,
    status: connection.status,
    created_at: connection.createdAt.toISOString(),
    updated_at: connection.updatedAt.toISOString(),
    direction: outgoing ? 'outgoing' : 'incoming',
    other: {
      user_id: otherId,
      full_name: other?.fullName ?? null,
      profile_photo_url: shownPhoto(hidden, otherId, other?.photoUrl ?? null),
      profile_photo_thumb_url: shownPhoto(hidden, otherId, other?.thumbUrl ?? null),
    },
    requester_profile: profileSummary(view.requester, connection.requesterId, hidden),
    recipient_profile: profileSummary(view.recipient, connection.recipientId, hidden),
    last_message: last
      ? { content: last.content, sender_id: last.senderId, created_at: last.at.toISOString() }
      : null,
    unread_count: view.unreadCount,
  };
}

export function presentConnectionList(
  found: { page: ConnectionView[]; nextCursor: string | null; counts: TConnectionCounts },
  viewerId: string,
  hidden: HiddenPhotos,
): TConnectionList {
  return {
    connections: found.page.map((view) => presentConnection(view, viewerId, hidden)),
    next_cursor: found.nextCursor,
    counts: found.counts,
  };
}

/** A page of a chat; a catch-up (?after=) adds the partner's latest read receipt, null while none. */
export function presentMessagePage(page: {
  messages: MessageRow[];
  hasMore: boolean;
  readReceipt?: ReadReceipt | null;
}): TMessagePage {
  const receipt = page.readReceipt;
  return {
    messages: page.messages.map(presentMessage),
    has_more: page.hasMore,
    ...(receipt === undefined
      ? {}
      : { read_receipt: receipt && { reader_id: receipt.readerId, read_at: receipt.readAt.toISOString() } }),
  };
}

export const presentReadResult = (result: { read: number; readAt: Date | null }): TReadResult => ({
  read: result.read,
  read_at: result.readAt?.toISOString() ?? null,
});
