import type { MailMessage } from '../mail.ts';
import { actionMail } from './action-mail.tsx';

const BODY = 'Welcome to Mithaq. Please confirm your e-mail address so you can sign in.';

/** After sign-up: `link` is the short link to better-auth's verification URL (infra/mail-links.ts). */
export const verificationMail = (to: string, name: string, link: string): Promise<MailMessage> =>
  actionMail(to, {
    subject: 'Verify your e-mail for Mithaq',
    preview: BODY,
    heading: 'Confirm your e-mail address',
    greeting: `Assalamu alaikum ${name},`,
    paragraphs: [BODY, 'The link is valid for 24 hours.'],
    action: { label: 'Verify my e-mail', url: link },
    note: 'If you did not create an account on Mithaq, you can ignore this message.',
  });
