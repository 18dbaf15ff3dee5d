// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TMatchCard, TMatches } from '../../../shared/discovery/discovery-contract';
import { loadNamespace } from '../../lib/i18n';
import { buildConnection } from '../../test/connection-builders';
import { buildMe, buildOwnProfile, renderWithApp } from '../../test/render-with-app';
import { json, stubApi } from '../../test/stub-api';
import { MatchesPage } from './matches-page';

// Issue 16 on /matches: 20 at a time with 'Show more', the missing-basics state, the filters folded on
// a phone, and never a 'Declined' button on a card.

vi.mock('sonner', () => ({ toast: Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn() }) }));

beforeAll(async () => {
  await loadNamespace('discovery', { en: () => import('./i18n/en.json') });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const card = (n: number): TMatchCard => ({
  user_id: `m${n}`,
  full_name: `Member ${n}`,
  age: 30,
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
  score: 60,
  label: 'Good Match',
  reasons: ['Both in Canada'],
  is_featured: false,
  verified: false,
});

/** Page `page` of `total` matches, 20 a page, as the server answers it. */
function pageOf(page: number, total: number, extra: Partial<TMatches> = {}): TMatches {
  const first = (page - 1) * 20;
  const count = Math.max(0, Math.min(20, total - first));
  return {
    matches: Array.from({ length: count }, (_, i) => card(first + i + 1)),
    total,
    best: total > 0 ? 60 : null,
    page,
    page_size: 20,
    has_more: page * 20 < total,
    needs_basics: false,
    ...extra,
  };
}

type Handlers = Parameters<typeof stubApi>[0];

function renderMatches(handlers: Handlers, path = '/matches') {
  const spy = stubApi({
    'GET /api/connections/with': () => json({ connections: [] }),
    ...handlers,
  });
  renderWithApp(<MatchesPage />, {
    me: buildMe({ profile: buildOwnProfile({ full_name: 'Amina Yusuf', gender: 'female' }) }),
    path,
    routePath: '/matches',
  });
  const matchUrls = () =>
    spy.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith('/api/matches'));
  return { matchUrls };
}

/**
 * /matches with every GET /api/matches answered with the page its URL asks for (stubApi's handlers do
 * not see the URL); `matchUrls` lists what was asked.
 */
function renderPaged(total: number) {
  const urls: string[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/connections/with') return json({ connections: [] });
    if (url.pathname !== '/api/matches') return json({ error: { code: 'NOT_FOUND' } }, 404);
    urls.push(`${url.pathname}${url.search}`);
    return json(pageOf(Number(url.searchParams.get('page') ?? '1'), total));
  });
  renderWithApp(<MatchesPage />, {
    me: buildMe({ profile: buildOwnProfile({ full_name: 'Amina Yusuf', gender: 'female' }) }),
    path: '/matches',
    routePath: '/matches',
  });
  return { matchUrls: () => urls };
}

describe('MatchesPage, 20 at a time', () => {
  it("shows 20, then 'Show more' loads the next 20 and moves the focus to the first new card", async () => {
    const { matchUrls } = renderPaged(45);
    await screen.findByRole('article', { name: 'Member 1' });
    expect(screen.getAllByRole('article')).toHaveLength(20);
    expect(screen.getByText('Showing 20 of 45 matches')).toBeTruthy();
    expect(screen.getByText('45 matches found')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Show more matches' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(40));
    expect(matchUrls()).toEqual(['/api/matches', '/api/matches?page=2']);
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('article', { name: 'Member 21' })),
    );
    expect(screen.getByText('Showing 40 of 45 matches')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Show more matches' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(45));
    expect(screen.getByText('Showing 45 of 45 matches')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Show more matches' })).toBeNull();
  });

  it('shows a member once even if the live list moved them onto the next page too', async () => {
    let calls = 0;
    renderMatches({
      'GET /api/matches': () => {
        calls += 1;
        if (calls === 1) return json(pageOf(1, 25));
        // Member 20 slid down a place: the second page starts with them again.
        return json({ ...pageOf(2, 25), matches: [card(20), ...pageOf(2, 25).matches.slice(0, 4)] });
      },
    });
    await screen.findByRole('article', { name: 'Member 1' });
    fireEvent.click(screen.getByRole('button', { name: 'Show more matches' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(24));
    expect(screen.getAllByRole('article', { name: 'Member 20' })).toHaveLength(1);
  });

  it('says so and keeps the button when the next page fails', async () => {
    let calls = 0;
    renderMatches({
      'GET /api/matches': () => (calls++ === 0 ? json(pageOf(1, 30)) : json({ error: 'down' }, 400)),
    });
    await screen.findByRole('article', { name: 'Member 1' });
    fireEvent.click(screen.getByRole('button', { name: 'Show more matches' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Could not load more matches. Please try again.',
    );
    expect(screen.getAllByRole('article')).toHaveLength(20);
    expect(screen.getByRole('button', { name: 'Show more matches' })).toBeTruthy();
  });

  it('starts again from the first page on Refresh', async () => {
    const { matchUrls } = renderPaged(30);
    await screen.findByRole('article', { name: 'Member 1' });
    fireEvent.click(screen.getByRole('button', { name: 'Show more matches' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(30));
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(20));
    expect(matchUrls()).toEqual(['/api/matches', '/api/matches?page=2', '/api/matches?refresh=true']);
    expect(screen.getByRole('button', { name: 'Show more matches' })).toBeTruthy();
  });
});

describe('MatchesPage, a member without the basics', () => {
  it("explains why there is nothing, with 'Complete Profile', never 'No matches found'", async () => {
    renderMatches({ 'GET /api/matches': () => json(pageOf(1, 0, { needs_basics: true })) });
    expect(await screen.findByRole('heading', { name: 'Complete your profile to see members' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Complete Profile' }).getAttribute('href')).toBe(
      '/complete-profile',
    );
    expect(screen.queryByText('No matches found')).toBeNull();
    // Nothing to count or filter yet: no '0 matches found', no filters beside the notice.
    expect(screen.queryByText(/matches found/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Refresh' })).toBeNull();
  });
});

describe('MatchesPage on a phone', () => {
  function narrowScreen() {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: false,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
  }

  it("folds the filters into one 'Filters' button above the first card, with the active count", async () => {
    narrowScreen();
    renderMatches({ 'GET /api/matches': () => json(pageOf(1, 3)) }, '/matches?age=26-30&location=Canada');
    await screen.findByRole('article', { name: 'Member 1' });
    const toggle = screen.getByRole('button', { name: /^Filters/ });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(within(toggle).getByText('2 active')).toBeTruthy();
    // The fields are folded away (not in the accessibility tree) until the button opens them.
    expect(screen.queryByRole('combobox', { name: 'Age Range' })).toBeNull();
    expect(toggle.compareDocumentPosition(screen.getByRole('article', { name: 'Member 1' }))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );

    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect((screen.getByRole('combobox', { name: 'Age Range' }) as HTMLSelectElement).value).toBe('26-30');
    expect(screen.getByRole('button', { name: 'Remove filter Location: Canada' })).toBeTruthy();
  });
});

describe('MatchesPage connection buttons', () => {
  it("never shows 'Declined' on a card, while Connect stays for the others", async () => {
    const declined = buildConnection({
      status: 'rejected',
      direction: 'incoming',
      requester_id: 'm1',
      recipient_id: 'u1',
      other: {
        user_id: 'm1',
        full_name: 'Member 1',
        profile_photo_url: null,
        profile_photo_thumb_url: null,
        photo_hidden: false,
        verified: false,
      },
    });
    renderMatches({
      'GET /api/matches': () => json(pageOf(1, 2)),
      'GET /api/connections/with': () => json({ connections: [declined] }),
    });
    const other = await screen.findByRole('article', { name: 'Member 2' });
    expect(await within(other).findByRole('button', { name: 'Connect' })).toBeTruthy();
    const first = screen.getByRole('article', { name: 'Member 1' });
    // Nothing to do about a declined member on the card but report or block them.
    expect(
      within(first)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual(['Safety options for Member 1']);
    expect(screen.queryByText('Declined')).toBeNull();
  });
});
