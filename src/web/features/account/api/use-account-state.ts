import { useQuery } from '@tanstack/react-query';
import type { TAccountState } from '../../../../shared/account/account-contract';
import { meQueryOptions } from '../../../lib/auth-api';

/** My account state, from the session's answer (GET /api/me `account`); null while it loads or signed out. */
export function useAccountState(): TAccountState | null {
  return useQuery({ ...meQueryOptions, select: (me) => me?.account ?? null }).data ?? null;
}
