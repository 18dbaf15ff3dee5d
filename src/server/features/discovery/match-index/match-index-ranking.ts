import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { rowsOf } from '../../../db/rows.ts';
import { memberPlanSettings } from '../../../db/schema/index.ts';
import { MATCHES_LIMIT, type TMatchesQuery } from '../../../../shared/discovery/discovery-contract.ts';
import type { TMatchProfile } from '../../../../shared/rules/match-score.ts';
import { rerankStoredList, type RankedCandidate, type Viewer } from '../match-candidates.ts';
import type { MyMatchKeys } from '../match-keys.ts';
import { candidatePool } from './match-index-pool.ts';
import { matchIndexOf } from './match-index.ts';

/** The first prefix re-checked in the database: the 50 kept and room for those the rules leave out. */
const FIRST_PREFIX = 100;

/** Members boosted now (visibility_boost): a handful, by the partial index on boosted_until. */
async function boostedNow(db: Db, now: Date): Promise<Set<string>> {
  const s = memberPlanSettings;
  const rows = rowsOf<{ user_id: string }>(
    await db.execute(sql`select ${s.userId} as user_id from ${s}
      where ${s.boostedUntil} is not null and ${s.boostedUntil} > ${now.toISOString()}::timestamptz`),
  );
  return new Set(rows.map((row) => row.user_id));
}

/**
 * A fresh /matches ranking from the match index: the best candidates by the index's scores, then that
 * prefix re-checked and re-scored in the database by the stored lists' own step (rerankStoredList:
 * browsable to me now, no declined request, through the filters, scored by match-score.ts), which drops
 * whom a block, a suspension, a pause or a review hides and orders ties by the last key. When the
 * rules leave fewer than 50 of a prefix, a prefix four times as long is checked, until 50 are kept or
 * every candidate was checked. Since every candidate outside a prefix ranks below all of it, the answer
 * is the one rankEveryCandidate gives (match-index.test.ts compares them).
 */
export async function rankFromIndex(
  db: Db,
  input: {
    me: TMatchProfile;
    keys: MyMatchKeys;
    viewer: Viewer;
    query: TMatchesQuery;
    band: { min: number; max: number };
    today: Date;
  },
): Promise<RankedCandidate[]> {
  const { me, keys, viewer, query, band, today } = input;
  const [store, boosted] = await Promise.all([matchIndexOf(db).current(), boostedNow(db, today)]);
  const pool = candidatePool(store, {
    viewerId: viewer.id,
    viewerVerified: viewer.verified,
    wanted: viewer.wanted,
    keys,
    query,
    band,
    today,
  });
  if (pool.size === 0) return [];
  for (let n = FIRST_PREFIX; ; n *= 4) {
    const { ids, complete } = pool.prefix(n, boosted);
    const kept = await rerankStoredList(db, me, keys, viewer, query, ids, today);
    if (kept.length >= MATCHES_LIMIT || complete) return kept.slice(0, MATCHES_LIMIT);
  }
}
