import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TGuardianList } from '../../../../shared/safety/guardian-contract';
import { api } from '../../../lib/api-client';
import { MY_GUARDIANS_QUERY_KEY } from './guardian-keys';

/** GET /api/me/guardians: my guardians, live ones first. */
export const getMyGuardians = () => api.get<TGuardianList>('/api/me/guardians');

export const myGuardiansQueryOptions = queryOptions({
  queryKey: MY_GUARDIANS_QUERY_KEY,
  queryFn: getMyGuardians,
});

export const useMyGuardians = () => useQuery(myGuardiansQueryOptions);
