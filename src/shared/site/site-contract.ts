import { z } from 'zod';
import { CONTACT_SUBJECTS, type ContactSubject } from '../options/contact-subjects.ts';
import { isSafePersonName } from '../rules/person-name.ts';
import { withoutNul } from '../text-rules.ts';
import { issue, type TIssueCode } from '../validation/issues.ts';

/**
 * The site area's contract: the contact form (POST /api/contact), the newsletter's double opt-in
 * (POST /api/newsletter and its mailed tokens), the public menus (GET /api/menus/:location) and what
 * they answer. Contact messages are issue codes (src/shared/validation), translated on the web. The
 * public header and the footer import only types from here: they are in a visitor's first download,
 * which must not carry zod.
 */

// ---- Contact (spec §2 "Contact", §3 "Contact form fields" and "Contact subjects")

export { CONTACT_SUBJECTS };
export type TContactSubject = ContactSubject;
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

type TextField = 'first_name' | 'last_name' | 'message';
const codeOf = (field: TextField, problem: 'required' | 'too_long' | 'invalid_character') =>
  `${field}_${problem}` as TIssueCode;

const requiredText = (field: TextField, max: number) =>
  z
    .string({ error: issue(codeOf(field, 'required')) })
    .trim()
    .min(1, issue(codeOf(field, 'required')))
    .max(max, issue(codeOf(field, 'too_long'), { max }))
    // Names are shown to staff as written: no controls, direction overrides or stray invisibles.
    .refine(field === 'message' ? withoutNul : isSafePersonName, issue(codeOf(field, 'invalid_character')));

/** The sender's address, in the contact form and the newsletter's. */
export const ZEmailAddress = z
  .string({ error: issue('email_required') })
  .trim()
  .min(1, issue('email_required'))
  .max(CONTACT_LIMITS.email, issue('email_too_long', { max: CONTACT_LIMITS.email }))
  .pipe(z.email(issue('email_invalid')));

export const ZContactMessage = z.object({
  firstName: requiredText('first_name', CONTACT_LIMITS.name),
  lastName: requiredText('last_name', CONTACT_LIMITS.name),
  email: ZEmailAddress,
  // Optional: an empty field means "not given".
  phone: z
    .string({ error: issue('phone_not_text') })
    .trim()
    .max(CONTACT_LIMITS.phone, issue('phone_too_long', { max: CONTACT_LIMITS.phone }))
    .regex(/^[0-9+()\-.\s]*$/, issue('contact_phone_characters'))
    .optional()
    .transform((value) => (value ? value : undefined)),
  subject: z.enum(SUBJECT_VALUES, { error: issue('choose_subject') }),
  message: z
    .string({ error: issue('message_required') })
    .trim()
    .min(1, issue('message_required'))
    .min(CONTACT_LIMITS.messageMin, issue('message_too_short', { min: CONTACT_LIMITS.messageMin }))
    .max(CONTACT_LIMITS.messageMax, issue('message_too_long', { max: CONTACT_LIMITS.messageMax }))
    .refine(withoutNul, issue('message_invalid_character')),
});
export type TContactMessageInput = z.input<typeof ZContactMessage>;
export type TContactMessage = z.output<typeof ZContactMessage>;

export const CONTACT_TEXTS = {
  sent: "Thank you! Your message has been sent. We'll reply within 24 hours.",
  failed: 'Failed to send message',
  tooMany: 'Too many messages from this address. Please try again later.',
} as const;

/** POST /api/contact's answer: a reference and the text the form shows, never the stored row. */
export type TContactSent = { id: string; message: string };

// ---- Newsletter (footer 'Stay Updated'): subscribe, then confirm or unsubscribe by a mailed token.

/** Tokens are 32 random bytes, base64url: 43 characters. */
export const NEWSLETTER_TOKEN_LENGTH = 43;

export const ZNewsletterSubscribe = z.object({ email: ZEmailAddress });
export type TNewsletterSubscribe = z.infer<typeof ZNewsletterSubscribe>;

export const ZNewsletterToken = z.object({
  token: z
    .string({ error: 'The link is incomplete' })
    .regex(/^[A-Za-z0-9_-]{43}$/, 'This link is not valid. Please use the link from the e-mail.'),
});
export type TNewsletterToken = z.infer<typeof ZNewsletterToken>;

/**
 * Every subscribe answer is the same, whether the address is new, pending or already confirmed, so the
 * form never tells a stranger who is subscribed.
 */
export const NEWSLETTER_TEXTS = {
  checkInbox: 'Thank you! Please check your inbox to confirm your subscription.',
  confirmed: 'Your subscription is confirmed. Welcome to the Mithaq newsletter!',
  unsubscribed: 'You have been unsubscribed. You will not receive our newsletter any more.',
  invalidLink: 'This link is not valid or has expired. Please subscribe again.',
  failed: 'Failed to subscribe. Please try again.',
  tooMany: 'Too many subscriptions from this address. Please try again later.',
} as const;

/** What every newsletter call answers: the text the page shows, and no state at all. */
export type TNotice = { message: string };

// ---- Menus (member-experience §2 "Menu link resolution", admin-cms §3 cms_menus)

/**
 * GET /api/menus/:location: the active menu at a location with its active items, in display_order,
 * children nested under their parent. `href` is already resolved on the server: linked page -> /{slug},
 * linked post -> /blog/{slug}, else the item's url, else '#'.
 */
export const MENU_LOCATIONS = ['header', 'footer', 'sidebar'] as const;
export type TMenuLocation = (typeof MENU_LOCATIONS)[number];

export const MENU_TARGETS = ['_self', '_blank'] as const;
export type TMenuTarget = (typeof MENU_TARGETS)[number];

export type TMenuItem = {
  id: string;
  title: string;
  href: string;
  target: TMenuTarget;
  css_class: string | null;
  children: TMenuItem[];
};

/** `menu` is null when the location has no active menu: then nothing renders. */
export type TMenuResponse = {
  menu: { id: string; name: string; location: TMenuLocation; items: TMenuItem[] } | null;
};

/** How deep the tree is nested in the answer; deeper items are left out (a header has one dropdown level). */
export const MENU_MAX_DEPTH = 2;
/** Bound on items per menu answer, so a runaway menu cannot make the answer unbounded. */
export const MENU_MAX_ITEMS = 100;
