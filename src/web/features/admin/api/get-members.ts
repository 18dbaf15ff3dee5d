import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TAdminMembersPage } from '../../../../shared/admin/members-contract';
import { api } from '../../../lib/api-client';
import { adminMembersKey } from './admin-keys';

/** The members list's query string (page 1 and an empty search are left out). */
export function membersParams(search: string, page = 1): URLSearchParams {
  const params = new URLSearchParams();
  if (search !== '') params.set('search', search);
  if (page > 1) params.set('page', String(page));
  return params;
}

/** GET /api/admin/members?search=&page=: paged and searched (name, plan, status) on the server. */
export function getAdminMembers(search: string, page: number): Promise<TAdminMembersPage> {
  return api.get<TAdminMembersPage>(`/api/admin/members?${membersParams(search, page).toString()}`);
}

export function useAdminMembers(search: string, page: number) {
  return useQuery({
    queryKey: adminMembersKey(search, page),
    queryFn: () => getAdminMembers(search, page),
    // While the next page or search loads, the current rows stay (dimmed) instead of flashing skeletons.
    placeholderData: keepPreviousData,
  });
}
