import type { MailMessage } from '../mail.ts';
import { actionMail } from './action-mail.tsx';

const dateText = (at: Date) =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(at);

/** Sent when a member asks for their account's deletion: the date, and how to keep the account. */
export const accountDeletionMail = (
  to: string,
  name: string,
  due: Date,
  link: string,
): Promise<MailMessage> =>
  actionMail(to, {
    subject: 'Your Mithaq account will be deleted',
    preview: `Your account will be deleted on ${dateText(due)}.`,
    heading: 'Your account will be deleted',
    greeting: `Assalamu alaikum ${name},`,
    paragraphs: [
      `You asked us to delete your Mithaq account. It is hidden from other members now, and on ${dateText(due)} your profile, photos, favourites and profile views will be erased. Your messages stay with the members you wrote to, shown as from 'Deleted member'.`,
      'Changed your mind? Sign in before that date and choose "Keep my account".',
    ],
    action: { label: 'Keep my account', url: link },
    note: 'If you did not ask for this, sign in, keep your account and change your password.',
  });
