import { z } from 'zod';
import { dressingOptionsFor } from '../../../../shared/options/profile-options';
import { ZProfileInput, type TProfileInput } from '../../../../shared/profiles/profile-contract';
import type { TOwnProfile } from '../../../../shared/profiles/profile-contract';
import { parseAgeRange } from '../../../../shared/rules/age';
import { formatLanguages, parseLanguages } from '../../../../shared/rules/languages';

/** Every input of /complete-profile. Inputs hold strings; the API body is built by `toProfileBody`. */
export const PROFILE_FORM_FIELDS = [
  'full_name', 'date_of_birth', 'gender', 'marital_status', 'phone',
  'birth_country', 'birth_state', 'current_country', 'current_state',
  'height_cm', 'weight_kg', 'blood_group', 'physical_features',
  'educational_qualification', 'occupation', 'career_aspirations',
  'family_background', 'parents_siblings_info', 'family_type', 'self_description', 'personality_traits',
  'hobbies_interests', 'personal_values', 'life_aspirations', 'religion_community', 'religious_beliefs',
  'religious_practices', 'islamic_dressing', 'islamic_values', 'languages_spoken',
  'partner_age_min', 'partner_age_max', 'partner_education', 'partner_lifestyle', 'ideal_partner_qualities',
  'partner_religious_preferences', 'partner_career_preferences',
] as const; // prettier-ignore

export type ProfileFormField = (typeof PROFILE_FORM_FIELDS)[number];
export type TProfileFormValues = Record<ProfileFormField, string>;

const shape = Object.fromEntries(PROFILE_FORM_FIELDS.map((name) => [name, z.string()])) as Record<
  ProfileFormField,
  z.ZodString
>;
export const ZProfileFormValues = z.object(shape);

/** The body as built from the inputs, before validation (so required fields may still be missing). */
export type ProfileBody = Omit<TProfileInput, 'date_of_birth' | 'gender' | 'marital_status'> & {
  date_of_birth?: string;
  gender?: string;
  marital_status?: string;
};

/** '' -> null; anything else -> a number for the schema to judge (a fraction fails "whole number"). */
function toNumberOrNull(text: string): number | null {
  const trimmed = text.trim();
  return trimmed === '' ? null : Number(trimmed);
}

/** Two inputs -> 'min-max' (spec §5); both empty -> null; one empty fails the schema's range check. */
export function toAgeRange(min: string, max: string): string | null {
  const [from, to] = [min.trim(), max.trim()];
  if (from === '' && to === '') return null;
  return `${from}-${to}`;
}

export function toProfileBody(values: TProfileFormValues): ProfileBody {
  const { partner_age_min, partner_age_max, ...rest } = values;
  return {
    ...rest,
    date_of_birth: values.date_of_birth || undefined,
    gender: values.gender || undefined,
    marital_status: values.marital_status || 'single',
    height_cm: toNumberOrNull(values.height_cm),
    weight_kg: toNumberOrNull(values.weight_kg),
    languages_spoken: parseLanguages(values.languages_spoken),
    partner_age_range: toAgeRange(partner_age_min, partner_age_max),
  };
}

/** zodResolver(ZProfileForm): the inputs mapped to the API body, validated by the server's own schema. */
export const ZProfileForm = ZProfileFormValues.transform(toProfileBody).pipe(ZProfileInput);

const text = (value: string | number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

/** Prefill: the saved profile, or a blank form whose full name is the account's name. */
export function fromProfile(profile: TOwnProfile | null, accountName: string): TProfileFormValues {
  const blank = Object.fromEntries(PROFILE_FORM_FIELDS.map((name) => [name, ''])) as TProfileFormValues;
  if (!profile) return { ...blank, full_name: accountName, marital_status: 'single' };
  const filled = { ...blank };
  for (const name of PROFILE_FORM_FIELDS) {
    if (name in profile) filled[name] = text(profile[name as keyof TOwnProfile] as string | number | null);
  }
  const range = parseAgeRange(profile.partner_age_range ?? '');
  return {
    ...filled,
    full_name: profile.full_name?.trim() ? profile.full_name : accountName,
    marital_status: profile.marital_status ?? 'single',
    languages_spoken: formatLanguages(profile.languages_spoken),
    partner_age_min: range ? String(range.min) : '',
    partner_age_max: range ? String(range.max) : '',
  };
}

/** Keeps the dressing only when it is on the list for the (new) gender. */
export function dressingAfterGenderChange(gender: string, dressing: string): string {
  return dressingOptionsFor(gender).some((option) => option === dressing) ? dressing : '';
}
