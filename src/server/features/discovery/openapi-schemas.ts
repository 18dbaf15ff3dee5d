import { z } from '@hono/zod-openapi';
import {
  BROWSE_TOTAL_CAP,
  FEATURED_ROW_SIZE,
  type TBrowsePage,
  type TFeaturedRow,
  type TFavorited,
  type TMatchCard,
  type TMatches,
  type TProfileCard,
  type TProfilePage,
} from '../../../shared/discovery/discovery-contract.ts';
import { GENDERS, MARITAL_STATUSES } from '../../../shared/options/profile-options.ts';
import { MATCH_LABELS } from '../../../shared/rules/match-score.ts';

/**
 * The answers' shapes for /api/openapi.json, each checked against its type in the shared contract
 * (src/shared/discovery/discovery-contract.ts); the presenters decide the fields.
 */

const text = z.string().nullable();
const isFeatured = z
  .boolean()
  .openapi({ description: 'Their plan includes featured_profile now: the Featured badge' });

const isVerified = z
  .boolean()
  .openapi({ description: 'Staff approved their verification selfie: the Verified badge (issue 23)' });

export const ZProfileCard = z
  .object({
    user_id: z.string(),
    full_name: z.string(),
    age: z.number().int().nullable().openapi({ description: 'Whole years, from date_of_birth' }),
    current_country: text,
    current_state: text,
    location: text.openapi({ description: '"current_state, current_country"' }),
    occupation: text,
    educational_qualification: text,
    religion_community: text,
    marital_status: z.enum(MARITAL_STATUSES),
    profile_photo_thumb_url: text,
    profile_photo_url: text,
    photo_hidden: z
      .boolean()
      .openapi({ description: 'The photo URLs are a blurred placeholder (photo privacy)' }),
    is_favorite: z.boolean(),
    is_featured: isFeatured,
    verified: isVerified,
  })
  .openapi('ProfileCard') satisfies z.ZodType<TProfileCard>;

export const ZProfilePage = z
  .object({
    profiles: z.array(ZProfileCard),
    page: z.number().int().min(1),
    page_size: z.number().int(),
    total: z
      .number()
      .int()
      .openapi({
        description: `Every profile the filters select, on all pages; browse counts up to ${BROWSE_TOTAL_CAP}`,
      }),
    total_capped: z.boolean().openapi({
      description: `Browse found more than ${BROWSE_TOTAL_CAP} (total is then ${BROWSE_TOTAL_CAP}): "${BROWSE_TOTAL_CAP}+ profiles"`,
    }),
    has_more: z.boolean().openapi({ description: 'A next page has profiles' }),
  })
  .openapi('ProfilePage') satisfies z.ZodType<TProfilePage>;

const needsBasics = z.boolean().openapi({
  description:
    'The signed-in member lacks a basic (full name, gender or date of birth): an empty list means "complete your profile"',
});

export const ZBrowsePage = ZProfilePage.extend({ needs_basics: needsBasics }).openapi(
  'BrowsePage',
) satisfies z.ZodType<TBrowsePage>;

export const ZMatchCard = z
  .object({
    user_id: z.string(),
    full_name: z.string(),
    age: z.number().int().nullable(),
    gender: z.enum(GENDERS).nullable(),
    current_country: text,
    current_state: text,
    location: text,
    occupation: text,
    educational_qualification: text,
    self_description: text.openapi({ description: 'At most 300 characters (cut with an ellipsis)' }),
    profile_photo_url: text,
    profile_photo_thumb_url: text,
    photo_hidden: z
      .boolean()
      .openapi({ description: 'The photo URLs are a blurred placeholder (photo privacy)' }),
    score: z.number().int().min(1).max(100),
    label: z.enum(MATCH_LABELS),
    reasons: z
      .array(z.string())
      .openapi({ description: 'Every reason, highest points first; a card shows 3' }),
    is_featured: isFeatured,
    verified: isVerified,
  })
  .openapi('MatchCard') satisfies z.ZodType<TMatchCard>;

export const ZMatches = z
  .object({
    matches: z.array(ZMatchCard).openapi({ description: 'One page (20) of the best 50 at most, best first' }),
    total: z.number().int().openapi({
      description: 'Matches kept on all pages (at most 50): a score above 0, through the filters',
    }),
    best: z
      .number()
      .int()
      .nullable()
      .openapi({ description: 'The highest score of all pages, null without matches' }),
    page: z.number().int().min(1),
    page_size: z.number().int(),
    has_more: z.boolean().openapi({ description: 'A next page holds more matches' }),
    needs_basics: needsBasics,
  })
  .openapi('Matches') satisfies z.ZodType<TMatches>;

export const ZFeaturedRow = z
  .object({
    profiles: z.array(ZProfileCard).openapi({
      description: `At most ${FEATURED_ROW_SIZE}: members boosted now (latest boost end first), then featured members in a daily rotation`,
    }),
  })
  .openapi('FeaturedRow') satisfies z.ZodType<TFeaturedRow>;

export const ZFavorited = z
  .object({ favorited: z.boolean() })
  .openapi('Favorited') satisfies z.ZodType<TFavorited>;
