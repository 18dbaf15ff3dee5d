import {
  AGE_GROUPS,
  VIEWERS_PAGE_SIZE,
  type TAnalytics,
  type TViewer,
  type TViewersPage,
} from '../../../shared/analytics/analytics-contract.ts';
import {
  hiddenPhotos,
  isPhotoHidden,
  shownPhoto,
  type HiddenPhotos,
  type PhotoPlaceholder,
} from '../../domain/member/photo-privacy.ts';
import { ageFrom } from '../../../shared/rules/age.ts';
import { locationOf } from '../../../shared/rules/location.ts';
import type { AnalyticsFound } from './analytics-service.ts';
import { optimizationTips } from './optimization-tips.ts';
import { growth, percentOf } from './periods.ts';
import type { ViewerRow, ViewersFound } from './viewers-service.ts';

/**
 * The analytics answers, typed by the contract. The database counted; this turns its counts into the
 * answer's figures (growth, percentages, minutes) and picks a viewer's fields: never their e-mail,
 * phone or date of birth (age instead).
 */

const minutes = (seconds: number | null) => (seconds === null ? null : Math.round(seconds / 6) / 10);

export function presentAnalytics(found: AnalyticsFound): TAnalytics {
  const { figures: f, own, query } = found;
  const comparable = query.period !== 'all';
  const previous = (value: number | null) => (comparable ? value : null);
  const counted = new Map(f.age_groups.map((group) => [group.range, group.count]));
  return {
    period: query.period,
    totalViews: f.total_views,
    uniqueViewers: f.unique_viewers,
    weeklyViews: f.weekly_views,
    avgDuration: minutes(f.avg_seconds),
    viewsGrowth: growth(f.total_views, previous(f.previous_views)),
    uniqueViewersGrowth: growth(f.unique_viewers, previous(f.previous_unique_viewers)),
    weeklyGrowth: growth(f.weekly_views, f.previous_weekly_views),
    durationGrowth: growth(f.avg_seconds, previous(f.previous_avg_seconds)),
    profileCompletion: own.completion,
    ageGroups: AGE_GROUPS.map((range) => {
      const count = counted.get(range) ?? 0;
      return { range, count, percentage: percentOf(count, f.aged_viewers) };
    }),
    popularTimes: f.popular_times.map(({ hour, views }) => ({
      hour,
      views,
      percentage: percentOf(views, f.total_views),
    })),
    topLocations: f.top_locations.map(({ location, count }, index) => ({
      rank: index + 1,
      location,
      count,
      percentage: percentOf(count, f.located_viewers),
    })),
    geography: {
      locations: f.location_count,
      topRegion: f.top_region,
      totalViewers: f.located_viewers,
    },
    optimizationTips: optimizationTips({
      completion: own.completion,
      hasPhoto: own.hasPhoto,
      bio: own.bio,
      weeklyViews: f.weekly_views,
    }),
  };
}

export function presentViewer(row: ViewerRow, today: Date, hidden: HiddenPhotos): TViewer {
  const connected = row.connection_status === 'accepted';
  return {
    id: row.viewer_id,
    full_name: row.full_name?.trim() ? row.full_name : null,
    age: ageFrom(row.date_of_birth, today),
    location: locationOf(row.current_state, row.current_country),
    profile_photo_thumb_url: shownPhoto(hidden, row.viewer_id, row.photo_url),
    photo_hidden: isPhotoHidden(hidden, row.viewer_id, row.photo_url),
    verified: Boolean(row.verified),
    viewed_at: new Date(row.last_viewed_ms).toISOString(),
    view_count: row.view_count,
    is_premium: Boolean(row.is_premium),
    mutual_interest: connected,
    connection_id: connected ? row.connection_id : null,
    request_pending: row.connection_status === 'pending',
  };
}

/** A page of viewers; the statement that found them said whose photos are withheld (photo_hidden). */
export function presentViewersPage(found: ViewersFound, placeholder: PhotoPlaceholder): TViewersPage {
  const hidden = hiddenPhotos(
    found.rows.filter((row) => row.photo_hidden).map((row) => row.viewer_id),
    placeholder,
  );
  return {
    items: found.rows.map((row) => presentViewer(row, found.now, hidden)),
    total: found.total,
    page: found.page,
    page_size: VIEWERS_PAGE_SIZE,
  };
}
