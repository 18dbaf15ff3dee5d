/**
 * The three completion formulas of spec §9. Each counts the listed fields that hold a value:
 * null, undefined, an empty or blank string and an empty list are unfilled.
 */
export type CompletionInput = Readonly<Record<string, unknown>>;

export const DASHBOARD_FIELDS = [
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
  'phone',
  'email',
] as const;

export const MY_PROFILE_FIELDS = [
  'full_name',
  'date_of_birth',
  'gender',
  'current_country',
  'occupation',
  'educational_qualification',
  'religion_community',
  'self_description',
  'partner_age_range',
] as const;

export const ANALYTICS_FIELDS = [
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

function completion(profile: CompletionInput, fields: readonly string[]): number {
  const filled = fields.filter((field) => isFilled(profile[field])).length;
  return Math.round((filled / fields.length) * 100);
}

/** Dashboard and matches: 12 fields, including the account e-mail. */
export const dashboardCompletion = (profile: CompletionInput) => completion(profile, DASHBOARD_FIELDS);
/** My Profile: 9 fields. */
export const myProfileCompletion = (profile: CompletionInput) => completion(profile, MY_PROFILE_FIELDS);
/** Analytics: 10 fields. */
export const analyticsCompletion = (profile: CompletionInput) => completion(profile, ANALYTICS_FIELDS);
