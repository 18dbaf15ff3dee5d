import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TMembershipMe } from '../../../shared/membership/membership-contract';
import { api } from '../../lib/api-client';
import { MY_MEMBERSHIP_QUERY_KEY } from './membership-keys';

/** GET /api/membership/me: my membership (null on Free), the plan I am on and each feature's usage. */
export function getMyMembership(): Promise<TMembershipMe> {
  return api.get<TMembershipMe>('/api/membership/me');
}

export const myMembershipQueryOptions = queryOptions({
  queryKey: MY_MEMBERSHIP_QUERY_KEY,
  queryFn: getMyMembership,
  // Usage moves with every gated action and a payment lands by webhook: never trust an old copy long.
  staleTime: 0,
});

export function useMyMembership() {
  return useQuery(myMembershipQueryOptions);
}
