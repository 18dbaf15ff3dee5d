import { mayUse } from '../../domain/membership/entitlements.ts';
import type { Deps } from '../../http/app-env.ts';
import { planRefusal } from '../../http/errors.ts';

/**
 * The advanced_filters gate of /browse and /matches (issue 19): a member whose plan lacks it may list,
 * search by name, sort and filter by age, but not use the filters the contract names advanced
 * (ADVANCED_BROWSE_FILTERS, ADVANCED_MATCH_FILTERS). Nothing is spent, so plain browsing asks nothing
 * of the database; only a query that uses one is checked.
 */
export async function requireAdvancedFilters<Q extends object>(
  deps: Pick<Deps, 'db' | 'plans' | 'clock'>,
  viewerId: string,
  advanced: readonly (keyof Q & string)[],
  query: Q,
): Promise<void> {
  const used = advanced.some((key) => query[key] !== undefined);
  if (used && !(await mayUse(deps.db, deps.plans, viewerId, 'advanced_filters', deps.clock.now())))
    throw planRefusal('unavailable');
}
