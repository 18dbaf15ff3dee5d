import { NewsletterTokenPage } from './newsletter-token-page';

/** /newsletter/confirm?token=...: the double opt-in link of the footer's 'Stay Updated'. */
export function NewsletterConfirmPage() {
  return <NewsletterTokenPage action="confirm" />;
}
