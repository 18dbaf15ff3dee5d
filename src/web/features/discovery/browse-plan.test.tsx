// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  ADVANCED_BROWSE_FILTERS,
  type TBrowsePage,
  type TProfileCard,
} from '../../../shared/discovery/discovery-contract';
import type { TMembershipMe } from '../../../shared/membership/membership-contract';
import { buildFreeMe, buildPremiumMe } from '../../entities/membership/membership-test-builders';
import { loadNamespace } from '../../lib/i18n';
import { currentSearch, LocationProbe } from '../../test/location-probe';
import { buildMe, renderWithApp } from '../../test/render-with-app';
import { json, pending, stubApi } from '../../test/stub-api';
import { ADVANCED_FILTER_KEYS, browseApiQuery, DEFAULT_BROWSE_FILTERS } from './browse/browse-filters';
import { BrowsePage } from './browse-page';

// What the member's plan changes on /browse (issue 19): the Advanced Filters lock and the Featured row.

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

const UNAVAILABLE = 'This feature is not available in your current plan';

function profile(overrides: Partial<TProfileCard> = {}): TProfileCard {
  return {
    user_id: 'u2',
    full_name: 'Yusuf Karim',
    age: 31,
    current_country: 'Canada',
    current_state: 'Ontario',
    location: 'Ontario, Canada',
    occupation: 'Engineer',
    educational_qualification: null,
    religion_community: 'Sunni',
    marital_status: 'single',
    profile_photo_thumb_url: null,
    photo_hidden: false,
    profile_photo_url: null,
    is_favorite: false,
    is_featured: false,
    verified: false,
    ...overrides,
  };
}

const page = (profiles: TProfileCard[]): TBrowsePage => ({
  profiles,
  page: 1,
  page_size: 20,
  total: profiles.length,
  total_capped: false,
  has_more: false,
  needs_basics: false,
});

type Handler = Parameters<typeof stubApi>[0][string];

function renderBrowse({
  membership = () => json(buildFreeMe()),
  browse = () => json(page([profile()])),
  featured = () => json({ profiles: [] }),
  path = '/browse',
}: { membership?: Handler; browse?: Handler; featured?: Handler; path?: string } = {}) {
  const spy = stubApi({
    'GET /api/membership/me': membership,
    'GET /api/browse': browse,
    'GET /api/browse/featured': featured,
  });
  const view = renderWithApp(
    <>
      <BrowsePage />
      <LocationProbe />
    </>,
    { me: buildMe(), path, routePath: '/browse' },
  );
  const browseUrls = () =>
    spy.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith('/api/browse?'));
  return { ...view, browseUrls };
}

const premium = () => json(buildPremiumMe() satisfies TMembershipMe);
const select = (name: string) => screen.getByRole('combobox', { name }) as HTMLSelectElement;
const advancedNames = ['Location', 'Religion', 'Education', 'Marital Status'];
const sentAdvanced = (url: string) =>
  ADVANCED_BROWSE_FILTERS.filter((param) => new URLSearchParams(url.split('?')[1]).has(param));

describe('Advanced Filters and the plan', () => {
  it('names the same parameters as the API’s list of advanced filters', () => {
    const all = { ...DEFAULT_BROWSE_FILTERS, location: 'Canada', religion: 'Sunni' };
    const set = { ...all, education: "Master's Degree", maritalStatus: 'single' };
    const added = [...new URLSearchParams(browseApiQuery(set)).keys()].filter(
      (key) => !new URLSearchParams(browseApiQuery(DEFAULT_BROWSE_FILTERS)).has(key),
    );
    expect(added.sort()).toEqual([...ADVANCED_BROWSE_FILTERS].sort());
    expect(ADVANCED_FILTER_KEYS).toHaveLength(ADVANCED_BROWSE_FILTERS.length);
  });

  it('locks them for Free: disabled, marked Premium, with the way to the plans', async () => {
    const { browseUrls } = renderBrowse();
    await screen.findByRole('rowheader', { name: 'Yusuf Karim' });
    fireEvent.click(screen.getByRole('button', { name: /Advanced Filters/ }));
    for (const name of advancedNames) {
      const control = select(name);
      expect(control.disabled).toBe(true);
      expect(control.getAttribute('aria-describedby')).toBeTruthy();
      expect(document.getElementById(control.getAttribute('aria-describedby')!)?.textContent).toBe('Premium');
    }
    const unlock = screen.getByRole('link', { name: 'Unlock with Premium' });
    expect(unlock.getAttribute('href')).toBe('/membership');
    expect(browseUrls().every((url) => sentAdvanced(url).length === 0)).toBe(true);
  });

  it('keeps them locked while the plan is still loading, and holds a link’s advanced filters back', async () => {
    const { browseUrls } = renderBrowse({ membership: pending, path: '/browse?religion=Sunni' });
    await screen.findByText('Loading profiles...');
    expect(select('Religion').disabled).toBe(true);
    expect(select('Religion').value).toBe('');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(browseUrls()).toEqual([]);
  });

  it('lets Premium use them, and sends what is chosen', async () => {
    const { browseUrls } = renderBrowse({ membership: premium });
    await screen.findByRole('rowheader', { name: 'Yusuf Karim' });
    fireEvent.click(screen.getByRole('button', { name: /Advanced Filters/ }));
    await waitFor(() => expect(select('Religion').disabled).toBe(false));
    expect(screen.queryByRole('link', { name: 'Unlock with Premium' })).toBeNull();
    fireEvent.change(select('Religion'), { target: { value: 'Sunni' } });
    await waitFor(() => expect(browseUrls().at(-1)).toContain('religion=Sunni'));
  });

  it('drops an old link’s advanced filters for Free and says why, never asking with them', async () => {
    const { container, browseUrls } = renderBrowse({ path: '/browse?religion=Sunni&min_age=25' });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(UNAVAILABLE);
    expect(within(alert).getByRole('link', { name: 'See plans' }).getAttribute('href')).toBe('/membership');
    await waitFor(() => expect(currentSearch(within(container)).get('religion')).toBeNull());
    expect(currentSearch(within(container)).get('min_age')).toBe('25');
    await screen.findByRole('rowheader', { name: 'Yusuf Karim' });
    expect(browseUrls().length).toBeGreaterThan(0);
    expect(browseUrls().every((url) => sentAdvanced(url).length === 0)).toBe(true);
  });

  it('shows the prompt, not the error state, when the server refuses a filter after all', async () => {
    const message = 'Advanced filters come with Premium plans.';
    let calls = 0;
    const { container, browseUrls } = renderBrowse({
      // My plan could not be read: the server decides, and refuses.
      membership: () => json({ error: { code: 'NOT_FOUND', message: 'Not found' } }, 404),
      browse: () =>
        calls++ === 0
          ? json({ error: { code: 'FEATURE_NOT_AVAILABLE', message } }, 403)
          : json(page([profile()])),
      path: '/browse?education=Diploma+%2F+Certificate',
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(message);
    await waitFor(() => expect(currentSearch(within(container)).get('education')).toBeNull());
    await screen.findByRole('rowheader', { name: 'Yusuf Karim' });
    expect(sentAdvanced(browseUrls()[0] ?? '')).toEqual(['education']);
    expect(sentAdvanced(browseUrls().at(-1) ?? '')).toEqual([]);
    expect(screen.queryByText('Failed to load profiles')).toBeNull();
    expect(toastMock.error).not.toHaveBeenCalled();
  });
});

describe('Featured on /browse', () => {
  const featured = [
    profile({ user_id: 'f1', full_name: 'Aisha Noor', is_featured: true }),
    profile({ user_id: 'f2', full_name: 'Bilal Khan', age: null, current_country: null, is_featured: true }),
  ];

  it("shows a 'Featured' row above the results, one link per member, reachable by keyboard", async () => {
    renderBrowse({ featured: () => json({ profiles: featured }) });
    const row = await screen.findByRole('region', { name: 'Featured' });
    const links = within(row).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/profile/f1', '/profile/f2']);
    expect(links[0]?.textContent).toContain('Aisha Noor, 31 years');
    expect(links[0]?.textContent).toContain('Ontario, Canada');
    // Plain links (focusable, nothing interactive inside), in the order they are shown.
    for (const link of links) expect(link.querySelector('a, button, input, select')).toBeNull();
    const results = await screen.findByRole('table');
    expect(row.compareDocumentPosition(results)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  });

  it('leaves the row out when nobody is featured or the call fails', async () => {
    renderBrowse();
    await screen.findByRole('rowheader', { name: 'Yusuf Karim' });
    expect(screen.queryByRole('region', { name: 'Featured' })).toBeNull();
    cleanup();
    renderBrowse({ featured: () => json({ error: { code: 'INTERNAL', message: 'x' } }, 500) });
    await screen.findByRole('rowheader', { name: 'Yusuf Karim' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('region', { name: 'Featured' })).toBeNull();
    expect(toastMock.error).not.toHaveBeenCalled();
  });

  it('marks a featured member’s row with a Featured badge, and only theirs', async () => {
    renderBrowse({
      browse: () =>
        json(page([profile({ is_featured: true }), profile({ user_id: 'u3', full_name: 'Omar Ali' })])),
    });
    const featuredRow = (await screen.findByRole('rowheader', { name: /Yusuf Karim/ })).closest('tr')!;
    expect(within(featuredRow).getByText('Featured')).toBeTruthy();
    const plainRow = screen.getByRole('rowheader', { name: 'Omar Ali' }).closest('tr')!;
    expect(within(plainRow).queryByText('Featured')).toBeNull();
  });

  it('marks it on the phone cards too', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: false,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    renderBrowse({
      browse: () =>
        json(page([profile({ is_featured: true }), profile({ user_id: 'u3', full_name: 'Omar Ali' })])),
    });
    const list = await screen.findByRole('list', { name: 'Profiles' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(within(first!).getByText('Featured')).toBeTruthy();
    expect(within(second!).queryByText('Featured')).toBeNull();
  });
});
