import type { MailMessage } from '../mail.ts';
import { actionMail } from './action-mail.tsx';

export type ModerationMailInput = {
  name: string;
  /** photo_not_approved: a new photo waiting for approval was refused (the approved one stays). */
  decision: 'warn' | 'remove_photo' | 'photo_not_approved' | 'suspend' | 'ban';
  reason: string;
  /** ISO date of a suspension's end. */
  until: string | null;
  siteUrl: string;
};

const SUBJECTS = {
  warn: 'A warning about your Mithaq account',
  remove_photo: 'Your Mithaq profile photo was removed',
  photo_not_approved: 'Your new Mithaq profile photo was not approved',
  suspend: 'Your Mithaq account is suspended',
  ban: 'Your Mithaq account is closed',
} as const;

function firstParagraph(input: ModerationMailInput): string {
  switch (input.decision) {
    case 'warn':
      return 'Our moderators reviewed reports about your account and are giving you a warning. Please keep to our community guidelines: a further report may lead to a suspension.';
    case 'remove_photo':
      return 'Our moderators removed your profile photo because it does not meet our photo guidelines. You may upload another one that does.';
    case 'photo_not_approved':
      return 'Our moderators did not approve your new profile photo because it does not meet our photo guidelines, and it has been deleted. Members still see the photo they saw before, if you had one. You may upload another one that does.';
    case 'suspend':
      return `Our moderators suspended your account until ${new Date(input.until ?? '').toUTCString().slice(0, 16)}. Until then you cannot sign in and other members do not see you.`;
    case 'ban':
      return 'Our moderators closed your account after reviewing reports about it. You can no longer sign in.';
  }
}

/** Tells a member what a moderator decided about their account, and why (features/safety). */
export function moderationDecisionMail(to: string, input: ModerationMailInput): Promise<MailMessage> {
  const appeal = input.decision === 'suspend' || input.decision === 'ban';
  const paragraph = firstParagraph(input);
  return actionMail(to, {
    subject: SUBJECTS[input.decision],
    preview: paragraph,
    heading: SUBJECTS[input.decision],
    greeting: `Assalamu alaikum ${input.name},`,
    paragraphs: [paragraph, `The moderator's reason: ${input.reason}`],
    action: appeal
      ? { label: 'Contact us', url: `${input.siteUrl}/contact` }
      : { label: 'Open Mithaq', url: `${input.siteUrl}/dashboard` },
    note: appeal
      ? 'If you believe this is a mistake, write to us through the contact page and a different moderator will look again.'
      : 'You are receiving this because a moderator reviewed your account.',
  });
}
