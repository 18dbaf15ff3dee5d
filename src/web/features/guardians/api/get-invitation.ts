import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TGuardianInvitation } from '../../../../shared/safety/guardian-contract';
import { api } from '../../../lib/api-client';
import { invitationKey } from './guardian-keys';

/** GET /api/guardian/invitation?token=: who invited me (404 used or withdrawn, 410 expired). */
export const getInvitation = (token: string) =>
  api.get<TGuardianInvitation>(`/api/guardian/invitation?${new URLSearchParams({ token }).toString()}`);

export const invitationQueryOptions = (token: string) =>
  queryOptions({ queryKey: invitationKey(token), queryFn: () => getInvitation(token), retry: false });

export const useInvitation = (token: string, enabled: boolean) =>
  useQuery({ ...invitationQueryOptions(token), enabled });
