import type { TFeatureKey, TMembershipMe } from '../../../shared/membership/membership-contract';
import { MEMBERSHIP_TEXTS } from '../../../shared/membership/membership-contract';
import { ApiError } from '../../lib/api-client';
import type { PlanRefusal } from './plan-refusal';

/**
 * Whether my plan lets me use a feature now, as GET /api/membership/me resolved it (the server's rule:
 * a key the plan does not list is not allowed; a counted one is allowed while usage is below its limit).
 */
export function canUse(me: TMembershipMe | undefined, key: TFeatureKey): boolean {
  return me?.features.some((feature) => feature.feature_key === key && feature.allowed) ?? false;
}

/**
 * loading: not known yet (treat as locked, so no control flashes usable and then fails);
 * unknown: the look-up failed (leave the decision to the server, whose refusal still shows the prompt).
 */
export type FeatureAccess = 'loading' | 'allowed' | 'locked' | 'unknown';

export function featureAccess(
  query: { isPending: boolean; isError: boolean; data?: TMembershipMe | undefined },
  key: TFeatureKey,
): FeatureAccess {
  if (query.data) return canUse(query.data, key) ? 'allowed' : 'locked';
  if (query.isError) return 'unknown';
  return 'loading';
}

/**
 * The refusal the server would answer for a feature my plan lacks, for a screen that knows before asking
 * (an old link with a locked filter): the same prompt and words as the server's 403.
 */
export function featureRefusal(): PlanRefusal {
  return new ApiError(403, 'FEATURE_NOT_AVAILABLE', MEMBERSHIP_TEXTS.featureUnavailable) as PlanRefusal;
}
