import { NewsletterTokenPage } from './newsletter-token-page';

/** /newsletter/unsubscribe?token=...: the unsubscribe link in every newsletter e-mail. */
export function NewsletterUnsubscribePage() {
  return <NewsletterTokenPage action="unsubscribe" />;
}
