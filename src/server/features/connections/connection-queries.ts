import { and, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { LAST_MESSAGE_PREVIEW_LENGTH } from '../../../shared/connections/connection-contract.ts';
import type { Db } from '../../db/client.ts';
import { activeGuardianNameSql } from '../../domain/guardian/guardianships.ts';
import { erasedName } from '../../domain/member/account-holds.ts';
import { pairNotBlocked } from '../../domain/member/member-blocks.ts';
import { notSuspended } from '../../domain/member/member-suspension.ts';
import { hiddenPhotoOwners } from '../../domain/member/photo-privacy.ts';
import { unreadCountsByConnection } from '../../domain/message/unread-messages.ts';
import { connections, messages, profiles } from '../../db/schema/index.ts';
import type { Deps } from '../../http/app-env.ts';
import { photoPlaceholders } from '../../infra/photo-placeholder.ts';
import { isUuid, type ListCursor } from './list-cursor.ts';

type Reader = Pick<Db, 'select'>;

export type ConnectionRow = typeof connections.$inferSelect;

/**
 * A connection exists for its members only while neither is suspended (domain/member/member-suspension.ts)
 * and neither blocked the other (member-blocks.ts): its chat, its requests and its place in every list
 * vanish with the suspension or the block, and come back with the reinstatement or the unblock.
 */
const bothVisible = and(
  notSuspended(connections.requesterId),
  notSuspended(connections.recipientId),
  pairNotBlocked(connections.requesterId, connections.recipientId),
);

/** The row behind a path id, or null (also for an id that is not a uuid at all). */
export async function findConnection(db: Reader, id: string): Promise<ConnectionRow | null> {
  if (!isUuid(id)) return null;
  const rows = await db
    .select()
    .from(connections)
    .where(and(eq(connections.id, id), bothVisible))
    .limit(1);
  return rows[0] ?? null;
}

/**
 * Locks the row until the transaction ends: answers and withdrawals on one connection queue up (a send
 * locks it in its own statement, message-store.ts).
 */
export async function lockConnection(tx: Reader, id: string): Promise<ConnectionRow | null> {
  if (!isUuid(id)) return null;
  const rows = await tx
    .select()
    .from(connections)
    .where(and(eq(connections.id, id), bothVisible))
    .limit(1)
    .for('update');
  return rows[0] ?? null;
}

export const involving = (userId: string) =>
  or(eq(connections.requesterId, userId), eq(connections.recipientId, userId)) as SQL;

export const betweenMembers = (a: string, b: string) =>
  or(
    and(eq(connections.requesterId, a), eq(connections.recipientId, b)),
    and(eq(connections.requesterId, b), eq(connections.recipientId, a)),
  ) as SQL;

export const afterCursor = (cursor: ListCursor) =>
  sql`(${connections.updatedAt}, ${connections.id}) < (${cursor.updatedAt}::timestamp at time zone 'UTC', ${cursor.id}::uuid)`;

const requesterProfile = alias(profiles, 'requester_profile');
const recipientProfile = alias(profiles, 'recipient_profile');

const preview = sql<string>`case when char_length(${messages.content}) > ${LAST_MESSAGE_PREVIEW_LENGTH}
  then left(${messages.content}, ${LAST_MESSAGE_PREVIEW_LENGTH - 1}) || '…' else ${messages.content} end`;

/**
 * The member's connections that match `where`, newest activity first, with both members' names and
 * photos, the newest message (a lateral lookup on messages (connection_id, created_at, id)) and the
 * unread count, and each member's active guardian's first name. Only profile columns are read: no
 * e-mail can reach the answer. An erased account
 * (account-control) has no profile any more and is named 'Deleted member', so its chats stay readable.
 */
export async function connectionViews(db: Db, viewerId: string, where: SQL | undefined, limit: number) {
  const lastMessage = db
    .select({ content: preview.as('last_content'), senderId: messages.senderId, at: messages.createdAt })
    .from(messages)
    .where(eq(messages.connectionId, connections.id))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(1)
    .as('last_message');
  const rows = await db
    .select({
      connection: connections,
      cursorKey: sql<string>`to_char(${connections.updatedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US')`,
      requester: {
        fullName: requesterProfile.fullName,
        photoUrl: requesterProfile.profilePhotoUrl,
        thumbUrl: requesterProfile.profilePhotoThumbUrl,
        verifiedAt: requesterProfile.verifiedAt,
      },
      recipient: {
        fullName: recipientProfile.fullName,
        photoUrl: recipientProfile.profilePhotoUrl,
        thumbUrl: recipientProfile.profilePhotoThumbUrl,
        verifiedAt: recipientProfile.verifiedAt,
      },
      // Outside the profile objects, which drizzle nulls when their joined row is missing.
      requesterErasedName: sql<
        string | null
      >`case when ${requesterProfile.userId} is null then ${erasedName(connections.requesterId)} end`,
      recipientErasedName: sql<
        string | null
      >`case when ${recipientProfile.userId} is null then ${erasedName(connections.recipientId)} end`,
      lastMessage: { content: lastMessage.content, senderId: lastMessage.senderId, at: lastMessage.at },
      // Each member's active guardian's first name (issue 23 item 5): the partner is told one reads.
      requesterGuardianName: activeGuardianNameSql(connections.requesterId),
      recipientGuardianName: activeGuardianNameSql(connections.recipientId),
    })
    .from(connections)
    .leftJoin(requesterProfile, eq(requesterProfile.userId, connections.requesterId))
    .leftJoin(recipientProfile, eq(recipientProfile.userId, connections.recipientId))
    .leftJoinLateral(lastMessage, sql`true`)
    .where(and(involving(viewerId), bothVisible, where))
    .orderBy(desc(connections.updatedAt), desc(connections.id))
    .limit(limit);
  const unread = await unreadCountsByConnection(
    db,
    viewerId,
    rows.filter((r) => r.connection.status === 'accepted').map((r) => r.connection.id),
  );
  return rows.map((row) => ({ ...row, unreadCount: unread.get(row.connection.id) ?? 0 }));
}

export type ConnectionView = Awaited<ReturnType<typeof connectionViews>>[number];

/**
 * Of these connections' other members, those whose photos the viewer may not see (photo_privacy,
 * domain/member/photo-privacy.ts): one query per answer, however many connections it shows.
 */
export const hiddenPhotosIn = (
  deps: Pick<Deps, 'db' | 'clock' | 'storage' | 'config'>,
  viewerId: string,
  views: readonly ConnectionView[],
) =>
  hiddenPhotoOwners(
    deps.db,
    viewerId,
    views.map(({ connection: c }) => (c.requesterId === viewerId ? c.recipientId : c.requesterId)),
    deps.clock.now(),
    photoPlaceholders(deps),
  );

/** The numbers on the /messages tabs, over all of the member's connections (not only one page). */
export async function connectionCounts(db: Reader, viewerId: string) {
  const [row] = await db
    .select({
      chats: sql<number>`count(*) filter (where ${connections.status} = 'accepted')`.mapWith(Number),
      incomingRequests:
        sql<number>`count(*) filter (where ${connections.status} = 'pending' and ${connections.recipientId} = ${viewerId})`.mapWith(
          Number,
        ),
      outgoingRequests:
        sql<number>`count(*) filter (where ${connections.status} = 'pending' and ${connections.requesterId} = ${viewerId})`.mapWith(
          Number,
        ),
    })
    .from(connections)
    .where(and(involving(viewerId), bothVisible));
  return {
    chats: row?.chats ?? 0,
    incoming_requests: row?.incomingRequests ?? 0,
    outgoing_requests: row?.outgoingRequests ?? 0,
  };
}
