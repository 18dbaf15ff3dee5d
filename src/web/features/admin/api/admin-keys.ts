import { usersFiltersToParams, type UsersFilters } from '../users/users-filters';

// Every cache key of the admin area, in one place.

/** Every users page lives under this key (a role change patches and invalidates them all). */
export const ADMIN_USERS_QUERY_KEY = ['admin', 'users'] as const;
/** One users page: ['admin', 'users', the API's query string]. */
export const adminUsersKey = (filters: UsersFilters) =>
  [...ADMIN_USERS_QUERY_KEY, usersFiltersToParams(filters).toString()] as const;

/** Every audit page; a staff action made here invalidates them. */
export const AUDIT_QUERY_KEY = ['admin', 'audit'] as const;
export const auditKey = (query: string) => [...AUDIT_QUERY_KEY, query] as const;

/** The role changes in flight: the list refetches once the last of a burst has settled. */
export const SET_ROLE_MUTATION_KEY = ['admin', 'set-role'] as const;

/** The dashboard's figures (GET /api/admin/stats). */
export const ADMIN_STATS_KEY = ['admin', 'stats'] as const;

/** Membership Management (/admin/membership): every plan (GET /api/admin/plans). */
export const ADMIN_PLANS_KEY = ['admin', 'plans'] as const;
/** Its figures (GET /api/admin/membership-stats): a plan change or a membership moves them. */
export const MEMBERSHIP_STATS_KEY = ['admin', 'membership-stats'] as const;
/** Every members page; one page: ['admin', 'members', search, page]. */
export const ADMIN_MEMBERS_QUERY_KEY = ['admin', 'members'] as const;
export const adminMembersKey = (search: string, page: number) =>
  [...ADMIN_MEMBERS_QUERY_KEY, search, page] as const;
