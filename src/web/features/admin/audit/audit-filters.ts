import { ADMIN_PAGE_MAX } from '../../../../shared/admin/admin-contract';

/** The /admin/audit filters as the URL keeps them (the names of GET /api/admin/audit). */
export type AuditFilters = { action: string; actor: string; target: string; page: number };

const ACTION = /^[a-z_.]{1,64}$/;
const ID_MAX = 128;

export function auditFiltersFromParams(params: URLSearchParams): AuditFilters {
  const action = params.get('action') ?? '';
  const id = (key: string) => (params.get(key) ?? '').trim().slice(0, ID_MAX);
  const page = Number(params.get('page') ?? '1');
  return {
    action: ACTION.test(action) ? action : '',
    actor: id('actor'),
    target: id('target'),
    page: Number.isInteger(page) && page >= 1 && page <= ADMIN_PAGE_MAX ? page : 1,
  };
}

export function auditFiltersToParams(filters: AuditFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.action) params.set('action', filters.action);
  if (filters.actor) params.set('actor', filters.actor);
  if (filters.target) params.set('target', filters.target);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}
