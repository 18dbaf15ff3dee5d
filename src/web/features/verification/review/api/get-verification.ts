import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TVerificationDetail } from '../../../../../shared/safety/verification-contract';
import { api } from '../../../../lib/api-client';
import { reviewItemKey } from './review-keys';

export const verificationPath = (id: string) => `/api/moderation/verifications/${encodeURIComponent(id)}`;

/** GET /api/moderation/verifications/:id: the selfie's route, the member's photos and facts, attempts. */
export function getVerification(id: string): Promise<TVerificationDetail> {
  return api.get<TVerificationDetail>(verificationPath(id));
}

export const verificationQueryOptions = (id: string) =>
  queryOptions({ queryKey: reviewItemKey(id), queryFn: () => getVerification(id) });

export function useVerification(id: string) {
  return useQuery(verificationQueryOptions(id));
}
