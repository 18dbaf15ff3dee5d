import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { memberGuardians } from '../../db/schema/index.ts';

/**
 * The guardian rule (issue 23 item 5), one spelling for every area: a guardian reads a member's
 * connections and conversations only while their guardianship is 'active' (invited, accepted by the
 * guardian, then confirmed by the member; not revoked). Connections, profiles, the guardians area and
 * the realtime hub (through runtime.ts) all ask here.
 */

type Reader = Pick<Db, 'select'>;

const g = memberGuardians;

/** The guardianship that lets `guardianId` read `memberId` now, or null (never confirmed, revoked, none). */
export async function activeGuardianship(
  db: Reader,
  guardianId: string,
  memberId: string,
): Promise<{ id: string } | null> {
  const [row] = await db
    .select({ id: g.id })
    .from(g)
    .where(and(eq(g.guardianId, guardianId), eq(g.memberId, memberId), eq(g.status, 'active')))
    .limit(1);
  return row ?? null;
}

/** The members `guardianId` may watch live now (the hub loads them once per socket). */
export async function activeWardIds(db: Reader, guardianId: string): Promise<string[]> {
  const rows = await db
    .select({ memberId: g.memberId })
    .from(g)
    .where(and(eq(g.guardianId, guardianId), eq(g.status, 'active')));
  return rows.map((row) => row.memberId);
}

/**
 * The first name of the member's active guardian (the first confirmed, when there are several), as a
 * column of a statement that shows that member to someone else: a connection's partner, a profile.
 * Null without one. Only the first name ever leaves: never the guardian's address or account.
 */
export const activeGuardianNameSql = (memberId: PgColumn | SQL): SQL<string | null> =>
  sql<string | null>`(select ${g.name} from ${g}
    where ${g.memberId} = ${memberId} and ${g.status} = 'active'
    order by ${g.confirmedAt}, ${g.id} limit 1)`;

/** The same for one member, in one indexed query (a profile page). */
export async function activeGuardianName(db: Reader, memberId: string): Promise<string | null> {
  const [row] = await db
    .select({ name: g.name })
    .from(g)
    .where(and(eq(g.memberId, memberId), eq(g.status, 'active')))
    .orderBy(asc(g.confirmedAt), asc(g.id))
    .limit(1);
  return row?.name ?? null;
}

/**
 * Ends every live guardianship of an account, as member and as guardian (an account erased by the
 * account area). Returns the pairs ended, for the caller to announce after its commit.
 */
export async function revokeGuardianshipsOf(
  tx: Pick<Db, 'update'>,
  userId: string,
  now: Date,
): Promise<{ memberId: string; guardianId: string | null }[]> {
  const live = inArray(g.status, ['invited', 'accepted', 'active']);
  const ended = { memberId: g.memberId, guardianId: g.guardianId };
  const asMember = await tx
    .update(g)
    .set({ status: 'revoked', revokedAt: now, tokenHash: null, updatedAt: now })
    .where(and(eq(g.memberId, userId), live))
    .returning(ended);
  const asGuardian = await tx
    .update(g)
    .set({ status: 'revoked', revokedAt: now, tokenHash: null, updatedAt: now })
    .where(and(eq(g.guardianId, userId), live))
    .returning(ended);
  return [...asMember, ...asGuardian];
}
