import { ApiError } from '../../lib/api-client';

/** The two 403 codes a gated action answers when the member's plan does not cover it (spec §8). */
export const PLAN_REFUSAL_CODES = ['USAGE_LIMIT_EXCEEDED', 'FEATURE_NOT_AVAILABLE'] as const;
export type PlanRefusalCode = (typeof PLAN_REFUSAL_CODES)[number];

export type PlanRefusal = ApiError & { status: 403; code: PlanRefusalCode };

/** Whether a failed call was refused by the member's plan (then offer the plans, not a retry). */
export function isPlanRefusal(error: unknown): error is PlanRefusal {
  return (
    error instanceof ApiError &&
    error.status === 403 &&
    (PLAN_REFUSAL_CODES as readonly string[]).includes(error.code)
  );
}
