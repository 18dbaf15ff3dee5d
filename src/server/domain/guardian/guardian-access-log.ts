import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { guardianAccessLog, memberGuardians } from '../../db/schema/index.ts';
import type { TGuardianAccessKind } from '../../../shared/safety/guardian-contract.ts';

/**
 * Every read a guardian makes of a ward's connections or conversations, and every live view opened, is
 * written here for the member to see (GET /api/me/guardians/access). The same view read again within
 * ACCESS_COALESCE_SECONDS (a page of older messages, a catch-up after a reconnect, a refresh) is the same
 * visit and is not written twice, so the member's log reads as visits, not as request counts.
 */
export const ACCESS_COALESCE_SECONDS = 300;

export type GuardianAccess = {
  guardianshipId: string;
  memberId: string;
  guardianId: string;
  kind: TGuardianAccessKind;
  connectionId?: string | null;
};

/** One conditional insert: written unless the same view was recorded in the last five minutes. */
export async function recordGuardianAccess(db: Db, access: GuardianAccess): Promise<void> {
  const l = guardianAccessLog;
  const connectionId = access.connectionId ?? null;
  await db.execute(sql`
    insert into ${l} (guardianship_id, member_id, guardian_id, kind, connection_id)
    select ${access.guardianshipId}::uuid, ${access.memberId}, ${access.guardianId}, ${access.kind},
      ${connectionId}::uuid
    where not exists (
      select 1 from ${l}
      where ${l.guardianshipId} = ${access.guardianshipId}::uuid
        and ${l.kind} = ${access.kind}
        and ${l.connectionId} is not distinct from ${connectionId}::uuid
        and ${l.createdAt} > now() - make_interval(secs => ${ACCESS_COALESCE_SECONDS}))`);
}

/** A guardian's socket began watching these wards live: one 'live' row per active guardianship. */
export async function recordLiveViews(db: Db, guardianId: string, wardIds: readonly string[]): Promise<void> {
  for (const memberId of wardIds) {
    const [row] = await db
      .select({ id: memberGuardians.id })
      .from(memberGuardians)
      .where(
        and(
          eq(memberGuardians.guardianId, guardianId),
          eq(memberGuardians.memberId, memberId),
          eq(memberGuardians.status, 'active'),
        ),
      )
      .limit(1);
    if (row) await recordGuardianAccess(db, { guardianshipId: row.id, memberId, guardianId, kind: 'live' });
  }
}
