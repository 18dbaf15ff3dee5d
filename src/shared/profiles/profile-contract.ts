import { z } from 'zod';
import { isKnownCountry, isKnownState } from '../options/countries.ts';
import {
  BLOOD_GROUPS,
  COMMUNITIES,
  dressingOptionsFor,
  EDUCATION_LEVELS,
  FAMILY_TYPES,
  GENDERS,
  MARITAL_STATUSES,
  RELIGIOUS_BELIEFS,
  type Gender,
  type MaritalStatus,
} from '../options/profile-options.ts';
import type { TRole } from '../roles.ts';
import { ageFrom, isRealDate, parseAgeRange, todayIso } from '../rules/age.ts';
import type { TMatchResult } from '../rules/match-score.ts';
import { formatLanguages } from '../rules/languages.ts';
import { isSafePersonName } from '../rules/person-name.ts';
import {
  blankToNull,
  optionalChoice,
  optionalText,
  optionalWholeNumber,
} from '../validation/field-schemas.ts';
import { issue } from '../validation/issues.ts';
import type { TAccountState } from '../account/account-contract.ts';
import type { TGuardianPresence } from '../safety/guardian-contract.ts';

/**
 * The profiles area's contract: the profile a member saves (PUT /api/me/profile and the
 * /complete-profile form validate with ZProfileInput), the photo upload's limits, and what /api/me,
 * /api/me/profile, /api/me/photo, /api/me/stats and /api/profiles/:userId answer. Messages are issue
 * codes (src/shared/validation), translated on the web; the server answers their English sentences.
 */

export const LANGUAGES_MAX = 100;
export const MIN_AGE = 18;
export const MAX_AGE = 100;
export const PARTNER_AGE_MIN = 18;
export const PARTNER_AGE_MAX = 99;

export const ZLanguages = z
  .array(
    z
      .string()
      .trim()
      .min(1, issue('language_empty'))
      .max(LANGUAGES_MAX, issue('max_chars', { max: LANGUAGES_MAX })),
  )
  .refine(
    (list) => formatLanguages(list).length <= LANGUAGES_MAX,
    issue('languages_too_long', { max: LANGUAGES_MAX }),
  );

/** 'min-max', whole numbers, 18 <= min <= max <= 99. */
const ZPartnerAgeRange = z.preprocess(
  blankToNull,
  z
    .string()
    .superRefine((value, ctx) => {
      const range = parseAgeRange(value);
      if (!range) return void ctx.addIssue({ code: 'custom', message: issue('age_range_format') });
      if (range.min < PARTNER_AGE_MIN || range.max > PARTNER_AGE_MAX) {
        const bounds = { min: PARTNER_AGE_MIN, max: PARTNER_AGE_MAX };
        ctx.addIssue({ code: 'custom', message: issue('age_range_bounds', bounds) });
      } else if (range.min > range.max) {
        ctx.addIssue({ code: 'custom', message: issue('age_range_order') });
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
  .string({ error: issue('date_of_birth_required') })
  .regex(/^\d{4}-\d{2}-\d{2}$/, issue('date_format'))
  .refine((value) => {
    const [y, m, d] = value.split('-').map(Number);
    return isRealDate(y!, m!, d!);
  }, issue('date_not_real'))
  .refine((value) => value <= todayIso(), issue('date_in_future'))
  .refine((value) => (ageFrom(value) ?? 0) >= MIN_AGE, issue('min_member_age', { min: MIN_AGE }))
  .refine((value) => (ageFrom(value) ?? 0) <= MAX_AGE, issue('check_birth_year'));

/** Fields the API returns but a member never sets; a client may send them back and they are ignored. */
export const READ_ONLY_PROFILE_FIELDS = [
  'id',
  'user_id',
  'email',
  'role',
  'profile_photo_url',
  'profile_photo_thumb_url',
  'photo_hidden',
  'verified',
  'photo_review',
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
    .string({ error: issue('full_name_required') })
    .trim()
    .min(1, issue('full_name_required'))
    .max(100, issue('max_chars', { max: 100 }))
    .refine(isSafePersonName, issue('name_invalid_character')),
  date_of_birth: ZDateOfBirth,
  gender: z.enum(GENDERS, { error: issue('choose_gender') }),
  marital_status: z.enum(MARITAL_STATUSES, { error: issue('choose_marital_status') }).default('single'),
  phone: z.preprocess(
    blankToNull,
    z
      .string()
      .trim()
      .max(30, issue('max_chars', { max: 30 }))
      .regex(/^\+?[0-9 ()-]{5,}$/, issue('phone_characters'))
      .nullable()
      .optional(),
  ),
  birth_country: optionalText(80),
  birth_state: optionalText(80),
  current_country: optionalText(80),
  current_state: optionalText(80),
  height_cm: optionalWholeNumber(100, 250, 'cm'),
  weight_kg: optionalWholeNumber(30, 300, 'kg'),
  blood_group: optionalChoice(BLOOD_GROUPS, 'choose_blood_group'),
  physical_features: optionalText(500),
  educational_qualification: optionalChoice(EDUCATION_LEVELS, 'choose_qualification'),
  occupation: optionalText(100),
  career_aspirations: optionalText(1000),
  family_background: optionalText(1000),
  parents_siblings_info: optionalText(1000),
  family_type: optionalChoice(FAMILY_TYPES, 'choose_family_type'),
  self_description: optionalText(2000),
  personality_traits: optionalText(1000),
  hobbies_interests: optionalText(1000),
  personal_values: optionalText(1000),
  life_aspirations: optionalText(1000),
  religion_community: optionalChoice(COMMUNITIES, 'choose_community'),
  religious_beliefs: optionalChoice(RELIGIOUS_BELIEFS, 'choose_belief'),
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
      ctx.addIssue({ code: 'custom', path: [countryKey], message: issue('choose_country') });
    } else if (state && !country) {
      ctx.addIssue({ code: 'custom', path: [stateKey], message: issue('choose_country_first') });
    } else if (state && !isKnownState(country, state)) {
      ctx.addIssue({ code: 'custom', path: [stateKey], message: issue('choose_state') });
    }
  }
  if (p.islamic_dressing && !dressingOptionsFor(p.gender).some((option) => option === p.islamic_dressing)) {
    ctx.addIssue({ code: 'custom', path: ['islamic_dressing'], message: issue('choose_dressing') });
  }
});

export type TProfileInput = z.input<typeof ZProfileInput>;
export type TProfile = z.output<typeof ZProfileInput>;

import type { TPhotoReview } from './photo-contract.ts';

// ---- Answers (plain types: the web imports them with `import type`, which pulls no zod).

type Text = string | null;

/**
 * The fields another signed-in member may see, in the spec's names plus the second naming set
 * (location = "current_state, current_country", education, bio, religion). Never e-mail, phone or
 * date of birth: `age` instead.
 */
export type TProfileDetails = {
  id: string;
  user_id: string;
  full_name: Text;
  age: number | null;
  gender: Gender | null;
  marital_status: MaritalStatus;
  birth_country: Text;
  birth_state: Text;
  current_country: Text;
  current_state: Text;
  height_cm: number | null;
  weight_kg: number | null;
  blood_group: Text;
  physical_features: Text;
  educational_qualification: Text;
  occupation: Text;
  career_aspirations: Text;
  family_background: Text;
  parents_siblings_info: Text;
  family_type: Text;
  self_description: Text;
  personality_traits: Text;
  hobbies_interests: Text;
  personal_values: Text;
  life_aspirations: Text;
  religion_community: Text;
  religious_beliefs: Text;
  religious_practices: Text;
  islamic_dressing: Text;
  islamic_values: Text;
  languages_spoken: string[];
  partner_age_range: Text;
  partner_education: Text;
  partner_lifestyle: Text;
  ideal_partner_qualities: Text;
  partner_religious_preferences: Text;
  partner_career_preferences: Text;
  profile_photo_url: Text;
  profile_photo_thumb_url: Text;
  /** The photo URLs are a blurred placeholder: the owner keeps photos private from me (never on my own). */
  photo_hidden: boolean;
  /** Staff approved their verification selfie: the Verified badge (issue 23). */
  verified: boolean;
  location: Text;
  education: Text;
  bio: Text;
  religion: Text;
  created_at: string;
  updated_at: string;
};

/** GET/PUT /api/me/profile: the owner sees every field, the private ones too. */
export type TOwnProfile = TProfileDetails & {
  email: string;
  phone: Text;
  date_of_birth: Text;
  photo_review: TPhotoReview;
};
/** Another member's profile, as a signed-in member sees it. */
export type TMemberProfile = TProfileDetails;
/** What a signed-out visitor may see of a member. */
export type TVisitorProfile = {
  user_id: string;
  first_name: string;
  age: number | null;
  current_country: Text;
};

/** The real match score of spec §9, with every reason, highest points first. */
export type TMatch = TMatchResult;

/** GET /api/profiles/:userId: what it holds depends on who asks (and whether a guardian reads, issue 23). */
export type TProfileDetail =
  | ({ viewer: 'member' | 'owner'; profile: TMemberProfile; match: TMatch | null } & TGuardianPresence)
  | { viewer: 'visitor'; profile: TVisitorProfile };

/** GET /api/me/profile (null before the first save) and PUT /api/me/profile (the saved profile). */
export type TOwnProfileAnswer = { profile: TOwnProfile | null };
export type TSavedProfile = { profile: TOwnProfile };

/** GET /api/me: the account, its role, its profile (null before the first save) and its completion. */
export type TMe = {
  user: { id: string; email: string; name: string; email_verified: boolean; created_at: string };
  role: TRole;
  profile: TOwnProfile | null;
  completion: number;
  /** Paused, or a deletion scheduled (account area): what the member decided about their account. */
  account: TAccountState;
  /** 'guardian': an account made to accept a guardian invitation (issue 23): the guardian's screens only. */
  account_kind: 'member' | 'guardian';
};

/** GET /api/me/stats: the dashboard's four counts. */
export type TMemberStats = {
  pending_requests: number;
  unread_messages: number;
  profile_views: number;
  favorites_received: number;
};
