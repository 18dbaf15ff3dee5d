import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TAdminUsersPage } from '../../../../shared/admin/admin-contract';
import { api } from '../../../lib/api-client';
import { usersFiltersToParams, type UsersFilters } from '../users/users-filters';
import { adminUsersKey } from './admin-keys';

/** GET /api/admin/users: the server searches, filters, sorts and pages (25 a page). Admins only. */
export function getAdminUsers(filters: UsersFilters): Promise<TAdminUsersPage> {
  return api.get<TAdminUsersPage>(`/api/admin/users?${usersFiltersToParams(filters).toString()}`);
}

export function adminUsersQueryOptions(filters: UsersFilters) {
  return queryOptions({
    queryKey: adminUsersKey(filters),
    queryFn: () => getAdminUsers(filters),
    // While the next page or filter loads, the current rows stay (dimmed) instead of flashing skeletons.
    placeholderData: keepPreviousData,
  });
}

export function useAdminUsers(filters: UsersFilters) {
  return useQuery(adminUsersQueryOptions(filters));
}
