import type { Deps } from '../../http/app-env.ts';

/**
 * After anything that can give or take a plan (a payment event applied, a cancellation, memberships the
 * sweep ended, a moved test clock): this instance forgets the plans it remembered at once, every other
 * instance when the bus brings it `memberships.changed` (runtime.ts). Membership changes are rare next to
 * the checks, so forgetting every member's plan costs less than tracking whose.
 */
export async function forgetPlans(deps: Pick<Deps, 'plans' | 'bus' | 'log'>): Promise<void> {
  deps.plans.clear();
  await deps.bus
    .publish({ type: 'memberships.changed', audience: [] })
    .catch((error: unknown) => deps.log.error({ err: error }, 'could not announce a membership change'));
}
