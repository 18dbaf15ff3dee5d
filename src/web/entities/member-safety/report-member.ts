import { useMutation } from '@tanstack/react-query';
import type { TReportInput, TReportReceipt } from '../../../shared/safety/safety-contract';
import { api } from '../../lib/api-client';

/**
 * POST /api/reports: 201 with a receipt (`merged` when my open report of them took the new reason);
 * 400 with `fields` for a bad body (details are required with 'other').
 */
export function reportMember(body: TReportInput): Promise<TReportReceipt> {
  return api.post<TReportReceipt>('/api/reports', body);
}

/** Nothing cached shows reports: a report changes no list (a block, asked beside it, does). */
export function useReportMember() {
  return useMutation({ mutationFn: reportMember });
}
