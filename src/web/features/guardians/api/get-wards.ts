import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TWardList } from '../../../../shared/safety/guardian-contract';
import { api } from '../../../lib/api-client';
import { WARDS_QUERY_KEY } from './guardian-keys';

/** GET /api/guardian/wards: the members I am the guardian of (and those yet to confirm me). */
export const getWards = () => api.get<TWardList>('/api/guardian/wards');

export const wardsQueryOptions = queryOptions({ queryKey: WARDS_QUERY_KEY, queryFn: getWards });

export const useWards = (enabled = true) => useQuery({ ...wardsQueryOptions, enabled });
