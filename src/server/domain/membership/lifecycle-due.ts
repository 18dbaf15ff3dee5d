import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { checkoutSessions, membershipPlans, userMemberships } from '../../db/schema/index.ts';

/**
 * The membership lifecycle's work that is due now and not done yet: what the next membership sweep
 * (features/membership/payments/sweep.ts, every minute on every instance) will do. There is no job
 * queue; the due work is in the rows, so "pending jobs" is counted from them with the sweep's own
 * conditions (kept word for word beside its statements: a change there belongs here too):
 *  - renewals: active, renewing sandbox subscriptions of a recurring plan whose period ended;
 *  - memberships to end: cancelled or non-renewing ones past their period, past-due ones past grace;
 *  - checkouts to expire: open past their hour.
 * Each count is a scan of rows with a due date in the past (the ends_at index of user_memberships).
 */
export type LifecycleDue = {
  renewals: number;
  toEnd: number;
  checkoutsToExpire: number;
  /** When the oldest of them fell due; null when nothing is due. */
  oldestDueAt: Date | null;
};

type Row = { renewals: number; to_end: number; checkouts: number; oldest: string | Date | null };

export async function countLifecycleDue(db: Db, now: Date): Promise<LifecycleDue> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const [row] = rowsOf<Row>(
    await db.execute(sql`
      with renewals as (
        select m.ends_at as due from ${userMemberships} m join ${membershipPlans} p on p.id = m.plan_id
        where m.provider = 'sandbox' and m.status = 'active' and m.auto_renew and p.billing_model = 'recurring'
          and m.provider_ref is not null and m.ends_at <= ${at}
      ),
      to_end as (
        select case when m.status = 'past_due' then m.grace_ends_at else m.ends_at end as due
        from ${userMemberships} m join ${membershipPlans} p on p.id = m.plan_id
        where (m.status in ('active', 'cancelled') and m.ends_at <= ${at}
            and (m.status = 'cancelled' or not m.auto_renew or p.billing_model <> 'recurring'))
          or (m.status = 'past_due' and m.grace_ends_at <= ${at})
      ),
      checkouts as (
        select expires_at as due from ${checkoutSessions} where status = 'open' and expires_at <= ${at}
      )
      select (select count(*)::int from renewals) as renewals,
        (select count(*)::int from to_end) as to_end,
        (select count(*)::int from checkouts) as checkouts,
        (select min(due) from (select due from renewals union all select due from to_end
          union all select due from checkouts) as every_due) as oldest`),
  );
  return {
    renewals: row?.renewals ?? 0,
    toEnd: row?.to_end ?? 0,
    checkoutsToExpire: row?.checkouts ?? 0,
    oldestDueAt: row?.oldest ? new Date(row.oldest) : null,
  };
}
