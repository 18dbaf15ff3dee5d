import { and, count, desc, eq, sql } from 'drizzle-orm';
import { GUARDIAN_ACCESS_PAGE_SIZE } from '../../../shared/safety/guardian-contract.ts';
import type { Db } from '../../db/client.ts';
import { connections, guardianAccessLog, memberGuardians, profiles } from '../../db/schema/index.ts';
import { pairNotBlocked } from '../../domain/member/member-blocks.ts';

/**
 * The member's record of what their guardians read (issue 23 item 5), newest first, 20 a page. Each
 * row names the guardian and, for a conversation, the partner (only while no block is between the two,
 * like every other list that shows a member).
 */

const l = guardianAccessLog;
const g = memberGuardians;

export type AccessRow = {
  id: string;
  kind: 'connections' | 'conversation' | 'live';
  connectionId: string | null;
  createdAt: Date;
  guardianshipId: string;
  guardianName: string;
  relationship: string;
  partnerName: string | null;
};

const partnerId = sql`case when ${connections.requesterId} = ${l.memberId} then ${connections.recipientId} else ${connections.requesterId} end`;

export async function listGuardianAccess(
  db: Db,
  memberId: string,
  page: number,
): Promise<{ rows: AccessRow[]; total: number }> {
  const [rows, [totals]] = await Promise.all([
    db
      .select({
        id: l.id,
        kind: l.kind,
        connectionId: l.connectionId,
        createdAt: l.createdAt,
        guardianshipId: g.id,
        guardianName: g.name,
        relationship: g.relationship,
        partnerName: profiles.fullName,
      })
      .from(l)
      .innerJoin(g, eq(g.id, l.guardianshipId))
      .leftJoin(connections, eq(connections.id, l.connectionId))
      .leftJoin(
        profiles,
        and(eq(profiles.userId, partnerId), pairNotBlocked(connections.requesterId, connections.recipientId)),
      )
      .where(eq(l.memberId, memberId))
      .orderBy(desc(l.createdAt), desc(l.id))
      .limit(GUARDIAN_ACCESS_PAGE_SIZE)
      .offset((page - 1) * GUARDIAN_ACCESS_PAGE_SIZE),
    db.select({ total: count() }).from(l).where(eq(l.memberId, memberId)),
  ]);
  return { rows: rows as AccessRow[], total: totals?.total ?? 0 };
}
