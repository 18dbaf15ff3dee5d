import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { memberPlanSettings } from '../../db/schema/index.ts';
import { refund, spend } from '../../domain/membership/entitlements.ts';
import { planRefusal } from '../../http/errors.ts';
import { BOOST_MINUTES } from '../../../shared/membership/membership-contract.ts';

export type Boost = { boostedUntil: Date; used: number; limit: number | null };

/**
 * POST /api/membership/boost: spends one visibility_boost (or refuses with the plan's reason), then
 * boosts the member for BOOST_MINUTES from now, or from the end of the boost still running, so a second
 * boost is never wasted on time already paid for. One upsert: two boosts at once both count.
 */
export async function boostMember(db: Db, userId: string, now: Date): Promise<Boost> {
  const spent = await spend(db, userId, 'visibility_boost', 1, now);
  if (!spent.ok) throw planRefusal(spent.reason);
  const at = sql`${now.toISOString()}::timestamptz`;
  const length = sql`${BOOST_MINUTES}::int * interval '1 minute'`;
  let boostedUntil: Date;
  try {
    const rows = rowsOf<{ boosted_until: string | Date }>(
      await db.execute(sql`
        insert into ${memberPlanSettings} as s (user_id, boosted_until, updated_at)
        values (${userId}, ${at} + ${length}, ${at})
        on conflict (user_id) do update set
          boosted_until = greatest(coalesce(s.boosted_until, ${at}), ${at}) + ${length},
          updated_at = ${at}
        returning boosted_until`),
    );
    boostedUntil = new Date(rows[0]!.boosted_until);
  } catch (error) {
    // The boost did not happen: the member keeps what they paid with (a failed refund surfaces too).
    await refund(db, userId, 'visibility_boost', 1);
    throw error;
  }
  return { boostedUntil, used: spent.used, limit: spent.limit };
}
