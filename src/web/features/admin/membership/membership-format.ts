import type { TAdminPlan } from '../../../../shared/admin/plans-contract';
import { formatDollars } from '../dashboard/dashboard-format';

export { formatCount, formatDollars, monthLabel } from '../dashboard/dashboard-format';

/** A day in en-US style: 'Mar 4, 2026' (spec §2: dates in en-US). */
export const formatDate = (iso: string, language: string) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(new Date(iso));

/** A plan's price in its currency, cents/100 with two decimals (spec §9). */
export function formatPlanPrice(plan: Pick<TAdminPlan, 'price_cents' | 'currency'>, language: string) {
  if (plan.currency === 'usd') return formatDollars(plan.price_cents, language);
  try {
    return new Intl.NumberFormat(language, {
      style: 'currency',
      currency: plan.currency.toUpperCase(),
      minimumFractionDigits: 2,
    }).format(plan.price_cents / 100);
  } catch {
    return `${(plan.price_cents / 100).toFixed(2)} ${plan.currency.toUpperCase()}`;
  }
}
