import type { MailMessage } from '../mail.ts';
import { actionMail } from './action-mail.tsx';

export type VerificationMailInput = {
  name: string;
  decision: 'approve' | 'refuse';
  /** The reason the member reads (a refusal's); null for an approval. */
  reason: string | null;
  siteUrl: string;
};

/** Tells a member what our team decided about their verification selfie (features/verification). */
export function verificationDecisionMail(to: string, input: VerificationMailInput): Promise<MailMessage> {
  if (input.decision === 'approve')
    return actionMail(to, {
      subject: 'Your Mithaq profile is verified',
      preview: 'Our team compared your selfie with your photos: your profile now carries the Verified badge.',
      heading: 'Your profile is verified',
      greeting: `Assalamu alaikum ${input.name},`,
      paragraphs: [
        'Our team compared your selfie with your profile photos, and your profile now carries the Verified badge on your cards, your profile and your chats.',
        'You may now also choose to be seen only by verified members. Your selfie will be erased within 30 days.',
      ],
      action: { label: 'See your verification', url: `${input.siteUrl}/verification` },
      note: 'You are receiving this because you asked for your profile to be verified.',
    });
  return actionMail(to, {
    subject: 'We could not verify your Mithaq profile',
    preview: 'Our team could not match your selfie with your profile photos. You may try again.',
    heading: 'We could not verify your profile',
    greeting: `Assalamu alaikum ${input.name},`,
    paragraphs: [
      'Our team could not match your selfie with your profile photos, so your profile is not verified yet.',
      `The reviewer's reason: ${input.reason ?? ''}`,
      'You are welcome to try again with a new selfie. Your selfie will be erased within 30 days.',
    ],
    action: { label: 'Try again', url: `${input.siteUrl}/verification` },
    note: 'You are receiving this because you asked for your profile to be verified.',
  });
}
