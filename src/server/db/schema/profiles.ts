import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { Gender, MaritalStatus } from '../../../shared/options/profile-options.ts';
import { users } from './auth.ts';
import { discoveryIndexes, matchHelperColumns } from './profile-match-columns.ts';

/**
 * The member profile of spec §3, keyed by user_id. The spec's second naming set (location, education,
 * bio, religion) is derived by the presenter, never stored twice.
 */
export const profiles = pgTable(
  'profiles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    fullName: text('full_name'),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    // Both kept to their lists by the check constraints below.
    gender: text('gender').$type<Gender>(),
    maritalStatus: text('marital_status').$type<MaritalStatus>().notNull().default('single'),
    phone: text('phone'),
    birthCountry: text('birth_country'),
    birthState: text('birth_state'),
    currentCountry: text('current_country'),
    currentState: text('current_state'),
    heightCm: integer('height_cm'),
    weightKg: integer('weight_kg'),
    bloodGroup: text('blood_group'),
    physicalFeatures: text('physical_features'),
    educationalQualification: text('educational_qualification'),
    occupation: text('occupation'),
    careerAspirations: text('career_aspirations'),
    familyBackground: text('family_background'),
    parentsSiblingsInfo: text('parents_siblings_info'),
    familyType: text('family_type'),
    selfDescription: text('self_description'),
    personalityTraits: text('personality_traits'),
    hobbiesInterests: text('hobbies_interests'),
    personalValues: text('personal_values'),
    lifeAspirations: text('life_aspirations'),
    religionCommunity: text('religion_community'),
    religiousBeliefs: text('religious_beliefs'),
    religiousPractices: text('religious_practices'),
    islamicDressing: text('islamic_dressing'),
    islamicValues: text('islamic_values'),
    languagesSpoken: text('languages_spoken')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    partnerAgeRange: text('partner_age_range'),
    partnerEducation: text('partner_education'),
    partnerLifestyle: text('partner_lifestyle'),
    idealPartnerQualities: text('ideal_partner_qualities'),
    partnerReligiousPreferences: text('partner_religious_preferences'),
    partnerCareerPreferences: text('partner_career_preferences'),
    profilePhotoUrl: text('profile_photo_url'),
    // A 256 px square for lists and cards, so they never download the full photo.
    profilePhotoThumbUrl: text('profile_photo_thumb_url'),
    /**
     * A new photo awaiting a moderator's approval (issue 23 item 2): only its owner and staff see it;
     * everyone else keeps seeing the approved photo above (or none). Approval moves it up.
     */
    pendingPhotoUrl: text('pending_photo_url'),
    pendingPhotoThumbUrl: text('pending_photo_thumb_url'),
    /** When staff approved the member's verification selfie (issue 23 item 3); null: not verified. */
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    /** The member chose to be seen only by verified members. */
    verifiedViewersOnly: boolean('verified_viewers_only').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    ...matchHelperColumns,
  },
  (t) => [
    check('profiles_gender_check', sql`${t.gender} is null or ${t.gender} in ('male', 'female')`),
    check('profiles_marital_status_check', sql`${t.maritalStatus} in ('single', 'divorced', 'widowed')`),
    // Matches filter by age on it; browse sorts by age, oldest first, on it.
    index('profiles_gender_date_of_birth_idx').on(t.gender, t.dateOfBirth),
    ...discoveryIndexes(t),
  ],
);
