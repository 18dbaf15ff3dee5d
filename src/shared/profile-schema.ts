import { z } from 'zod';
import { isKnownCountry, isKnownState } from './options/countries.ts';
import {
  BLOOD_GROUPS,
  COMMUNITIES,
  dressingOptionsFor,
  EDUCATION_LEVELS,
  FAMILY_TYPES,
  GENDERS,
  MARITAL_STATUSES,
  RELIGIOUS_BELIEFS,
} from './options/profile-options.ts';
import { ageFrom, isRealDate, todayIso } from './rules/age.ts';

/**
 * The profile a member saves (PUT /api/me/profile and the /complete-profile form). One schema, used
 * by react-hook-form in the browser and by the route on the server. Messages are English sentences
 * that name the rule; the form shows them under the field.
 */

export const LANGUAGES_MAX = 100;
export const MIN_AGE = 18;
export const MAX_AGE = 100;
export const PARTNER_AGE_MIN = 18;
export const PARTNER_AGE_MAX = 99;

/** Empty or blank text means "not given" and is stored as null. */
const blankToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

const optionalText = (max: number) =>
  z.preprocess(
    blankToNull,
    z.string().trim().max(max, `Must be at most ${max} characters`).nullable().optional(),
  );

const optionalChoice = <T extends readonly [string, ...string[]]>(values: T, label: string) =>
  z.preprocess(
    blankToNull,
    z
      .enum(values, { error: `Choose a ${label} from the list` })
      .nullable()
      .optional(),
  );

const optionalWholeNumber = (min: number, max: number, unit: string) =>
  z.preprocess(
    (value) => (value === '' ? null : value),
    z
      .number({ error: 'Must be a whole number' })
      .int('Must be a whole number')
      .min(min, `Must be at least ${min} ${unit}`)
      .max(max, `Must be at most ${max} ${unit}`)
      .nullable()
      .optional(),
  );

/** "Arabic, English , Urdu" -> ['Arabic', 'English', 'Urdu'] (blank items dropped). */
export function parseLanguages(text: string): string[] {
  return text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

export const formatLanguages = (languages: readonly string[] | null | undefined) =>
  (languages ?? []).join(', ');

export const ZLanguages = z
  .array(z.string().trim().min(1, 'A language cannot be empty').max(LANGUAGES_MAX))
  .refine(
    (list) => formatLanguages(list).length <= LANGUAGES_MAX,
    `Languages must be at most ${LANGUAGES_MAX} characters`,
  );

/** 'min-max', whole numbers, 18 <= min <= max <= 99. */
export function parseAgeRange(value: string): { min: number; max: number } | null {
  const match = /^\s*(\d{1,3})\s*-\s*(\d{1,3})\s*$/.exec(value);
  if (!match) return null;
  return { min: Number(match[1]), max: Number(match[2]) };
}

const ZPartnerAgeRange = z.preprocess(
  blankToNull,
  z
    .string()
    .superRefine((value, ctx) => {
      const range = parseAgeRange(value);
      if (!range) return void ctx.addIssue({ code: 'custom', message: 'Enter two ages like 25-35' });
      if (range.min < PARTNER_AGE_MIN || range.max > PARTNER_AGE_MAX) {
        ctx.addIssue({
          code: 'custom',
          message: `Ages must be between ${PARTNER_AGE_MIN} and ${PARTNER_AGE_MAX}`,
        });
      } else if (range.min > range.max) {
        ctx.addIssue({ code: 'custom', message: 'The first age must not be above the second' });
      }
    })
    .transform((value) => {
      const range = parseAgeRange(value)!;
      return `${range.min}-${range.max}`;
    })
    .nullable()
    .optional(),
);

const ZDateOfBirth = z
  .string({ error: 'Date of birth is required' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use the format YYYY-MM-DD')
  .refine((value) => {
    const [y, m, d] = value.split('-').map(Number);
    return isRealDate(y!, m!, d!);
  }, 'This date does not exist')
  .refine((value) => value <= todayIso(), 'Date of birth cannot be in the future')
  .refine((value) => (ageFrom(value) ?? 0) >= MIN_AGE, `Members must be at least ${MIN_AGE} years old`)
  .refine((value) => (ageFrom(value) ?? 0) <= MAX_AGE, 'Please check the year of birth');

/** Fields the API returns but a member never sets; a client may send them back and they are ignored. */
export const READ_ONLY_PROFILE_FIELDS = [
  'id',
  'user_id',
  'email',
  'role',
  'profile_photo_url',
  'profile_photo_thumb_url',
  'age',
  'created_at',
  'updated_at',
  'location',
  'education',
  'bio',
  'religion',
] as const;

export const ZProfileFields = z.strictObject({
  full_name: z
    .string({ error: 'Full name is required' })
    .trim()
    .min(1, 'Full name is required')
    .max(100, 'Must be at most 100 characters'),
  date_of_birth: ZDateOfBirth,
  gender: z.enum(GENDERS, { error: 'Choose male or female' }),
  marital_status: z.enum(MARITAL_STATUSES, { error: 'Choose single, divorced or widowed' }).default('single'),
  phone: z.preprocess(
    blankToNull,
    z
      .string()
      .trim()
      .max(30, 'Must be at most 30 characters')
      .regex(/^\+?[0-9 ()-]{5,}$/, 'Use digits, spaces, +, ( ) and - only')
      .nullable()
      .optional(),
  ),
  birth_country: optionalText(80),
  birth_state: optionalText(80),
  current_country: optionalText(80),
  current_state: optionalText(80),
  height_cm: optionalWholeNumber(100, 250, 'cm'),
  weight_kg: optionalWholeNumber(30, 300, 'kg'),
  blood_group: optionalChoice(BLOOD_GROUPS, 'blood group'),
  physical_features: optionalText(500),
  educational_qualification: optionalChoice(EDUCATION_LEVELS, 'qualification'),
  occupation: optionalText(100),
  career_aspirations: optionalText(1000),
  family_background: optionalText(1000),
  parents_siblings_info: optionalText(1000),
  family_type: optionalChoice(FAMILY_TYPES, 'family type'),
  self_description: optionalText(2000),
  personality_traits: optionalText(1000),
  hobbies_interests: optionalText(1000),
  personal_values: optionalText(1000),
  life_aspirations: optionalText(1000),
  religion_community: optionalChoice(COMMUNITIES, 'community'),
  religious_beliefs: optionalChoice(RELIGIOUS_BELIEFS, 'belief'),
  religious_practices: optionalText(1000),
  islamic_dressing: optionalText(60),
  islamic_values: optionalText(1000),
  languages_spoken: ZLanguages.optional(),
  partner_age_range: ZPartnerAgeRange,
  partner_education: optionalText(200),
  partner_lifestyle: optionalText(1000),
  ideal_partner_qualities: optionalText(1000),
  partner_religious_preferences: optionalText(1000),
  partner_career_preferences: optionalText(200),
});

/** Rules across fields: places come from the option lists, dressing from the list for the gender. */
export const ZProfileInput = ZProfileFields.superRefine((p, ctx) => {
  for (const [countryKey, stateKey] of [
    ['birth_country', 'birth_state'],
    ['current_country', 'current_state'],
  ] as const) {
    const country = p[countryKey];
    const state = p[stateKey];
    if (country && !isKnownCountry(country)) {
      ctx.addIssue({ code: 'custom', path: [countryKey], message: 'Choose a country from the list' });
    } else if (state && !country) {
      ctx.addIssue({ code: 'custom', path: [stateKey], message: 'Choose a country first' });
    } else if (state && !isKnownState(country, state)) {
      ctx.addIssue({
        code: 'custom',
        path: [stateKey],
        message: 'Choose a state from the list for this country',
      });
    }
  }
  if (p.islamic_dressing && !dressingOptionsFor(p.gender).some((option) => option === p.islamic_dressing)) {
    ctx.addIssue({
      code: 'custom',
      path: ['islamic_dressing'],
      message: 'Choose a dressing style from the list',
    });
  }
});

export type TProfileInput = z.input<typeof ZProfileInput>;
export type TProfile = z.output<typeof ZProfileInput>;
