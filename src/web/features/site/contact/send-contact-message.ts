import { useMutation } from '@tanstack/react-query';
import type { TContactMessage, TContactSent } from '../../../../shared/site/site-contract';
import { api } from '../../../lib/api-client';

/** POST /api/contact: 201 on success; 400 VALIDATION_FAILED with `fields`; 429 RATE_LIMITED. */
export function sendContactMessage(body: TContactMessage): Promise<TContactSent> {
  return api.post<TContactSent>('/api/contact', body);
}

/** The contact form's send. Nothing is cached: a message is fire-and-confirm. */
export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
