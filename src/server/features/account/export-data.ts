import { and, asc, eq, gt, or, sql } from 'drizzle-orm';
import { alias, type PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import {
  connections,
  favorites,
  membershipPlans,
  membershipTransactions,
  messages,
  profiles,
  profileViews,
  userMemberships,
  users,
} from '../../db/schema/index.ts';
import { erasedName } from '../../domain/member/account-holds.ts';
import { notBlockedWith } from '../../domain/member/member-blocks.ts';
import { notSuspended } from '../../domain/member/member-suspension.ts';

/**
 * What GET /api/me/export reads (issue 23 item 7). Everything is the member's own: their account and
 * profile rows, and of other members only what the member's screens show (user id, the name and
 * when), never an e-mail, phone or date of birth. Long lists are read a page at a time by keyset, so a
 * member with thousands of messages costs one page of memory.
 */

export const EXPORT_PAGE = 500;
type Json = Record<string, unknown>;

const iso = (at: Date | null) => at?.toISOString() ?? null;
const snake = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
const asJson = (row: Record<string, unknown>): Json =>
  Object.fromEntries(
    Object.entries(row).map(([k, v]) => [snake(k), v instanceof Date ? v.toISOString() : v]),
  );

export async function accountOf(db: Db, userId: string): Promise<Json | null> {
  const [user] = await db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      emailVerified: users.emailVerified,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(eq(users.id, userId));
  return user ? asJson(user) : null;
}

/** The member's own profile row, every field (it is theirs), or null before the first save. */
export async function profileOf(db: Db, userId: string) {
  const [row] = await db.select().from(profiles).where(eq(profiles.userId, userId));
  if (!row) return null;
  const photos = [
    row.profilePhotoUrl,
    row.profilePhotoThumbUrl,
    row.pendingPhotoUrl,
    row.pendingPhotoThumbUrl,
  ].filter((u): u is string => !!u);
  return { json: asJson(row), photos };
}

const otherProfile = alias(profiles, 'other_profile');

/** The other member's profile, joined only while `userId` may still see them (not suspended, no block). */
const seenBy = (userId: string, other: PgColumn) =>
  and(eq(otherProfile.userId, other), notSuspended(other), notBlockedWith(userId, other));

/** The member's connections with the other member's id and name. */
export async function connectionsOf(db: Db, userId: string): Promise<Json[]> {
  const other = sql<string>`case when ${connections.requesterId} = ${userId} then ${connections.recipientId} else ${connections.requesterId} end`;
  const rows = await db
    .select({
      id: connections.id,
      status: connections.status,
      requesterId: connections.requesterId,
      otherId: other,
      otherName: sql<string | null>`coalesce(${otherProfile.fullName}, ${erasedName(other)})`,
      createdAt: connections.createdAt,
      updatedAt: connections.updatedAt,
    })
    .from(connections)
    .leftJoin(otherProfile, eq(otherProfile.userId, other))
    .where(or(eq(connections.requesterId, userId), eq(connections.recipientId, userId)))
    .orderBy(asc(connections.createdAt), asc(connections.id));
  return rows.map((r) => ({
    id: r.id,
    status: r.status,
    direction: r.requesterId === userId ? 'outgoing' : 'incoming',
    other: { user_id: r.otherId, full_name: r.otherName },
    created_at: iso(r.createdAt),
    updated_at: iso(r.updatedAt),
  }));
}

/** Every message of the member's conversations, a page at a time, oldest first per conversation. */
export async function* messagesOf(db: Db, userId: string, connectionIds: readonly string[]) {
  for (const connectionId of connectionIds) {
    // The cursor keeps created_at to the microsecond as stored: a JavaScript Date would round it down
    // and read the page's last message again.
    let after: { at: string; id: string } | null = null;
    for (;;) {
      const page = await db
        .select({
          connectionId: messages.connectionId,
          id: messages.id,
          senderId: messages.senderId,
          content: messages.content,
          createdAt: messages.createdAt,
          readAt: messages.readAt,
          cursorKey: sql<string>`to_char(${messages.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US')`,
        })
        .from(messages)
        .where(
          and(
            eq(messages.connectionId, connectionId),
            after
              ? sql`(${messages.createdAt}, ${messages.id}) > (${after.at}::timestamp at time zone 'UTC', ${after.id}::uuid)`
              : undefined,
          ),
        )
        .orderBy(asc(messages.createdAt), asc(messages.id))
        .limit(EXPORT_PAGE);
      if (page.length > 0) {
        yield page.map((m) => ({
          connection_id: m.connectionId,
          id: m.id,
          from: m.senderId === userId ? 'me' : 'them',
          content: m.content,
          created_at: iso(m.createdAt),
          read_at: iso(m.readAt),
        }));
      }
      const last = page.at(-1);
      if (!last || page.length < EXPORT_PAGE) break;
      after = { at: last.cursorKey, id: last.id };
    }
  }
}

/**
 * Visits, a page at a time: `direction` 'received' (who viewed me: their name only while I may still
 * see them, as the analytics screen shows viewers) or 'made' (whom I viewed).
 */
export async function* viewsOf(db: Db, userId: string, direction: 'received' | 'made') {
  const mine = direction === 'received' ? profileViews.viewedProfileId : profileViews.viewerId;
  const theirs = direction === 'received' ? profileViews.viewerId : profileViews.viewedProfileId;
  const seen = seenBy(userId, theirs);
  let after: string | null = null;
  for (;;) {
    const page = await db
      .select({
        id: profileViews.id,
        otherId: theirs,
        otherName: otherProfile.fullName,
        viewedAt: profileViews.viewedAt,
        seconds: profileViews.durationSeconds,
      })
      .from(profileViews)
      .leftJoin(otherProfile, seen)
      .where(and(eq(mine, userId), after ? gt(profileViews.id, after) : undefined))
      .orderBy(asc(profileViews.id))
      .limit(EXPORT_PAGE);
    if (page.length > 0) {
      yield page.map((v) => ({
        [direction === 'received' ? 'viewer' : 'viewed']: {
          user_id: v.otherName ? v.otherId : null,
          full_name: v.otherName,
        },
        viewed_at: iso(v.viewedAt),
        duration_seconds: v.seconds,
      }));
    }
    const last = page.at(-1);
    if (!last || page.length < EXPORT_PAGE) break;
    after = last.id;
  }
}

export async function favouritesOf(db: Db, userId: string): Promise<Json[]> {
  const rows = await db
    .select({ otherId: favorites.favoritedProfileId, name: otherProfile.fullName, at: favorites.createdAt })
    .from(favorites)
    .leftJoin(otherProfile, seenBy(userId, favorites.favoritedProfileId))
    .where(eq(favorites.userId, userId))
    .orderBy(asc(favorites.createdAt));
  return rows.map((r) => ({ user_id: r.otherId, full_name: r.name, created_at: iso(r.at) }));
}

export async function membershipOf(db: Db, userId: string): Promise<Json> {
  const [memberships, payments] = await Promise.all([
    db
      .select({
        id: userMemberships.id,
        plan: membershipPlans.name,
        status: userMemberships.status,
        startsAt: userMemberships.startsAt,
        endsAt: userMemberships.endsAt,
        autoRenew: userMemberships.autoRenew,
        cancelledAt: userMemberships.cancelledAt,
        provider: userMemberships.provider,
      })
      .from(userMemberships)
      .innerJoin(membershipPlans, eq(membershipPlans.id, userMemberships.planId))
      .where(eq(userMemberships.userId, userId))
      .orderBy(asc(userMemberships.createdAt)),
    db
      .select({
        id: membershipTransactions.id,
        plan: membershipPlans.name,
        amountCents: membershipTransactions.amountCents,
        currency: membershipTransactions.currency,
        status: membershipTransactions.status,
        kind: membershipTransactions.kind,
        provider: membershipTransactions.provider,
        createdAt: membershipTransactions.createdAt,
      })
      .from(membershipTransactions)
      .innerJoin(membershipPlans, eq(membershipPlans.id, membershipTransactions.planId))
      .where(eq(membershipTransactions.userId, userId))
      .orderBy(asc(membershipTransactions.createdAt)),
  ]);
  return { memberships: memberships.map(asJson), payments: payments.map(asJson) };
}
