import { useQuery } from '@tanstack/react-query';
import type { TCmsOverview } from '../../../../shared/cms/cms-contract';
import { api } from '../../../lib/api-client';
import { cmsOverviewKey } from './admin-cms-keys';

/** GET /api/cms/overview: the 5 most recent posts and pages, and the counts (spec §2, §9). */
export function getCmsOverview(): Promise<TCmsOverview> {
  return api.get<TCmsOverview>('/api/cms/overview');
}

export function useCmsOverview() {
  return useQuery({ queryKey: cmsOverviewKey, queryFn: getCmsOverview });
}
