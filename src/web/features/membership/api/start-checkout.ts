import { useMutation } from '@tanstack/react-query';
import type { TCheckoutReply, TCheckoutRequest } from '../../../../shared/membership/membership-contract';
import { api } from '../../../lib/api-client';

/** POST /api/membership/checkout: a checkout session for the plan; answers where to pay. */
export function startCheckout(body: TCheckoutRequest): Promise<TCheckoutReply> {
  return api.post<TCheckoutReply>('/api/membership/checkout', body);
}

export function useStartCheckout() {
  return useMutation({ mutationFn: startCheckout });
}
