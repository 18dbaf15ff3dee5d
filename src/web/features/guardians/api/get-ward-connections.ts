import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TConnectionList } from '../../../../shared/connections/connection-contract';
import { api } from '../../../lib/api-client';
import { wardConnectionsKey } from './guardian-keys';

const base = (memberId: string) => `/api/guardian/wards/${encodeURIComponent(memberId)}`;

/**
 * GET /api/guardian/wards/:memberId/connections: the ward's conversations and requests, as the ward sees
 * them (the newest 100 activities: a guardian reads, nobody pages through years here).
 */
export const getWardConnections = (memberId: string) =>
  api.get<TConnectionList>(`${base(memberId)}/connections?limit=100`);

export const wardConnectionsQueryOptions = (memberId: string) =>
  queryOptions({ queryKey: wardConnectionsKey(memberId), queryFn: () => getWardConnections(memberId) });

export const useWardConnections = (memberId: string) => useQuery(wardConnectionsQueryOptions(memberId));
