import type {
  TConnection,
  TConnectionCounts,
  TConnectionList,
  TMessagePage,
  TProfileSummary,
  TReadResult,
} from '../../../shared/connections/connection-contract.ts';
import { isPhotoHidden, shownPhoto, type HiddenPhotos } from '../../domain/member/photo-privacy.ts';
import { presentMessage, type MessageRow } from '../../domain/message/message-presenter.ts';
import type { ConnectionView } from './connection-queries.ts';
import type { ReadReceipt } from './message-service.ts';

type Person = ConnectionView['requester'];

const profileSummary = (
  person: Person,
  userId: string,
  hidden: HiddenPhotos,
  erasedName: string | null,
): TProfileSummary => ({
  full_name: person?.fullName ?? erasedName,
  profile_photo_url: shownPhoto(hidden, userId, person?.photoUrl ?? null),
});

/**
 * A connection as one of its members sees it: who the other member is (name and photo, nothing
 * private), the newest message's start and how many of the partner's messages are unread. The spec's
 * requester_profile / recipient_profile are kept next to `other` for clients written against it.
 * A photo made private shows as its blurred placeholder until the request is accepted (`hidden`:
 * hiddenPhotosIn()). The requester's "my wali is involved" travels with the request, and the other
 * member's active guardian is named by first name only (issue 23 item 5).
 */
export function presentConnection(view: ConnectionView, viewerId: string, hidden: HiddenPhotos): TConnection {
  const { connection } = view;
  const outgoing = connection.requesterId === viewerId;
  const other = outgoing ? view.recipient : view.requester;
  const otherId = outgoing ? connection.recipientId : connection.requesterId;
  const last = view.lastMessage;
  const partnerGuardian = outgoing ? view.recipientGuardianName : view.requesterGuardianName;
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
      // An erased account has no profile: its name is 'Deleted member' (account area).
      full_name: other?.fullName ?? (outgoing ? view.recipientErasedName : view.requesterErasedName),
      profile_photo_url: shownPhoto(hidden, otherId, other?.photoUrl ?? null),
      profile_photo_thumb_url: shownPhoto(hidden, otherId, other?.thumbUrl ?? null),
      photo_hidden: isPhotoHidden(hidden, otherId, other?.photoUrl ?? other?.thumbUrl ?? null),
      verified: other?.verifiedAt != null,
    },
    requester_profile: profileSummary(
      view.requester,
      connection.requesterId,
      hidden,
      view.requesterErasedName,
    ),
    recipient_profile: profileSummary(
      view.recipient,
      connection.recipientId,
      hidden,
      view.recipientErasedName,
    ),
    last_message: last
      ? { content: last.content, sender_id: last.senderId, created_at: last.at.toISOString() }
      : null,
    unread_count: view.unreadCount,
    wali_involved: connection.waliInvolved,
    wali_name: connection.waliInvolved ? connection.waliName : null,
    partner_guardian: partnerGuardian ? { name: partnerGuardian } : null,
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
