import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TConnectionReply } from '../../../../shared/connections/connection-contract';
import { api } from '../../../lib/api-client';
import { wardConnectionKey } from './guardian-keys';

/** GET /api/guardian/wards/:memberId/connections/:id: one of the ward's connections. */
export const getWardConnection = (memberId: string, id: string) =>
  api
    .get<TConnectionReply>(
      `/api/guardian/wards/${encodeURIComponent(memberId)}/connections/${encodeURIComponent(id)}`,
    )
    .then((reply) => reply.connection);

export const wardConnectionQueryOptions = (memberId: string, id: string) =>
  queryOptions({ queryKey: wardConnectionKey(memberId, id), queryFn: () => getWardConnection(memberId, id) });

export const useWardConnection = (memberId: string, id: string) =>
  useQuery(wardConnectionQueryOptions(memberId, id));
