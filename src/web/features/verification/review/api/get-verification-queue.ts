import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type {
  TVerificationQueue,
  TVerificationStatus,
} from '../../../../../shared/safety/verification-contract';
import { api } from '../../../../lib/api-client';
import { reviewQueueKey } from './review-keys';

/** GET /api/moderation/verifications?status=&page=: 20 requests a page. */
export function getVerificationQueue(status: TVerificationStatus, page: number): Promise<TVerificationQueue> {
  const params = new URLSearchParams({ status, page: String(page) });
  return api.get<TVerificationQueue>(`/api/moderation/verifications?${params.toString()}`);
}

export const verificationQueueQueryOptions = (status: TVerificationStatus, page: number) =>
  queryOptions({
    queryKey: reviewQueueKey(status, page),
    queryFn: () => getVerificationQueue(status, page),
    placeholderData: keepPreviousData,
  });

export function useVerificationQueue(status: TVerificationStatus, page: number) {
  return useQuery(verificationQueueQueryOptions(status, page));
}
