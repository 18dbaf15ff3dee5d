import { z } from '@hono/zod-openapi';
import { GENDERS, MARITAL_STATUSES } from '../../../shared/options/profile-options.ts';
import type {
  TMe,
  TMemberProfile,
  TMemberStats,
  TOwnProfile,
  TOwnProfileAnswer,
  TProfileDetail,
  TSavedProfile,
  TVisitorProfile,
} from '../../../shared/profiles/profile-contract.ts';
import type { TPhotoUrls } from '../../../shared/profiles/photo-contract.ts';
import { MATCH_LABELS } from '../../../shared/rules/match-score.ts';
import { ROLES } from '../../../shared/roles.ts';

/**
 * The answers' shapes for /api/openapi.json, each checked against its type in the shared contract
 * (src/shared/profiles/profile-contract.ts); the presenters decide the fields.
 */

const text = z.string().nullable();

const ZProfileDetails = z.object({
  id: z.string(),
  user_id: z.string(),
  full_name: text,
  age: z.number().int().nullable().openapi({ description: 'Whole years, from date_of_birth' }),
  gender: z.enum(GENDERS).nullable(),
  marital_status: z.enum(MARITAL_STATUSES),
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
  photo_hidden: z
    .boolean()
    .openapi({ description: 'The photo URLs are a blurred placeholder (photo privacy)' }),
  verified: z
    .boolean()
    .openapi({ description: 'Staff approved their verification selfie: the Verified badge (issue 23)' }),
  location: text.openapi({ description: '"current_state, current_country"' }),
  education: text.openapi({ description: '= educational_qualification' }),
  bio: text.openapi({ description: '= self_description' }),
  religion: text.openapi({ description: '= religion_community' }),
  created_at: z.string(),
  updated_at: z.string(),
});

const ZPhotoReview = z.literal('pending').nullable().openapi({
  description:
    "'pending': the photo shown is the owner's new one, waiting for a moderator; other members see the approved photo (or none) until then",
});

export const ZOwnProfile = ZProfileDetails.extend({
  email: z.string(),
  phone: text,
  date_of_birth: text,
  photo_review: ZPhotoReview,
}).openapi('OwnProfile') satisfies z.ZodType<TOwnProfile>;

export const ZMemberProfile = ZProfileDetails.openapi('MemberProfile', {
  description: 'Another member as a signed-in member sees them: never e-mail, phone or date_of_birth.',
}) satisfies z.ZodType<TMemberProfile>;

export const ZVisitorProfile = z
  .object({
    user_id: z.string(),
    first_name: z.string(),
    age: z.number().int().nullable(),
    current_country: text,
  })
  .openapi('VisitorProfile') satisfies z.ZodType<TVisitorProfile>;

export const ZMatch = z
  .object({
    score: z.number().int().min(0).max(100),
    label: z.enum(MATCH_LABELS),
    reasons: z.array(z.string()),
  })
  .openapi('Match');

export const ZProfileDetail = z
  .discriminatedUnion('viewer', [
    z.object({
      viewer: z.enum(['member', 'owner']),
      profile: ZMemberProfile,
      match: ZMatch.nullable(),
      guardian: z.object({ name: z.string() }).nullable().openapi({
        description: "The member's active guardian (wali), who reads their conversations: first name only",
      }),
    }),
    z.object({ viewer: z.literal('visitor'), profile: ZVisitorProfile }),
  ])
  .openapi('ProfileDetail') satisfies z.ZodType<TProfileDetail>;

export const ZPhotoUrls = z
  .object({ profile_photo_url: text, profile_photo_thumb_url: text, photo_review: ZPhotoReview })
  .openapi('PhotoUrls') satisfies z.ZodType<TPhotoUrls>;

export const ZStats = z
  .object({
    pending_requests: z.number().int(),
    unread_messages: z.number().int(),
    profile_views: z.number().int(),
    favorites_received: z.number().int(),
  })
  .openapi('MemberStats') satisfies z.ZodType<TMemberStats>;

export const ZOwnProfileAnswer = z.object({
  profile: ZOwnProfile.nullable(),
}) satisfies z.ZodType<TOwnProfileAnswer>;

export const ZSavedProfile = z.object({ profile: ZOwnProfile }) satisfies z.ZodType<TSavedProfile>;

export const ZMe = z
  .object({
    user: z.object({
      id: z.string(),
      email: z.string(),
      name: z.string(),
      email_verified: z.boolean(),
      created_at: z.string(),
    }),
    role: z.enum(ROLES),
    profile: ZOwnProfile.nullable(),
    completion: z.number().int().min(0).max(100),
    account: z.object({
      paused: z.boolean(),
      paused_at: z.string().nullable(),
      deletion_scheduled_at: z.string().nullable(),
    }),
    account_kind: z
      .enum(['member', 'guardian'])
      .openapi({ description: "'guardian': a guardian account, which reaches the guardian's screens only" }),
  })
  .openapi('Me') satisfies z.ZodType<TMe>;
