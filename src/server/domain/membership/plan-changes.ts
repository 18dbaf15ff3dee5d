/**
 * After anything that can give or take a plan or change what a plan includes (a payment event applied, a
 * cancellation, memberships the sweep ended, a moved test clock, an admin's plan edit): this instance
 * forgets the plans it remembered at once (member-plan.ts), every other instance when the bus brings it
 * `memberships.changed` (runtime.ts). Membership changes are rare next to the checks, so forgetting every
 * member's plan costs less than tracking whose. Here in the domain so every feature can announce it
 * (features never import each other); the types are the parts of Deps it needs, spelled out.
 */
export type PlanChangeDeps = {
  plans: { clear: () => void };
  bus: { publish: (event: { type: 'memberships.changed'; audience: string[] }) => Promise<void> };
  log: { error: (details: { err: unknown }, message: string) => void };
};

export async function forgetPlans(deps: PlanChangeDeps): Promise<void> {
  deps.plans.clear();
  await deps.bus
    .publish({ type: 'memberships.changed', audience: [] })
    .catch((error: unknown) => deps.log.error({ err: error }, 'could not announce a membership change'));
}
