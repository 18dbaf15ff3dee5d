import { useMutation } from '@tanstack/react-query';
import type {
  TSandboxPayment,
  TSandboxPaymentReply,
} from '../../../../shared/membership/membership-contract';
import { api } from '../../../lib/api-client';

type PayRequest = { id: string; payment: TSandboxPayment };

/** POST /api/checkout/sandbox/:id/pay: paid (where to go next), or 402 CARD_DECLINED. */
export function paySandboxCheckout({ id, payment }: PayRequest): Promise<TSandboxPaymentReply> {
  return api.post<TSandboxPaymentReply>(`/api/checkout/sandbox/${encodeURIComponent(id)}/pay`, payment);
}

export function usePaySandboxCheckout() {
  return useMutation({ mutationFn: paySandboxCheckout });
}
