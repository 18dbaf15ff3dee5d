import type { MailMessage } from './mail.ts';
import type { ContactMailInput } from './mail-templates/contact-support-mail.tsx';
import type { GuardianInvitationInput, GuardianSummaryInput } from './mail-templates/guardian-mails.ts';
import type { ModerationMailInput } from './mail-templates/moderation-decision-mail.ts';
import type { VerificationMailInput } from './mail-templates/verification-decision-mail.ts';

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

/** A member asked for their account's deletion: the date it happens and a link to keep the account. */
export async function accountDeletionMail(
  to: string,
  name: string,
  due: Date,
  link: string,
): Promise<MailMessage> {
  return (await import('./mail-templates/account-deletion-mail.ts')).accountDeletionMail(to, name, due, link);
}

/** A member invites a guardian (wali): the accept link with its one-time token (issue 23 item 5). */
export async function guardianInvitationMail(
  to: string,
  input: GuardianInvitationInput,
): Promise<MailMessage> {
  return (await import('./mail-templates/guardian-mails.ts')).guardianInvitationMail(to, input);
}

/** The weekly summary of a ward's connections for a guardian who asked for it (counts, no texts). */
export async function guardianSummaryMail(to: string, input: GuardianSummaryInput): Promise<MailMessage> {
  return (await import('./mail-templates/guardian-mails.ts')).guardianSummaryMail(to, input);
}

/** A moderator's decision about the member's account: a warning, a removed photo, a suspension, a ban. */
export async function moderationDecisionMail(to: string, input: ModerationMailInput): Promise<MailMessage> {
  return (await import('./mail-templates/moderation-decision-mail.ts')).moderationDecisionMail(to, input);
}

/** Staff approved or refused the member's verification selfie (with the reason of a refusal). */
export async function verificationDecisionMail(
  to: string,
  input: VerificationMailInput,
): Promise<MailMessage> {
  return (await import('./mail-templates/verification-decision-mail.ts')).verificationDecisionMail(to, input);
}
