import { sql } from 'drizzle-orm';
import { rowsOf } from '../../../db/rows.ts';
import { checkoutSessions, membershipPlans, userMemberships } from '../../../db/schema/index.ts';
import type { Deps } from '../../../http/app-env.ts';
import { forgetPlans } from '../../../domain/membership/plan-changes.ts';
import { deliverSandboxEvent } from './sandbox-delivery.ts';

/**
 * The membership lifecycle's periodic work (issue 19), run every minute by every instance:
 *  - sandbox subscriptions whose period ended renew (the sandbox's stand-in for a provider's invoice);
 *  - memberships whose period ended and that do not renew (cancelled, one-time) end;
 *  - past-due memberships whose grace period ended end;
 *  - checkouts left open past their hour expire.
 * Why a sweep and not a job library (pg-boss, graphile-worker): the due work is already in the rows
 * (ends_at, grace_ends_at, expires_at) and each step is a statement that is idempotent, so a job queue
 * would only copy those dates into a second table. Nothing is lost by a restart (the next sweep finds
 * what is due), and several instances may sweep at once: the updates are conditional, and a renewal is
 * delivered as an event whose id is fixed per membership and period, so the second delivery is a no-op
 * (payment_events). It also runs unchanged on the embedded PGlite, where pg-boss cannot.
 */
export type SweepResult = { renewed: number; ended: number; expiredCheckouts: number };

const BATCH = 100;
// A server that was down for months renews one period per pass; this bounds one sweep's work.
const MAX_PASSES = 24;

export async function runMembershipSweep(deps: Deps): Promise<SweepResult> {
  const now = deps.clock.now();
  const renewed = await renewSandboxSubscriptions(deps, now);
  const at = now.toISOString();
  const ended = rowsOf<{ id: string }>(
    await deps.db.execute(sql`
      update ${userMemberships} m set status = 'ended', auto_renew = false, grace_ends_at = null,
        updated_at = ${at}::timestamptz
      from ${membershipPlans} p
      where p.id = m.plan_id and (
        (m.status in ('active', 'cancelled') and m.ends_at <= ${at}::timestamptz
          and (m.status = 'cancelled' or not m.auto_renew or p.billing_model <> 'recurring'))
        or (m.status = 'past_due' and m.grace_ends_at <= ${at}::timestamptz))
      returning m.id`),
  );
  const expired = rowsOf<{ id: string }>(
    await deps.db.execute(sql`
      update ${checkoutSessions} set status = 'expired', updated_at = ${at}::timestamptz
      where status = 'open' and expires_at <= ${at}::timestamptz
      returning id`),
  );
  if (ended.length > 0) await forgetPlans(deps);
  const result = { renewed, ended: ended.length, expiredCheckouts: expired.length };
  if (renewed + ended.length + expired.length > 0) deps.log.info(result, 'membership sweep');
  // Other areas' minute work (Deps.sweepSteps) rides on this timer and on the test clock.
  for (const step of deps.sweepSteps)
    await step(deps).catch((error: unknown) => deps.log.warn({ err: error }, 'sweep step failed'));
  return result;
}

type Due = {
  id: string;
  provider_ref: string;
  ends_at: string | Date;
  price_cents: number;
  currency: string;
};

/** Active, renewing sandbox subscriptions whose period has ended: each is paid by a sandbox invoice. */
async function renewSandboxSubscriptions(deps: Deps, now: Date): Promise<number> {
  let renewed = 0;
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    const due = rowsOf<Due>(
      await deps.db.execute(sql`
        select m.id, m.provider_ref, m.ends_at, p.price_cents, p.currency
        from ${userMemberships} m join ${membershipPlans} p on p.id = m.plan_id
        where m.provider = 'sandbox' and m.status = 'active' and m.auto_renew and p.billing_model = 'recurring'
          and m.provider_ref is not null and m.ends_at <= ${now.toISOString()}::timestamptz
        order by m.ends_at
        limit ${BATCH}`),
    );
    let progressed = 0;
    for (const m of due) {
      const period = new Date(m.ends_at).getTime();
      try {
        const outcome = await deliverSandboxEvent(deps, {
          id: `evt_sbx_renew_${m.id}_${period}`,
          type: 'invoice.paid',
          created_at: now.toISOString(),
          data: {
            subscription_id: m.provider_ref,
            invoice_id: `inv_sbx_${m.id}_${period}`,
            amount_cents: Number(m.price_cents),
            currency: m.currency,
          },
        });
        if (outcome.kind === 'applied') {
          renewed += 1;
          progressed += 1;
        }
      } catch (error) {
        deps.log.error({ err: error, membershipId: m.id }, 'sandbox renewal failed');
      }
    }
    if (due.length < BATCH || progressed === 0) break;
  }
  return renewed;
}

/** Runs the sweep every `everyMs` (and once now); returns the stop function. Failures are logged. */
export function startMembershipSweep(deps: Deps, everyMs = 60_000): () => void {
  let running = false;
  const run = () => {
    if (running) return;
    running = true;
    runMembershipSweep(deps)
      .catch((error: unknown) => deps.log.warn({ err: error }, 'membership sweep failed'))
      .finally(() => {
        running = false;
      });
  };
  run();
  const timer = setInterval(run, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
