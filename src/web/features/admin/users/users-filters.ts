import {
  ADMIN_MEMBERSHIP_STATUSES,
  ADMIN_PAGE_MAX,
  ADMIN_SEARCH_MAX_LENGTH,
  ADMIN_USER_SORTS,
  type TAdminMembershipStatus,
  type TAdminUserSort,
} from '../../../../shared/admin/admin-contract';
import { isRole, type TRole } from '../../../../shared/roles';

/** The /admin/users filters as the URL keeps them (the same names as GET /api/admin/users). */
export type UsersFilters = {
  search: string;
  role: TRole | '';
  /** A plan id, 'free', or '' for any plan. */
  plan: string;
  status: TAdminMembershipStatus | '';
  /** YYYY-MM-DD or ''. */
  joinedFrom: string;
  joinedTo: string;
  page: number;
  sort: TAdminUserSort;
};

export const DEFAULT_SORT: TAdminUserSort = 'joined_desc';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function oneOf<T extends string>(values: readonly T[], value: string | null): T | '' {
  return value !== null && (values as readonly string[]).includes(value) ? (value as T) : '';
}

/**
 * Reads the filters from a query string. Anything the server would refuse (a hand-edited link) is
 * dropped here, so an old or mistyped address shows the unfiltered list instead of an error.
 */
export function usersFiltersFromParams(params: URLSearchParams): UsersFilters {
  const role = params.get('role');
  const page = Number(params.get('page') ?? '1');
  const day = (key: string) => {
    const value = params.get(key) ?? '';
    return DAY.test(value) ? value : '';
  };
  const joinedFrom = day('joinedFrom');
  const joinedTo = day('joinedTo');
  return {
    search: (params.get('search') ?? '').trim().slice(0, ADMIN_SEARCH_MAX_LENGTH),
    role: isRole(role) ? role : '',
    plan: (params.get('plan') ?? '').slice(0, 128),
    status: oneOf(ADMIN_MEMBERSHIP_STATUSES, params.get('status')),
    joinedFrom,
    joinedTo: joinedFrom && joinedTo && joinedTo < joinedFrom ? '' : joinedTo,
    page: Number.isInteger(page) && page >= 1 && page <= ADMIN_PAGE_MAX ? page : 1,
    sort: oneOf(ADMIN_USER_SORTS, params.get('sort')) || DEFAULT_SORT,
  };
}

/** The query string for both the address bar and the API: only what differs from the defaults. */
export function usersFiltersToParams(filters: UsersFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.search) params.set('search', filters.search);
  if (filters.role) params.set('role', filters.role);
  if (filters.plan) params.set('plan', filters.plan);
  if (filters.status) params.set('status', filters.status);
  if (filters.joinedFrom) params.set('joinedFrom', filters.joinedFrom);
  if (filters.joinedTo) params.set('joinedTo', filters.joinedTo);
  if (filters.sort !== DEFAULT_SORT) params.set('sort', filters.sort);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** Whether any filter narrows the list (the empty state then says so, and offers to clear them). */
export function hasActiveFilters(filters: UsersFilters): boolean {
  return Boolean(
    filters.search ||
    filters.role ||
    filters.plan ||
    filters.status ||
    filters.joinedFrom ||
    filters.joinedTo,
  );
}

/** The sortable columns and the server's sort names. */
export type SortColumn = 'full_name' | 'email' | 'created_at';

const SORT_PREFIX: Record<SortColumn, 'name' | 'email' | 'joined'> = {
  full_name: 'name',
  email: 'email',
  created_at: 'joined',
};

export function sortToSorting(sort: TAdminUserSort): { id: SortColumn; desc: boolean }[] {
  const [prefix, direction] = sort.split('_') as [string, string];
  const id = (Object.keys(SORT_PREFIX) as SortColumn[]).find((key) => SORT_PREFIX[key] === prefix);
  return id ? [{ id, desc: direction === 'desc' }] : [];
}

export function sortingToSort(sorting: { id: string; desc: boolean }[]): TAdminUserSort {
  const first = sorting[0];
  if (!first || !(first.id in SORT_PREFIX)) return DEFAULT_SORT;
  return `${SORT_PREFIX[first.id as SortColumn]}_${first.desc ? 'desc' : 'asc'}` as TAdminUserSort;
}
