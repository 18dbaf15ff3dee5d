import type { TAnalytics, TViewer, TViewersPage } from '../../../shared/analytics/analytics-contract';

// Answers shaped like the server's, for the analytics screen's tests.

export function buildAnalytics(overrides: Partial<TAnalytics> = {}): TAnalytics {
  return {
    period: '7d',
    totalViews: 42,
    uniqueViewers: 17,
    weeklyViews: 42,
    avgDuration: 3.5,
    viewsGrowth: 12,
    uniqueViewersGrowth: -5,
    weeklyGrowth: 0,
    durationGrowth: 8,
    profileCompletion: 70,
    ageGroups: [
      { range: '18-24', count: 2, percentage: 12 },
      { range: '25-29', count: 8, percentage: 47 },
      { range: '30-34', count: 5, percentage: 29 },
      { range: '35-39', count: 2, percentage: 12 },
      { range: '40+', count: 0, percentage: 0 },
    ],
    popularTimes: [
      { hour: 21, views: 10, percentage: 24 },
      { hour: 9, views: 6, percentage: 14 },
    ],
    topLocations: [
      { rank: 1, location: 'Ontario, Canada', count: 9, percentage: 53 },
      { rank: 2, location: 'London, United Kingdom', count: 5, percentage: 29 },
    ],
    geography: { locations: 4, topRegion: 'Canada', totalViewers: 17 },
    optimizationTips: [
      {
        key: 'photo',
        title: 'Add More Photos',
        description: 'Profiles with photos get more views.',
        priority: 'high',
      },
      { key: 'activity', title: 'Stay Active', description: 'Log in often.', priority: 'low' },
    ],
    ...overrides,
  };
}

/** Nothing viewed yet: every figure zero, every list empty. */
export function buildEmptyAnalytics(overrides: Partial<TAnalytics> = {}): TAnalytics {
  return buildAnalytics({
    totalViews: 0,
    uniqueViewers: 0,
    weeklyViews: 0,
    avgDuration: null,
    viewsGrowth: null,
    uniqueViewersGrowth: null,
    weeklyGrowth: null,
    durationGrowth: null,
    profileCompletion: 100,
    ageGroups: buildAnalytics().ageGroups.map((group) => ({ ...group, count: 0, percentage: 0 })),
    popularTimes: [],
    topLocations: [],
    geography: { locations: 0, topRegion: null, totalViewers: 0 },
    optimizationTips: [],
    ...overrides,
  });
}

export function buildViewer(overrides: Partial<TViewer> & { id: string }): TViewer {
  return {
    full_name: 'Yusuf Rahman',
    age: 31,
    location: 'Ontario, Canada',
    profile_photo_thumb_url: null,
    photo_hidden: false,
    verified: false,
    viewed_at: new Date(Date.now() - 2 * 60 * 60 * 1000).toISOString(),
    view_count: 3,
    is_premium: false,
    mutual_interest: false,
    connection_id: null,
    request_pending: false,
    ...overrides,
  };
}

export function buildViewersPage(items: TViewer[], overrides: Partial<TViewersPage> = {}): TViewersPage {
  return { items, total: items.length, page: 1, page_size: 20, ...overrides };
}
