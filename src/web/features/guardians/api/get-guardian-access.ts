import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TGuardianAccessPage } from '../../../../shared/safety/guardian-contract';
import { api } from '../../../lib/api-client';
import { guardianAccessKey } from './guardian-keys';

/** GET /api/me/guardians/access?page=: what my guardians read, newest first, 20 a page. */
export const getGuardianAccess = (page: number) =>
  api.get<TGuardianAccessPage>(`/api/me/guardians/access?page=${page}`);

export const guardianAccessQueryOptions = (page: number) =>
  queryOptions({
    queryKey: guardianAccessKey(page),
    queryFn: () => getGuardianAccess(page),
    placeholderData: keepPreviousData,
  });

export const useGuardianAccess = (page: number) => useQuery(guardianAccessQueryOptions(page));
