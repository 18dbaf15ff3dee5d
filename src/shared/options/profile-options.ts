/**
 * The profile option lists of spec §3, spelled exactly as stored: match scoring compares these strings,
 * so a changed spelling silently breaks scores for every member who already picked the old one.
 */

export const GENDERS = ['male', 'female'] as const;
export type Gender = (typeof GENDERS)[number];

export const MARITAL_STATUSES = ['single', 'divorced', 'widowed'] as const;
export type MaritalStatus = (typeof MARITAL_STATUSES)[number];

export const EDUCATION_LEVELS = [
  'Primary School',
  'Secondary School / High School',
  'Diploma / Certificate',
  "Bachelor's Degree",
  "Master's Degree",
  'PhD / Doctorate',
  'Professional Certification',
  'Trade School / Vocational Training',
] as const;
export type EducationLevel = (typeof EDUCATION_LEVELS)[number];

export const BLOOD_GROUPS = ['A+', 'A-', 'B+', 'B-', 'AB+', 'AB-', 'O+', 'O-'] as const;
export type BloodGroup = (typeof BLOOD_GROUPS)[number];

export const COMMUNITIES = ['Sunni', 'Shia', 'Ahmadiyya', 'Sufi', 'Other'] as const;
export type Community = (typeof COMMUNITIES)[number];

export const RELIGIOUS_BELIEFS = ['Orthodox', 'Moderate', 'Liberal', 'Conservative', 'Traditional'] as const;
export type ReligiousBelief = (typeof RELIGIOUS_BELIEFS)[number];

export const FEMALE_DRESSING = ['Hijabi', 'Non-Hijabi', 'Niqabi', 'Modest Dress'] as const;
export const MALE_DRESSING = [
  'Traditional Islamic dress',
  'Thobe/Dishdasha',
  'Kurta/Shalwar',
  'Modest Western clothing',
  'Casual modest dress',
] as const;
export type Dressing = (typeof FEMALE_DRESSING)[number] | (typeof MALE_DRESSING)[number];

/** Until a gender is chosen no list applies, rather than guessing one. */
export function dressingOptionsFor(gender: string | null | undefined): readonly Dressing[] {
  if (gender === 'male') return MALE_DRESSING;
  if (gender === 'female') return FEMALE_DRESSING;
  return [];
}

export const FAMILY_TYPES = ['Nuclear Family', 'Joint Family', 'Extended Family'] as const;
export type FamilyType = (typeof FAMILY_TYPES)[number];
