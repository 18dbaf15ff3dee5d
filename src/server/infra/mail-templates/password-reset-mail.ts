import type { MailMessage } from '../mail.ts';
import { actionMail } from './action-mail.tsx';

const BODY = 'We received a request to reset your password. The link is valid for one hour.';

/** `link` is the short link to better-auth's reset URL (infra/mail-links.ts). */
export const passwordResetMail = (to: string, name: string, link: string): Promise<MailMessage> =>
  actionMail(to, {
    subject: 'Reset your Mithaq password',
    preview: BODY,
    heading: 'Reset your password',
    greeting: `Assalamu alaikum ${name},`,
    paragraphs: [BODY],
    action: { label: 'Choose a new password', url: link },
    note: 'If you did not ask for this, you can ignore this message: your password stays as it is.',
  });
