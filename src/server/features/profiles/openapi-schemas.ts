import { z } from '@hono/zod-openapi';
import { ZErrorResponse } from '../../http/openapi.ts';

/** Response shapes for /api/openapi.json; the presenters decide the fields, these describe them. */

const text = z.string().nullable();

const ZProfileDetails = z.object({
  id: z.string(),
  user_id: z.string(),
  full_name: text,
  age: z.number().int().nullable().openapi({ description: 'Whole years, from date_of_birth' }),
  gender: text,
  marital_status: z.string(),
  birth_country: text,
  birth_state: text,
  current_country: text,
  current_state: text,
  height_cm: z.number().int().nullable(),
  weight_kg: z.number().int().nullable(),
  blood_group: text,
  physical_features: text,
  educational_qualification: text,
  occupation: text,
  career_aspirations: text,
  family_background: text,
  parents_siblings_info: text,
  family_type: text,
  self_description: text,
  personality_traits: text,
  hobbies_interests: text,
  personal_values: text,
  life_aspirations: text,
  religion_community: text,
  religious_beliefs: text,
  religious_practices: text,
  islamic_dressing: text,
  islamic_values: text,
  languages_spoken: z.array(z.string()),
  partner_age_range: text,
  partner_education: text,
  partner_lifestyle: text,
  ideal_partner_qualities: text,
  partner_religious_preferences: text,
  partner_career_preferences: text,
  profile_photo_url: text,
  profile_photo_thumb_url: text,
  location: text.openapi({ description: '"current_state, current_country"' }),
  education: text.openapi({ description: '= educational_qualification' }),
  bio: text.openapi({ description: '= self_description' }),
  religion: text.openapi({ description: '= religion_community' }),
  created_at: z.string(),
  updated_at: z.string(),
});

export const ZOwnProfile = ZProfileDetails.extend({
  email: z.string(),
  phone: text,
  date_of_birth: text,
}).openapi('OwnProfile');

export const ZMemberProfile = ZProfileDetails.openapi('MemberProfile', {
  description: 'Another member as a signed-in member sees them: never e-mail, phone or date_of_birth.',
});

export const ZVisitorProfile = z
  .object({
    user_id: z.string(),
    first_name: z.string(),
    age: z.number().int().nullable(),
    current_country: text,
  })
  .openapi('VisitorProfile');

export const ZMatch = z
  .object({
    score: z.number().int().min(0).max(100),
    label: z.enum(['Excellent Match', 'Good Match', 'Moderate Match', 'Basic Match']),
    reasons: z.array(z.string()),
  })
  .openapi('Match');

export const ZProfileDetail = z
  .discriminatedUnion('viewer', [
    z.object({ viewer: z.enum(['member', 'owner']), profile: ZMemberProfile, match: ZMatch.nullable() }),
    z.object({ viewer: z.literal('visitor'), profile: ZVisitorProfile }),
  ])
  .openapi('ProfileDetail');

export const ZPhotoUrls = z
  .object({ profile_photo_url: text, profile_photo_thumb_url: text })
  .openapi('PhotoUrls');

export const ZStats = z
  .object({
    pending_requests: z.number().int(),
    unread_messages: z.number().int(),
    profile_views: z.number().int(),
    favorites_received: z.number().int(),
  })
  .openapi('MemberStats');

export const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: ZErrorResponse } },
});
