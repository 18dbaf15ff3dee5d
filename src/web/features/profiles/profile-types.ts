import type { Gender, MaritalStatus } from '../../../shared/options/profile-options';

/** The profile fields of spec §3 as the API returns them (snake_case; null when not given). */
export type ProfileFields = {
  full_name: string | null;
  gender: Gender | null;
  marital_status: MaritalStatus | null;
  birth_country: string | null;
  birth_state: string | null;
  current_country: string | null;
  current_state: string | null;
  height_cm: number | null;
  weight_kg: number | null;
  blood_group: string | null;
  physical_features: string | null;
  educational_qualification: string | null;
  occupation: string | null;
  career_aspirations: string | null;
  family_background: string | null;
  parents_siblings_info: string | null;
  family_type: string | null;
  self_description: string | null;
  personality_traits: string | null;
  hobbies_interests: string | null;
  personal_values: string | null;
  life_aspirations: string | null;
  religion_community: string | null;
  religious_beliefs: string | null;
  religious_practices: string | null;
  islamic_dressing: string | null;
  islamic_values: string | null;
  languages_spoken: string[] | null;
  partner_age_range: string | null;
  partner_education: string | null;
  partner_lifestyle: string | null;
  ideal_partner_qualities: string | null;
  partner_religious_preferences: string | null;
  partner_career_preferences: string | null;
  profile_photo_url: string | null;
  profile_photo_thumb_url: string | null;
  /** Second naming set (DESIGN.md): "state, country", educational_qualification, self_description, religion_community. */
  location: string | null;
  education: string | null;
  bio: string | null;
  religion: string | null;
  id: string;
  user_id: string;
  created_at: string;
  updated_at: string;
};

/** GET/PUT /api/me/profile: the owner sees everything, including the private fields. */
export type OwnProfile = ProfileFields & {
  email: string;
  phone: string | null;
  date_of_birth: string | null;
};

/** Another member's profile: no e-mail, phone or date of birth; the server computes the age. */
export type MemberProfile = ProfileFields & { age: number | null };

/** What a signed-out visitor may see. */
export type VisitorProfile = {
  user_id: string;
  first_name: string | null;
  age: number | null;
  current_country: string | null;
};

export type MatchSummary = { score: number; label: string; reasons: string[] };

export type ProfileDetail =
  | { viewer: 'member' | 'owner'; profile: MemberProfile; match: MatchSummary | null }
  | { viewer: 'visitor'; profile: VisitorProfile };

export type PhotoUrls = { profile_photo_url: string | null; profile_photo_thumb_url: string | null };
