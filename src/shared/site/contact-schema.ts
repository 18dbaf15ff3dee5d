import { z } from 'zod';
import { withoutNul } from '../text-rules.ts';

/**
 * The contact form (spec §2 "Contact", §3 "Contact form fields" and "Contact subjects"): the body the
 * web sends to POST /api/contact and the server validates with this same schema.
 */

/** Spec §3 contact subjects, value and label, in the spec's order. */
export const CONTACT_SUBJECTS = [
  { value: 'general', label: 'General Inquiry' },
  { value: 'technical', label: 'Technical Support' },
  { value: 'account', label: 'Account Issues' },
  { value: 'billing', label: 'Billing & Membership' },
  { value: 'safety', label: 'Safety & Privacy' },
  { value: 'feedback', label: 'Feedback & Suggestions' },
  { value: 'other', label: 'Other' },
] as const;

export type TContactSubject = (typeof CONTACT_SUBJECTS)[number]['value'];
const SUBJECT_VALUES = CONTACT_SUBJECTS.map((s) => s.value) as [TContactSubject, ...TContactSubject[]];

export const contactSubjectLabel = (value: TContactSubject): string =>
  CONTACT_SUBJECTS.find((s) => s.value === value)?.label ?? value;

export const CONTACT_LIMITS = {
  name: 80,
  email: 254,
  phone: 30,
  messageMin: 10,
  messageMax: 5000,
} as const;

const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`)
    .refine(withoutNul, `${label} contains an invalid character`);

export const ZContactMessage = z.object({
  firstName: requiredText('First name', CONTACT_LIMITS.name),
  lastName: requiredText('Last name', CONTACT_LIMITS.name),
  email: z
    .string({ error: 'Email address is required' })
    .trim()
    .min(1, 'Email address is required')
    .max(CONTACT_LIMITS.email, `Email address must be at most ${CONTACT_LIMITS.email} characters`)
    .pipe(z.email('Enter a valid email address')),
  // Optional: an empty field means "not given".
  phone: z
    .string({ error: 'Phone must be text' })
    .trim()
    .max(CONTACT_LIMITS.phone, `Phone must be at most ${CONTACT_LIMITS.phone} characters`)
    .regex(/^[0-9+()\-.\s]*$/, 'Phone may only contain digits, spaces and + ( ) - .')
    .optional()
    .transform((value) => (value ? value : undefined)),
  subject: z.enum(SUBJECT_VALUES, { error: 'Choose a subject' }),
  message: z
    .string({ error: 'Message is required' })
    .trim()
    .min(1, 'Message is required')
    .min(CONTACT_LIMITS.messageMin, `Message must be at least ${CONTACT_LIMITS.messageMin} characters`)
    .max(CONTACT_LIMITS.messageMax, `Message must be at most ${CONTACT_LIMITS.messageMax} characters`)
    .refine(withoutNul, 'Message contains an invalid character'),
});
export type TContactMessageInput = z.input<typeof ZContactMessage>;
export type TContactMessage = z.output<typeof ZContactMessage>;

export const CONTACT_TEXTS = {
  sent: "Thank you! Your message has been sent. We'll reply within 24 hours.",
  failed: 'Failed to send message',
  tooMany: 'Too many messages from this address. Please try again later.',
} as const;
