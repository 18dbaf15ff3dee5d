import { useMutation } from '@tanstack/react-query';
import type { TContactMessage } from '../../../../shared/site/contact-schema';
import { api } from '../../../lib/api-client';

/** What POST /api/contact answers with 201: a reference and the confirmation text to show. */
export type TContactSent = { id: string; message: string };

/** POST /api/contact: 201 on success; 400 VALIDATION_FAILED with `fields`; 429 RATE_LIMITED. */
export function sendContactMessage(body: TContactMessage): Promise<TContactSent> {
  return api.post<TContactSent>('/api/contact', body);
}

/** The contact form's send. Nothing is cached: a message is fire-and-confirm. */
export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
