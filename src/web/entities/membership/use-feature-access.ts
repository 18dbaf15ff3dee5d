import { useQuery } from '@tanstack/react-query';
import type { TFeatureKey } from '../../../shared/membership/membership-contract';
import { useAuth } from '../../lib/auth';
import { featureAccess, type FeatureAccess } from './can-use';
import { myMembershipQueryOptions } from './get-my-membership';

/** Whether my plan includes a feature (GET /api/membership/me, shared with the /membership screen). */
export function useFeatureAccess(key: TFeatureKey): FeatureAccess {
  const { user } = useAuth();
  const query = useQuery({ ...myMembershipQueryOptions, enabled: Boolean(user) });
  // Signed out there is nothing to ask: the server refuses every gated call anyway.
  if (!user) return 'unknown';
  return featureAccess(query, key);
}
