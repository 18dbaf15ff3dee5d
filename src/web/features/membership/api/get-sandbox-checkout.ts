import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TSandboxCheckout } from '../../../../shared/membership/membership-contract';
import { api } from '../../../lib/api-client';
import { sandboxCheckoutKey } from '../../../entities/membership/membership-keys';

/** GET /api/checkout/sandbox/:id: the session, to its owner only. */
export function getSandboxCheckout(id: string): Promise<TSandboxCheckout> {
  return api.get<TSandboxCheckout>(`/api/checkout/sandbox/${encodeURIComponent(id)}`);
}

export function sandboxCheckoutQueryOptions(id: string) {
  return queryOptions({ queryKey: sandboxCheckoutKey(id), queryFn: () => getSandboxCheckout(id) });
}

export function useSandboxCheckout(id: string) {
  return useQuery(sandboxCheckoutQueryOptions(id));
}
