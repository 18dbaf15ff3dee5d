import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TMyVerification } from '../../../../shared/safety/verification-contract';
import { api } from '../../../lib/api-client';
import { MY_VERIFICATION_KEY } from './verification-keys';

/** GET /api/me/verification: my state, the pose to copy (drawn by the server), my visibility choice. */
export function getMyVerification(): Promise<TMyVerification> {
  return api.get<TMyVerification>('/api/me/verification');
}

export const myVerificationQueryOptions = queryOptions({
  queryKey: MY_VERIFICATION_KEY,
  queryFn: getMyVerification,
  // The pose expires after 30 minutes: a tab left open asks again when it comes back.
  staleTime: 60_000,
});

export function useMyVerification() {
  return useQuery(myVerificationQueryOptions);
}
