import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TAuditPage } from '../../../../shared/admin/admin-contract';
import { api } from '../../../lib/api-client';
import { auditFiltersToParams, type AuditFilters } from '../audit/audit-filters';
import { auditKey } from './admin-keys';

/** GET /api/admin/audit: staff actions newest first, 50 a page, by action, actor and target. */
export function getAudit(filters: AuditFilters): Promise<TAuditPage> {
  return api.get<TAuditPage>(`/api/admin/audit?${auditFiltersToParams(filters).toString()}`);
}

export function auditQueryOptions(filters: AuditFilters) {
  return queryOptions({
    queryKey: auditKey(auditFiltersToParams(filters).toString()),
    queryFn: () => getAudit(filters),
    placeholderData: keepPreviousData,
  });
}

export function useAudit(filters: AuditFilters) {
  return useQuery(auditQueryOptions(filters));
}
