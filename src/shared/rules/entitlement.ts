import type { TFeatureKey, TResetPeriod } from '../membership/membership-contract.ts';

/**
 * Feature access (membership-admin-cms.md §5): 'true' or 'unlimited' is allowed; a whole number is
 * allowed while the usage is below it; anything else ('false', a key the plan does not list) is not.
 */
export type Limit = { kind: 'unlimited' } | { kind: 'counted'; limit: number } | { kind: 'none' };

/** A plan's entitlements, resolved: what a member on it may do (a key it lacks is not allowed). */
export type PlanEntitlements = {
  planId: string;
  features: Partial<Record<TFeatureKey, { limit: Limit; resetPeriod: TResetPeriod }>>;
};

export function limitOf(value: string | null | undefined): Limit {
  const text = (value ?? '').trim().toLowerCase();
  if (text === 'true' || text === 'unlimited') return { kind: 'unlimited' };
  if (/^\d{1,9}$/.test(text)) return { kind: 'counted', limit: Number(text) };
  return { kind: 'none' };
}

export function isAllowed(value: string | null | undefined, used: number): boolean {
  const limit = limitOf(value);
  if (limit.kind === 'unlimited') return true;
  return limit.kind === 'counted' && used < limit.limit;
}

/**
 * When a usage count started now starts again, in UTC: daily at the next midnight, weekly on the next
 * Monday, monthly on the first of the next month; never is null (the count lasts as long as the plan).
 */
export function periodEndOf(period: TResetPeriod, now: Date): Date | null {
  const [y, m, d] = [now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()];
  switch (period) {
    case 'daily':
      return new Date(Date.UTC(y, m, d + 1));
    case 'weekly':
      // getUTCDay: Sunday 0 ... Saturday 6; days until the next Monday are 1..7
      return new Date(Date.UTC(y, m, d + ((8 - now.getUTCDay()) % 7 || 7)));
    case 'monthly':
      return new Date(Date.UTC(y, m + 1, 1));
    case 'never':
      return null;
  }
}

/** A usage bar warns 'running low' when more than 80% of the limit is used (spec §9). */
export const isRunningLow = (used: number, limit: number) => limit > 0 && used / limit > 0.8;

/** cents/100 with two decimals in dollars (spec §9): 1999 -> '$19.99'. */
export function formatPrice(cents: number): string {
  return `$${(cents / 100).toFixed(2)}`;
}
