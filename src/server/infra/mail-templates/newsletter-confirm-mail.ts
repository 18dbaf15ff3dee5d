import type { MailMessage } from '../mail.ts';
import { actionMail } from './action-mail.tsx';

const BODY = 'Please confirm that you want to receive the Mithaq newsletter. The link is valid for 7 days.';

/** Double opt-in: the confirm link (valid 7 days) and an unsubscribe link that works at any time. */
export const newsletterConfirmMail = (
  to: string,
  confirmLink: string,
  unsubscribeLink: string,
): Promise<MailMessage> =>
  actionMail(to, {
    subject: 'Confirm your subscription to the Mithaq newsletter',
    preview: BODY,
    heading: 'Confirm your subscription',
    greeting: 'Assalamu alaikum,',
    paragraphs: [BODY],
    action: { label: 'Confirm my subscription', url: confirmLink },
    note: 'If you did not ask for this, ignore this message and you will not hear from us again.',
    footerLinks: [{ label: 'Unsubscribe', url: unsubscribeLink }],
  });
