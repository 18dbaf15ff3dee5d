import type { PlanRow } from '../../../domain/membership/current-plan.ts';

/**
 * Billing periods and prices, from the plan row (the database), never from a browser or an event.
 * Months are calendar months, clamped to the month's last day (Jan 31 + 1 month = Feb 28/29), so a
 * monthly member is never charged twice in one month.
 */

const DAY_MS = 86_400_000;
/** How long a member whose renewal failed keeps access (past_due) before the membership ends. */
export const GRACE_MS = 3 * DAY_MS;

function addMonths(from: Date, months: number): Date {
  const result = new Date(from);
  const day = result.getUTCDate();
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0)).getUTCDate();
  result.setUTCDate(Math.min(day, lastDay));
  return result;
}

/** One billing period after `from` (monthly when the plan names none). */
export function addPeriod(from: Date, period: string | null): Date {
  switch (period) {
    case 'weekly':
      return new Date(from.getTime() + 7 * DAY_MS);
    case 'quarterly':
      return addMonths(from, 3);
    case 'annual':
      return addMonths(from, 12);
    default:
      return addMonths(from, 1);
  }
}

export const isRecurring = (plan: Pick<PlanRow, 'billingModel'>) => plan.billingModel === 'recurring';

/** The end of the first period bought at checkout: the trial first if any; lifetime never ends. */
export function firstPeriodEnd(plan: PlanRow, start: Date): Date | null {
  if (plan.billingModel === 'lifetime') return null;
  if (isRecurring(plan) && plan.trialDays > 0) return new Date(start.getTime() + plan.trialDays * DAY_MS);
  return addPeriod(start, plan.billingPeriod);
}

/** What the checkout charges: the trial price during a trial, else the price; plus any signup fee. */
export function checkoutAmountOf(plan: PlanRow): number {
  const first = isRecurring(plan) && plan.trialDays > 0 ? plan.trialPriceCents : plan.priceCents;
  return first + plan.signupFeeCents;
}

/** What a renewal charges. */
export const renewalAmountOf = (plan: PlanRow): number => plan.priceCents;
