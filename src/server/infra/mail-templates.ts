import type { MailMessage } from './mail.ts';
import type { ContactMailInput } from './mail-templates/contact-support-mail.tsx';

/*
 * Every mail is a React Email template in mail-templates/, one file per mail. They load with the first
 * mail rather than at start, like nodemailer (infra/mail.ts): most server processes send mail rarely,
 * and the renderer's modules would count against every instance's memory.
 */

/** After sign-up; `link` is the short link (infra/mail-links.ts) to better-auth's verification URL. */
export async function verificationMail(to: string, name: string, link: string): Promise<MailMessage> {
  return (await import('./mail-templates/verification-mail.ts')).verificationMail(to, name, link);
}

/** `link` is the short link (infra/mail-links.ts) to better-auth's reset URL. */
export async function passwordResetMail(to: string, name: string, link: string): Promise<MailMessage> {
  return (await import('./mail-templates/password-reset-mail.ts')).passwordResetMail(to, name, link);
}

/** A contact form message for the support address, Reply-To the sender. */
export async function contactSupportMail(to: string, input: ContactMailInput): Promise<MailMessage> {
  return (await import('./mail-templates/contact-support-mail.tsx')).contactSupportMail(to, input);
}

/** Double opt-in: the confirm link (valid 7 days) and an unsubscribe link that works at any time. */
export async function newsletterConfirmMail(
  to: string,
  confirmLink: string,
  unsubscribeLink: string,
): Promise<MailMessage> {
  return (await import('./mail-templates/newsletter-confirm-mail.ts')).newsletterConfirmMail(
    to,
    confirmLink,
    unsubscribeLink,
  );
}
