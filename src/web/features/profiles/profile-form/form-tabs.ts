import type { ProfileFormField } from './form-values';

export const PROFILE_TABS = ['basic', 'location', 'physical', 'education', 'lifestyle', 'partner'] as const;
export type ProfileTab = (typeof PROFILE_TABS)[number];

/** Which tab holds which inputs, in screen order: the first invalid field is found in this order. */
export const TAB_FIELDS: Record<ProfileTab, readonly ProfileFormField[]> = {
  basic: ['full_name', 'date_of_birth', 'gender', 'marital_status', 'phone'],
  location: ['birth_country', 'birth_state', 'current_country', 'current_state'],
  physical: ['height_cm', 'weight_kg', 'blood_group', 'physical_features'],
  education: ['educational_qualification', 'occupation', 'career_aspirations'],
  lifestyle: [
    'family_type',
    'family_background',
    'parents_siblings_info',
    'self_description',
    'personality_traits',
    'hobbies_interests',
    'personal_values',
    'life_aspirations',
    'religion_community',
    'religious_beliefs',
    'religious_practices',
    'islamic_dressing',
    'languages_spoken',
    'islamic_values',
  ],
  partner: [
    'partner_age_min',
    'partner_age_max',
    'partner_education',
    'partner_lifestyle',
    'ideal_partner_qualities',
    'partner_religious_preferences',
    'partner_career_preferences',
  ],
};

const ORDERED_FIELDS = PROFILE_TABS.flatMap((tab) => TAB_FIELDS[tab]);

export function isProfileTab(value: string): value is ProfileTab {
  return PROFILE_TABS.some((tab) => tab === value);
}

export function tabOf(field: ProfileFormField): ProfileTab {
  return PROFILE_TABS.find((tab) => TAB_FIELDS[tab].includes(field)) ?? 'basic';
}

/** The API names one field differently: its two-number age range lives in two inputs. */
export function formFieldFor(apiField: string): ProfileFormField | undefined {
  if (apiField === 'partner_age_range') return 'partner_age_min';
  return ORDERED_FIELDS.find((field) => field === apiField);
}

export function firstInvalidField(names: readonly string[]): ProfileFormField | undefined {
  return ORDERED_FIELDS.find((field) => names.includes(field));
}

export function tabsWithErrors(names: readonly string[]): Set<ProfileTab> {
  return new Set(PROFILE_TABS.filter((tab) => TAB_FIELDS[tab].some((field) => names.includes(field))));
}
