import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type NewsletterTokenAction = 'confirm' | 'unsubscribe';
export type NewsletterTokenAnswer = { message: string };

/**
 * POST /api/newsletter/confirm | /api/newsletter/unsubscribe with the mailed token: 200 `{ message }`,
 * or 400 INVALID_TOKEN / VALIDATION_FAILED with the message to show (src/shared/site/newsletter-schema.ts,
 * not imported: it pulls zod).
 */
export function postNewsletterToken(
  action: NewsletterTokenAction,
  token: string,
): Promise<NewsletterTokenAnswer> {
  return api.post<NewsletterTokenAnswer>(`/api/newsletter/${action}`, { token });
}

export function useNewsletterToken(action: NewsletterTokenAction) {
  return useMutation({ mutationFn: (token: string) => postNewsletterToken(action, token) });
}
