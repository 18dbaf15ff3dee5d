import { z } from '@hono/zod-openapi';
import {
  AGE_GROUPS,
  ANALYTICS_PERIODS,
  POPULAR_TIMES_SHOWN,
  TOP_LOCATIONS_SHOWN,
  type TAnalytics,
  type TViewer,
  type TViewersPage,
} from '../../../shared/analytics/analytics-contract.ts';

/**
 * The answers' shapes for /api/openapi.json, each checked against its type in the shared contract
 * (src/shared/analytics/analytics-contract.ts); the presenters decide the fields.
 */

const count = z.number().int().min(0);
const percentage = z.number().int().min(0).max(100);
const growth = z.number().int().nullable().openapi({
  description: 'Whole percent against the previous period; null for all time or when it had nothing',
});

const ZTip = z.object({
  key: z.enum(['photo', 'bio', 'activity', 'preferences']),
  title: z.string(),
  description: z.string(),
  priority: z.enum(['high', 'medium', 'low']),
});

export const ZAnalytics = z
  .object({
    period: z.enum(ANALYTICS_PERIODS),
    totalViews: count.openapi({ description: 'Visits in the period' }),
    uniqueViewers: count,
    weeklyViews: count.openapi({ description: 'Visits in the last 7 days' }),
    avgDuration: z
      .number()
      .nullable()
      .openapi({ description: 'Minutes, one decimal, over visits that reported time; null without any' }),
    viewsGrowth: growth,
    uniqueViewersGrowth: growth,
    weeklyGrowth: growth.openapi({ description: 'The last 7 days against the 7 before' }),
    durationGrowth: growth,
    profileCompletion: percentage,
    ageGroups: z.array(z.object({ range: z.enum(AGE_GROUPS), count, percentage })),
    popularTimes: z
      .array(z.object({ hour: z.number().int().min(0).max(23), views: count, percentage }))
      .max(POPULAR_TIMES_SHOWN)
      .openapi({ description: 'Hours of day in the time zone asked for, most visits first' }),
    topLocations: z
      .array(z.object({ rank: z.number().int().min(1), location: z.string(), count, percentage }))
      .max(TOP_LOCATIONS_SHOWN),
    geography: z.object({
      locations: count,
      topRegion: z.string().nullable(),
      totalViewers: count,
    }),
    optimizationTips: z.array(ZTip),
  })
  .openapi('Analytics') satisfies z.ZodType<TAnalytics>;

export const ZViewer = z
  .object({
    id: z.string(),
    full_name: z.string().nullable().openapi({ description: "null: shown as 'Anonymous User'" }),
    age: z.number().int().nullable(),
    location: z.string().nullable(),
    profile_photo_thumb_url: z.string().nullable().openapi({
      description: 'null when none; a blurred placeholder when withheld from me (photo privacy)',
    }),
    photo_hidden: z
      .boolean()
      .openapi({ description: 'The photo URLs are a blurred placeholder (photo privacy)' }),
    verified: z.boolean().openapi({ description: 'Staff approved their verification selfie (issue 23)' }),
    viewed_at: z.string().openapi({ description: 'Their latest view in the period' }),
    view_count: z.number().int().min(1),
    is_premium: z.boolean(),
    mutual_interest: z.boolean().openapi({ description: 'We are connected (accepted)' }),
    connection_id: z.string().nullable().openapi({ description: 'Our chat, when connected' }),
    request_pending: z.boolean(),
  })
  .openapi('Viewer') satisfies z.ZodType<TViewer>;

export const ZViewersPage = z
  .object({
    items: z.array(ZViewer),
    total: count,
    page: z.number().int().min(1),
    page_size: z.number().int(),
  })
  .openapi('ViewersPage') satisfies z.ZodType<TViewersPage>;
