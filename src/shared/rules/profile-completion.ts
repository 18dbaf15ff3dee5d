/**
 * Profile completion: one number a member sees everywhere (dashboard, top bar, My Profile, the
 * analytics tips), by one rule. The spec has three formulas (12 fields on the dashboard, 9 on My
 * Profile, 10 in analytics), so one member saw three different percentages; we keep the 10 fields
 * of the analytics formula: what a member fills in for others to find them, without the account's
 * e-mail (always there) or the private phone. A deliberate departure, recorded in ARCHITECTURE.md.
 * Null, undefined, an empty or blank string and an empty list are unfilled.
 */
export type CompletionInput = Readonly<Record<string, unknown>>;

export const COMPLETION_FIELDS = [
  'full_name',
  'date_of_birth',
  'gender',
  'location',
  'occupation',
  'education',
  'bio',
  'profile_photo_url',
  'partner_age_range',
  'partner_education',
] as const;

export function isFilled(value: unknown): boolean {
  if (value === null || value === undefined) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.length > 0;
  return true;
}

/** The fields still empty, in the order above (what a tip asks the member to add next). */
export const missingCompletionFields = (profile: CompletionInput | null) =>
  COMPLETION_FIELDS.filter((field) => !isFilled(profile?.[field]));

export function profileCompletion(profile: CompletionInput | null): number {
  const filled = COMPLETION_FIELDS.length - missingCompletionFields(profile).length;
  return Math.round((filled / COMPLETION_FIELDS.length) * 100);
}
