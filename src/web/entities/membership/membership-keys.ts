// Every cache key of membership, in one place. Not under ['me', ...]: sign-out keeps only ['me'], and
// a member's plan and usage are their own.

/** The public plan list (GET /api/membership/plans). */
export const PLANS_QUERY_KEY = ['membership', 'plans'] as const;
/** My membership, plan and usage (GET /api/membership/me): a gated action elsewhere invalidates it. */
export const MY_MEMBERSHIP_QUERY_KEY = ['membership', 'me'] as const;
/** One sandbox checkout session. */
export const sandboxCheckoutKey = (id: string) => ['membership', 'sandbox-checkout', id] as const;
