// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TMatchCard, TMatches } from '../../../shared/discovery/discovery-contract';
import { loadNamespace } from '../../lib/i18n';
import { currentSearch, LocationProbe } from '../../test/location-probe';
import { buildMe, buildOwnProfile, renderWithApp } from '../../test/render-with-app';
import { json, pending, stubApi } from '../../test/stub-api';
import { MatchesPage } from './matches-page';

const toastMock = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }));
vi.mock('sonner', () => ({ toast: toastMock }));

beforeAll(async () => {
  await loadNamespace('discovery', { en: () => import('./i18n/en.json') });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function buildMatch(overrides: Partial<TMatchCard> = {}): TMatchCard {
  return {
    user_id: 'u2',
    full_name: 'Yusuf Karim',
    age: 31,
    gender: 'male',
    current_country: 'Canada',
    current_state: 'Ontario',
    location: 'Ontario, Canada',
    occupation: 'Engineer',
    educational_qualification: "Bachelor's Degree",
    self_description: 'I love hiking and my family.',
    profile_photo_url: null,
    profile_photo_thumb_url: null,
    photo_hidden: false,
    score: 87,
    label: 'Excellent Match',
    is_featured: false,
    verified: false,
    reasons: ['Same religion', 'Same country', 'Age fits your range', 'Common languages', 'Same family type'],
    ...overrides,
  };
}

const answer = (matches: TMatchCard[], page: Partial<TMatches> = {}): TMatches => ({
  matches,
  total: matches.length,
  best: matches[0]?.score ?? null,
  page: 1,
  page_size: 20,
  has_more: false,
  needs_basics: false,
  ...page,
});

function renderMatches(handler: Parameters<typeof stubApi>[0][string], path = '/matches') {
  const fetchSpy = stubApi({ 'GET /api/matches': handler });
  const view = renderWithApp(
    <>
      <MatchesPage />
      <LocationProbe />
    </>,
    {
      me: buildMe({ profile: buildOwnProfile({ full_name: 'Amina Yusuf' }) }),
      path,
      routePath: '/matches',
    },
  );
  // Only /api/matches: the cards also ask for their connection states (/api/connections/with?user_ids=).
  const matchUrls = () =>
    fetchSpy.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith('/api/matches'));
  return { ...view, matchUrls };
}

describe('MatchesPage', () => {
  it("shows 'Finding your perfect matches...' while loading, with the welcome line", async () => {
    renderMatches(pending);
    expect(await screen.findByText('Finding your perfect matches...')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Your Matches' })).toBeTruthy();
    expect(screen.getByText('Welcome, Amina Yusuf')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign Out' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' }).getAttribute('href')).toBe('/');
  });

  it('shows a card with score, label, 3 reasons and +N more, and the count and best match', async () => {
    renderMatches(() =>
      json(
        answer([
          buildMatch(),
          buildMatch({
            user_id: 'u3',
            full_name: 'Omar Ali',
            score: 45,
            reasons: ['Same country'],
            profile_photo_thumb_url: '/media/t.webp',
          }),
        ]),
      ),
    );
    const card = (await screen.findByRole('article', { name: 'Yusuf Karim' })) as HTMLElement;
    expect(within(card).getByText('87%')).toBeTruthy();
    expect(within(card).getByText('Excellent Match')).toBeTruthy();
    const reasons = within(card).getByRole('list', { name: 'Why you match' });
    expect(
      within(reasons)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Same religion', 'Same country', 'Age fits your range', '+2 more']);
    expect(within(card).getByText('No Photo')).toBeTruthy();
    expect(within(card).getByText('31 years old')).toBeTruthy();
    expect(within(card).getByText('I love hiking and my family.').className).toContain('line-clamp-2');
    expect(within(card).getByRole('link', { name: 'View Profile' }).getAttribute('href')).toBe('/profile/u2');
    // No stand-in connection button: that slot belongs to the connections issue. Only the safety menu.
    expect(
      within(card)
        .queryAllByRole('button', { hidden: true })
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual(['Safety options for Yusuf Karim']);

    const other = screen.getByRole('article', { name: 'Omar Ali' });
    expect(within(other).getByText('Moderate Match')).toBeTruthy();
    expect(within(other).queryByText(/more$/)).toBeNull();
    expect(within(other).getByRole('img', { name: 'Profile photo of Omar Ali' })).toBeTruthy();
    expect(screen.getByText('2 matches found')).toBeTruthy();
    expect(screen.getByText('Best match: 87%')).toBeTruthy();
  });

  it('shows a chip per URL filter; removing one drops it from the URL and the request', async () => {
    const { container, matchUrls } = renderMatches(
      () => json(answer([buildMatch()])),
      '/matches?age=26-30&compatibility=good&location=Canada',
    );
    await screen.findByRole('article', { name: 'Yusuf Karim' });
    expect(matchUrls()[0]).toBe('/api/matches?age=26-30&location=Canada&compatibility=good');
    expect((screen.getByLabelText('Age Range') as HTMLSelectElement).value).toBe('26-30');

    fireEvent.click(screen.getByRole('button', { name: 'Remove filter Compatibility: Good Match' }));
    await waitFor(() => expect(currentSearch(within(container)).get('compatibility')).toBeNull());
    expect(currentSearch(within(container)).get('age')).toBe('26-30');
    expect(screen.queryByRole('button', { name: /Remove filter Compatibility/ })).toBeNull();
    await waitFor(() => expect(matchUrls().at(-1)).toBe('/api/matches?age=26-30&location=Canada'));

    fireEvent.click(screen.getByRole('button', { name: 'Clear all' }));
    await waitFor(() => expect(currentSearch(within(container)).toString()).toBe(''));
    expect(screen.queryByRole('button', { name: /Remove filter/ })).toBeNull();
  });

  it('adds a chip when a filter is chosen', async () => {
    const { container } = renderMatches(() => json(answer([buildMatch()])));
    await screen.findByRole('article', { name: 'Yusuf Karim' });
    fireEvent.change(screen.getByLabelText('Compatibility'), { target: { value: 'excellent' } });
    expect(
      await screen.findByRole('button', { name: 'Remove filter Compatibility: Excellent Match' }),
    ).toBeTruthy();
    expect(currentSearch(within(container)).get('compatibility')).toBe('excellent');
  });

  it("offers 'Update Profile' when there are no matches at all", async () => {
    renderMatches(() => json(answer([])));
    expect(await screen.findByRole('heading', { name: 'No matches found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Update Profile' }).getAttribute('href')).toBe(
      '/complete-profile',
    );
    expect(screen.getByText('0 matches found')).toBeTruthy();
  });

  it("offers 'Clear all' instead when filters leave nothing", async () => {
    renderMatches(() => json(answer([])), '/matches?age=40%2B');
    expect(await screen.findByRole('heading', { name: 'No matches found' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Update Profile' })).toBeNull();
    expect(screen.getAllByRole('button', { name: 'Clear all' })).toHaveLength(2); // chips row + empty state
  });

  it('asks the server to work the list out again on Refresh, and shows the new list', async () => {
    let calls = 0;
    const { matchUrls } = renderMatches(() =>
      json(answer([buildMatch(calls++ === 0 ? {} : { full_name: 'Omar Faruq' })])),
    );
    await screen.findByRole('article', { name: 'Yusuf Karim' });
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByRole('article', { name: 'Omar Faruq' })).toBeTruthy();
    expect(matchUrls()).toEqual(['/api/matches', '/api/matches?refresh=true']);
  });

  it('keeps the list shown and says so when Refresh fails', async () => {
    let calls = 0;
    renderMatches(() => (calls++ === 0 ? json(answer([buildMatch()])) : json({ error: 'down' }, 500)));
    await screen.findByRole('article', { name: 'Yusuf Karim' });
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(toastMock.error).toHaveBeenCalledWith('Could not refresh your matches.'));
    expect(screen.getByRole('article', { name: 'Yusuf Karim' })).toBeTruthy();
  });
});
