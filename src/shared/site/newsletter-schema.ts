import { z } from 'zod';

/** Newsletter double opt-in (footer 'Stay Updated'): subscribe, then confirm or unsubscribe by a mailed token. */

export const NEWSLETTER_EMAIL_MAX = 254;
/** Tokens are 32 random bytes, base64url: 43 characters. */
export const NEWSLETTER_TOKEN_LENGTH = 43;

export const ZNewsletterSubscribe = z.object({
  email: z
    .string({ error: 'Email address is required' })
    .trim()
    .min(1, 'Email address is required')
    .max(NEWSLETTER_EMAIL_MAX, `Email address must be at most ${NEWSLETTER_EMAIL_MAX} characters`)
    .pipe(z.email('Enter a valid email address')),
});
export type TNewsletterSubscribe = z.infer<typeof ZNewsletterSubscribe>;

export const ZNewsletterToken = z.object({
  token: z
    .string({ error: 'The link is incomplete' })
    .regex(/^[A-Za-z0-9_-]{43}$/, 'This link is not valid. Please use the link from the e-mail.'),
});
export type TNewsletterToken = z.infer<typeof ZNewsletterToken>;

/**
 * Every subscribe answer is the same, whether the address is new, pending or already confirmed, so the
 * form never tells a stranger who is subscribed.
 */
export const NEWSLETTER_TEXTS = {
  checkInbox: 'Thank you! Please check your inbox to confirm your subscription.',
  confirmed: 'Your subscription is confirmed. Welcome to the Mithaq newsletter!',
  unsubscribed: 'You have been unsubscribed. You will not receive our newsletter any more.',
  invalidLink: 'This link is not valid or has expired. Please subscribe again.',
  failed: 'Failed to subscribe. Please try again.',
  tooMany: 'Too many subscriptions from this address. Please try again later.',
} as const;
