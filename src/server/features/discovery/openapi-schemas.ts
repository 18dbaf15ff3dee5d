import { z } from '@hono/zod-openapi';
import { ZErrorResponse } from '../../http/openapi.ts';

/** Response shapes for /api/openapi.json; the presenters decide the fields, these describe them. */

const text = z.string().nullable();

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
    marital_status: z.string(),
    profile_photo_thumb_url: text,
    profile_photo_url: text,
    is_favorite: z.boolean(),
  })
  .openapi('ProfileCard');

export const ZProfilePage = z
  .object({
    profiles: z.array(ZProfileCard),
    page: z.number().int().min(1),
    page_size: z.number().int(),
    total: z.number().int().openapi({ description: 'Every profile the filters select, on all pages' }),
  })
  .openapi('ProfilePage');

export const ZMatchCard = z
  .object({
    user_id: z.string(),
    full_name: z.string(),
    age: z.number().int().nullable(),
    gender: text,
    current_country: text,
    current_state: text,
    location: text,
    occupation: text,
    educational_qualification: text,
    self_description: text.openapi({ description: 'At most 300 characters (cut with an ellipsis)' }),
    profile_photo_url: text,
    profile_photo_thumb_url: text,
    score: z.number().int().min(1).max(100),
    label: z.enum(['Excellent Match', 'Good Match', 'Moderate Match', 'Basic Match']),
    reasons: z
      .array(z.string())
      .openapi({ description: 'Every reason, highest points first; a card shows 3' }),
  })
  .openapi('MatchCard');

export const ZMatches = z
  .object({
    matches: z.array(ZMatchCard).openapi({ description: 'The best 50 at most, best first' }),
    total: z.number().int().openapi({ description: 'Members with a score above 0 that pass the filters' }),
    best: z.number().int().nullable().openapi({ description: 'The highest score, null without matches' }),
  })
  .openapi('Matches');

export const ZFavorited = z.object({ favorited: z.boolean() }).openapi('Favorited');

export const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: ZErrorResponse } },
});

export const json = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});
