import { z } from 'zod';
import { withoutNul } from '../text-rules.ts';

/**
 * The analytics area's contract (member-experience.md §2 /profile-analytics, §3 analytics result and
 * viewer summary, §8 empty states, §9 periods, buckets and tips; issue 20): who viewed my profile and
 * the figures measured from those views. Every number is computed by the database; none is made up.
 */

export const ANALYTICS_PERIODS = ['24h', '7d', '30d', 'all'] as const;
export type TAnalyticsPeriod = (typeof ANALYTICS_PERIODS)[number];
/** Spec §2: the period selector starts on 7 days. */
export const DEFAULT_ANALYTICS_PERIOD: TAnalyticsPeriod = '7d';
/** Spec §9: 'all time' counts from here. */
export const ALL_TIME_START = '2020-01-01T00:00:00.000Z';

/** Opens of one profile by one viewer less than this apart are one visit (issue 20). */
export const VISIT_WINDOW_MINUTES = 30;
/** Time spent on one visit is counted up to this; a report for a visit older than the window is ignored. */
export const VISIT_DURATION_MAX_SECONDS = 30 * 60;

export const AGE_GROUPS = ['18-24', '25-29', '30-34', '35-39', '40+'] as const;
export type TAgeGroup = (typeof AGE_GROUPS)[number];
export const POPULAR_TIMES_SHOWN = 8;
export const TOP_LOCATIONS_SHOWN = 10;
export const VIEWERS_PAGE_SIZE = 20;
export const VIEWERS_PAGE_MAX = 500;
export const VIEWER_SEARCH_MAX_LENGTH = 100;

export const ANALYTICS_TEXTS = {
  loading: 'Loading your analytics...',
  vsLastPeriod: 'vs last period',
  completionWarning: 'Profiles with complete information get 3x more views',
  searchPlaceholder: 'Search by name or location...',
  anonymous: 'Anonymous User',
  noViewers: 'No viewers yet',
  noViewersHint: 'Complete your profile to start attracting viewers',
  noResults: 'No results found',
  noDemographics: 'No demographic data available yet',
  noTimings: 'No timing data available yet',
  noLocations: 'No location data available yet',
  noGeography: 'Geographic data will appear here as you get more profile views',
  noTips: 'Personalized tips will appear here based on your profile performance',
  photosClaim: 'Profiles with 3+ photos get 40% more views',
  greetingClaim: 'Using Islamic greetings gets 25% more positive responses',
} as const;

/** An IANA time zone the runtime knows ('Europe/London'); hours of day are counted in it. */
const ZTimeZone = z
  .string()
  .max(64)
  .refine((zone) => {
    // A bare offset ('+05:30', accepted by newer runtimes' Intl) reads the other way round in
    // PostgreSQL's AT TIME ZONE (POSIX: positive is west), so only named zones are taken.
    if (/^[+-]/.test(zone)) return false;
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: zone });
      return true;
    } catch {
      return false;
    }
  }, 'Unknown time zone');

/** GET /api/analytics?period=&tz= (tz defaults to UTC). */
export const ZAnalyticsQuery = z.object({
  period: z.enum(ANALYTICS_PERIODS).default(DEFAULT_ANALYTICS_PERIOD),
  tz: ZTimeZone.default('UTC'),
});
export type TAnalyticsQuery = z.output<typeof ZAnalyticsQuery>;

/** GET /api/analytics/viewers?period=&search=&page= */
export const ZViewersQuery = z.object({
  period: z.enum(ANALYTICS_PERIODS).default(DEFAULT_ANALYTICS_PERIOD),
  search: z
    .string()
    .max(VIEWER_SEARCH_MAX_LENGTH, `Search at most ${VIEWER_SEARCH_MAX_LENGTH} characters`)
    .refine(withoutNul, 'The search contains a character that is not allowed')
    .transform((value) => value.trim())
    .default(''),
  page: z.coerce.number().int().min(1).max(VIEWERS_PAGE_MAX).default(1),
});
export type TViewersQuery = z.output<typeof ZViewersQuery>;

/** POST /api/profiles/:userId/view-time: seconds the page was visible since the last report. */
export const ZViewTime = z.strictObject({
  seconds: z.number().int().min(1).max(VISIT_DURATION_MAX_SECONDS),
});
export type TViewTime = z.output<typeof ZViewTime>;

/**
 * Growth against the previous period of the same length, in whole percent. null when there is no
 * previous period to compare with ('all') or it had nothing (no figure can be a percentage of zero).
 */
export type TGrowth = number | null;

export type TAgeGroupCount = { range: TAgeGroup; count: number; percentage: number };
/** hour: 0-23 in the time zone asked for. */
export type TPopularTime = { hour: number; views: number; percentage: number };
export type TTopLocation = { rank: number; location: string; count: number; percentage: number };
export type TTipPriority = 'high' | 'medium' | 'low';
export type TOptimizationTip = {
  key: 'photo' | 'bio' | 'activity' | 'preferences';
  title: string;
  description: string;
  priority: TTipPriority;
};

/** GET /api/analytics: the spec's analytics result, every figure measured. */
export type TAnalytics = {
  period: TAnalyticsPeriod;
  /** Visits in the period (opens by one viewer within VISIT_WINDOW_MINUTES are one visit). */
  totalViews: number;
  /** Distinct viewers in the period. */
  uniqueViewers: number;
  /** Visits in the last 7 days, whatever the period. */
  weeklyViews: number;
  /** Mean time spent per visit that reported any, in minutes with one decimal; null when none did. */
  avgDuration: number | null;
  viewsGrowth: TGrowth;
  uniqueViewersGrowth: TGrowth;
  /** This week against the 7 days before it. */
  weeklyGrowth: TGrowth;
  durationGrowth: TGrowth;
  /** The product's one completion rule (src/shared/rules/profile-completion.ts). */
  profileCompletion: number;
  /** Distinct viewers in the period by their age when they looked; every group, zeros included. */
  ageGroups: TAgeGroupCount[];
  /** The busiest hours of the period's visits, most first, at most POPULAR_TIMES_SHOWN. */
  popularTimes: TPopularTime[];
  /** Distinct viewers by where they lived when they looked, most first, at most TOP_LOCATIONS_SHOWN. */
  topLocations: TTopLocation[];
  geography: {
    /** Different locations among the period's viewers (all of them, not only the top 10). */
    locations: number;
    /** The country most of the period's viewers live in; null without any. */
    topRegion: string | null;
    /** Distinct viewers with a location. */
    totalViewers: number;
  };
  optimizationTips: TOptimizationTip[];
};

/** The spec's viewer summary, measured: nothing private of the viewer (no e-mail, phone or birth date). */
export type TViewer = {
  id: string;
  /** null when the viewer has no name: the screen shows 'Anonymous User'. */
  full_name: string | null;
  age: number | null;
  location: string | null;
  /** null when none; the blurred placeholder when the viewer keeps photos private from this member. */
  profile_photo_thumb_url: string | null;
  /** profile_photo_thumb_url is the blurred placeholder (photo privacy, issue 23). */
  photo_hidden: boolean;
  /** Staff approved the viewer's verification selfie: the Verified badge (issue 23). */
  verified: boolean;
  /** Latest view in the period. */
  viewed_at: string;
  view_count: number;
  /** The viewer's current plan is a paid one. */
  is_premium: boolean;
  /** The two are connected (an accepted request): Message opens this chat. */
  mutual_interest: boolean;
  connection_id: string | null;
  /** A request between the two is waiting: Send Interest shows as sent. */
  request_pending: boolean;
};

export type TViewersPage = { items: TViewer[]; total: number; page: number; page_size: number };
