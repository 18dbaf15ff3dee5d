import { useMutation } from '@tanstack/react-query';
import type { TNewsletterToken, TNotice } from '../../../../shared/site/site-contract';
import { api } from '../../../lib/api-client';

export type NewsletterTokenAction = 'confirm' | 'unsubscribe';

/**
 * POST /api/newsletter/confirm | /api/newsletter/unsubscribe with the mailed token: 200 `{ message }`,
 * or 400 INVALID_TOKEN / VALIDATION_FAILED with the message to show (src/shared/site/site-contract.ts).
 */
export function postNewsletterToken(action: NewsletterTokenAction, token: string): Promise<TNotice> {
  const body: TNewsletterToken = { token };
  return api.post<TNotice>(`/api/newsletter/${action}`, body);
}

export function useNewsletterToken(action: NewsletterTokenAction) {
  return useMutation({ mutationFn: (token: string) => postNewsletterToken(action, token) });
}
