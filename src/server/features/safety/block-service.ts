import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { memberBlocks, profiles, users } from '../../db/schema/index.ts';
import type { Deps } from '../../http/app-env.ts';
import { BLOCK_LIST_PAGE_SIZE } from '../../../shared/safety/safety-contract.ts';
import { decodeCursor, encodeCursor } from './keyset-cursor.ts';
import { badCursor, cannotBlockSelf, memberNotFound } from './errors.ts';

type ServiceDeps = Pick<Deps, 'db' | 'bus' | 'log'>;

/** Tells both members' open screens to drop the other (lists, chat, presence), after the commit. */
async function announceHidden(deps: ServiceDeps, blockerId: string, blockedId: string): Promise<void> {
  try {
    await deps.bus.publish({ type: 'member.hidden', user_id: blockedId, audience: [blockerId] });
    await deps.bus.publish({ type: 'member.hidden', user_id: blockerId, audience: [blockedId] });
  } catch (error) {
    deps.log.error({ err: error }, 'could not publish member.hidden');
  }
}

/**
 * PUT /api/blocks/:userId. Any member may be blocked whom one could ever have seen, so the target only
 * has to exist (a member who blocked me first is hidden from me, and may still be blocked back).
 * Idempotent: the second PUT finds the row and changes nothing. One statement: the insert happens only
 * when the member exists, so an unknown id changes nothing.
 */
export async function blockMember(deps: ServiceDeps, viewerId: string, userId: string): Promise<void> {
  if (userId === viewerId) throw cannotBlockSelf();
  const inserted = rowsOf<{ blocked_id: string }>(
    await deps.db.execute(sql`
    insert into ${memberBlocks} (blocker_id, blocked_id)
    select ${viewerId}, ${users.id} from ${users} where ${users.id} = ${userId}
    on conflict do nothing
    returning blocked_id`),
  );
  if (inserted.length > 0) {
    await announceHidden(deps, viewerId, userId);
    return;
  }
  const [known] = await deps.db.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1);
  if (!known) throw memberNotFound();
}

/** DELETE /api/blocks/:userId: lifts my own block; lifting one that is not there is fine too. */
export async function unblockMember(db: Db, viewerId: string, userId: string): Promise<void> {
  await db
    .delete(memberBlocks)
    .where(and(eq(memberBlocks.blockerId, viewerId), eq(memberBlocks.blockedId, userId)));
}

export type BlockedRow = {
  userId: string;
  fullName: string | null;
  thumbUrl: string | null;
  blockedAt: Date;
};

/**
 * GET /api/blocks: the members I blocked, the latest first, a page at a time (member_blocks_list_idx).
 * Listed even when suspended or renamed to nothing: the list is where a block is lifted.
 */
export async function listBlocks(
  db: Db,
  viewerId: string,
  cursorText: string | undefined,
): Promise<{ rows: BlockedRow[]; nextCursor: string | null }> {
  const cursor = cursorText ? decodeCursor(cursorText) : null;
  if (cursorText && !cursor) throw badCursor();
  const b = memberBlocks;
  const rows = await db
    .select({
      userId: b.blockedId,
      fullName: profiles.fullName,
      thumbUrl: profiles.profilePhotoThumbUrl,
      blockedAt: b.createdAt,
      cursorKey: sql<string>`to_char(${b.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US')`,
    })
    .from(b)
    .leftJoin(profiles, eq(profiles.userId, b.blockedId))
    .where(
      and(
        eq(b.blockerId, viewerId),
        cursor
          ? sql`(${b.createdAt}, ${b.blockedId}) < (${cursor.at}::timestamp at time zone 'UTC', ${cursor.id})`
          : undefined,
      ),
    )
    .orderBy(desc(b.createdAt), desc(b.blockedId))
    .limit(BLOCK_LIST_PAGE_SIZE + 1);
  const page = rows.slice(0, BLOCK_LIST_PAGE_SIZE);
  const last = page.at(-1);
  const nextCursor =
    rows.length > BLOCK_LIST_PAGE_SIZE && last ? encodeCursor({ at: last.cursorKey, id: last.userId }) : null;
  return { rows: page, nextCursor };
}
