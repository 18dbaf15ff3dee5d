// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  ADVANCED_MATCH_FILTERS,
  type TMatchCard,
  type TMatches,
} from '../../../shared/discovery/discovery-contract';
import { buildFreeMe, buildPremiumMe } from '../../entities/membership/membership-test-builders';
import { loadNamespace } from '../../lib/i18n';
import { currentSearch, LocationProbe } from '../../test/location-probe';
import { buildMe, renderWithApp } from '../../test/render-with-app';
import { json, pending, stubApi } from '../../test/stub-api';
import { MatchesPage } from './matches-page';

// What the member's plan changes on /matches (issue 19): location and compatibility lock, Featured badge.

const toastMock = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }));
vi.mock('sonner', () => ({ toast: toastMock }));

beforeAll(async () => {
  await loadNamespace('discovery', { en: () => import('./i18n/en.json') });
});

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  vi.unstubAllGlobals();
});

function match(overrides: Partial<TMatchCard> = {}): TMatchCard {
  return {
    user_id: 'u2',
    full_name: 'Yusuf Karim',
    age: 31,
    gender: 'male',
    current_country: 'Canada',
    current_state: null,
    location: 'Canada',
    occupation: null,
    educational_qualification: null,
    self_description: null,
    profile_photo_url: null,
    profile_photo_thumb_url: null,
    photo_hidden: false,
    score: 70,
    label: 'Good Match',
    reasons: ['Same country'],
    is_featured: false,
    verified: false,
    ...overrides,
  };
}

const answer = (matches: TMatchCard[]): TMatches => ({
  matches,
  total: matches.length,
  best: matches[0]?.score ?? null,
  page: 1,
  page_size: 20,
  has_more: false,
  needs_basics: false,
});

type Handler = Parameters<typeof stubApi>[0][string];

function renderMatches({
  membership = () => json(buildFreeMe()),
  matches = () => json(answer([match()])),
  path = '/matches',
}: { membership?: Handler; matches?: Handler; path?: string } = {}) {
  const spy = stubApi({
    'GET /api/membership/me': membership,
    'GET /api/matches': matches,
    // The cards' Connect buttons ask too (as in the app: an answer, not an error).
    'GET /api/connections/with': () => json({ connections: [] }),
  });
  const view = renderWithApp(
    <>
      <MatchesPage />
      <LocationProbe />
    </>,
    { me: buildMe(), path, routePath: '/matches' },
  );
  const matchUrls = () =>
    spy.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith('/api/matches'));
  return { ...view, matchUrls };
}

const select = (name: string) => screen.getByRole('combobox', { name }) as HTMLSelectElement;
const sentAdvanced = (url: string) =>
  ADVANCED_MATCH_FILTERS.filter((param) => new URLSearchParams(url.split('?')[1] ?? '').has(param));

describe('/matches filters and the plan', () => {
  it('locks location and compatibility for Free, keeps search and age, and offers Premium', async () => {
    renderMatches();
    await screen.findByRole('article', { name: 'Yusuf Karim' });
    await waitFor(() => expect(screen.getByRole('link', { name: 'Unlock with Premium' })).toBeTruthy());
    for (const name of ['Location', 'Compatibility']) {
      const control = select(name);
      expect(control.disabled).toBe(true);
      expect(document.getElementById(control.getAttribute('aria-describedby')!)?.textContent).toBe('Premium');
    }
    expect(select('Age Range').disabled).toBe(false);
    expect(screen.getByRole('link', { name: 'Unlock with Premium' }).getAttribute('href')).toBe(
      '/membership',
    );
  });

  it('keeps them locked while the plan loads, and does not ask with a link’s locked filters yet', async () => {
    const { matchUrls } = renderMatches({ membership: pending, path: '/matches?compatibility=good' });
    await screen.findByText('Finding your perfect matches...');
    expect(select('Compatibility').disabled).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(matchUrls()).toEqual([]);
  });

  it('lets Premium filter by them', async () => {
    const { matchUrls } = renderMatches({ membership: () => json(buildPremiumMe()) });
    await screen.findByRole('article', { name: 'Yusuf Karim' });
    await waitFor(() => expect(select('Compatibility').disabled).toBe(false));
    expect(screen.queryByRole('link', { name: 'Unlock with Premium' })).toBeNull();
    fireEvent.change(select('Compatibility'), { target: { value: 'excellent' } });
    await waitFor(() => expect(matchUrls().at(-1)).toBe('/api/matches?compatibility=excellent'));
  });

  it('drops an old link’s locked filters for Free and says why, never asking with them', async () => {
    const { container, matchUrls } = renderMatches({ path: '/matches?age=26-30&location=Canada' });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('This feature is not available in your current plan');
    expect(within(alert).getByRole('link', { name: 'See plans' })).toBeTruthy();
    await waitFor(() => expect(currentSearch(within(container)).get('location')).toBeNull());
    expect(currentSearch(within(container)).get('age')).toBe('26-30');
    await screen.findByRole('article', { name: 'Yusuf Karim' });
    expect(matchUrls()).toEqual(['/api/matches?age=26-30']);
  });

  it('shows the prompt, not the error, when the server refuses a filter after all', async () => {
    const message = 'Advanced filters come with Premium plans.';
    let calls = 0;
    const { container, matchUrls } = renderMatches({
      membership: () => json({ error: { code: 'NOT_FOUND', message: 'Not found' } }, 404),
      matches: () =>
        calls++ === 0
          ? json({ error: { code: 'FEATURE_NOT_AVAILABLE', message } }, 403)
          : json(answer([match()])),
      path: '/matches?location=Canada',
    });
    expect((await screen.findByRole('alert')).textContent).toContain(message);
    await waitFor(() => expect(currentSearch(within(container)).get('location')).toBeNull());
    await screen.findByRole('article', { name: 'Yusuf Karim' });
    expect(sentAdvanced(matchUrls()[0] ?? '')).toEqual(['location']);
    expect(matchUrls().at(-1)).toBe('/api/matches');
    expect(screen.queryByText('Could not load your matches.')).toBeNull();
  });
});

describe('Featured on /matches', () => {
  it('marks a featured member’s card, and only theirs', async () => {
    renderMatches({
      matches: () =>
        json(answer([match({ is_featured: true }), match({ user_id: 'u3', full_name: 'Omar Ali' })])),
    });
    const featured = await screen.findByRole('article', { name: 'Yusuf Karim' });
    expect(within(featured).getByText('Featured')).toBeTruthy();
    expect(within(screen.getByRole('article', { name: 'Omar Ali' })).queryByText('Featured')).toBeNull();
  });
});
