// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TBrowsePage, TProfileCard } from '../../../shared/discovery/discovery-contract';
import { loadNamespace } from '../../lib/i18n';
import { currentSearch, LocationProbe } from '../../test/location-probe';
import { buildMe, renderWithApp } from '../../test/render-with-app';
import { json, pending, stubApi } from '../../test/stub-api';
import { BrowsePage } from './browse-page';

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

function buildProfile(overrides: Partial<TProfileCard> = {}): TProfileCard {
  return {
    user_id: 'u2',
    full_name: 'Yusuf Karim',
    age: 31,
    current_country: 'Canada',
    current_state: 'Ontario',
    location: 'Ontario, Canada',
    occupation: 'Engineer',
    educational_qualification: "Bachelor's Degree",
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

const page = (profiles: TProfileCard[], total = profiles.length): TBrowsePage => ({
  profiles,
  page: 1,
  page_size: 20,
  total,
  total_capped: false,
  has_more: total > 20,
  needs_basics: false,
});

function renderBrowse(handlers: Parameters<typeof stubApi>[0], path = '/browse') {
  const fetchSpy = stubApi(handlers);
  const view = renderWithApp(
    <>
      <BrowsePage />
      <LocationProbe />
    </>,
    { me: buildMe(), path, routePath: '/browse' },
  );
  const browseUrls = () =>
    fetchSpy.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith('/api/browse?'));
  return { ...view, fetchSpy, browseUrls };
}

describe('BrowsePage', () => {
  it('shows six skeleton rows while loading', async () => {
    renderBrowse({ 'GET /api/browse': pending });
    expect(await screen.findByText('Loading profiles...')).toBeTruthy();
    const table = screen.getByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(1 + 6);
    expect(screen.getByRole('heading', { level: 1, name: 'Browse Profiles' })).toBeTruthy();
  });

  it('asks the API with the filters of the URL and shows the rows in a table', async () => {
    const { browseUrls } = renderBrowse(
      { 'GET /api/browse': () => json(page([buildProfile()], 45)) },
      '/browse?religion=Sunni&min_age=25&sort=name&page=2',
    );
    expect(await screen.findByRole('rowheader', { name: 'Yusuf Karim' })).toBeTruthy();
    expect(browseUrls()[0]).toBe('/api/browse?sort=name&min_age=25&max_age=50&religion=Sunni&page=2');
    const headers = screen.getAllByRole('columnheader').map((th) => th.textContent);
    expect(headers).toEqual(['Photo', 'Name', 'Age', 'Location', 'Details', 'Actions']);
    // Details read as a person's: the occupation, then education · community under it (issue 16).
    expect(screen.getByText('Engineer')).toBeTruthy();
    expect(screen.getByText("Bachelor's Degree · Sunni")).toBeTruthy();
    expect(screen.getByRole('link', { name: /View/ }).getAttribute('href')).toBe('/profile/u2');
    expect(screen.getByText('Page 2 of 3')).toBeTruthy();
    expect(screen.getByText('45 profiles')).toBeTruthy();
    // Controls show the URL's state; the advanced panel opens because one of its filters is set.
    expect((screen.getByLabelText('Min Age') as HTMLInputElement).value).toBe('25');
    expect((screen.getByLabelText('Religion') as HTMLSelectElement).value).toBe('Sunni');
    expect(screen.getByRole('button', { name: /Advanced Filters/ }).getAttribute('aria-expanded')).toBe(
      'true',
    );
  });

  it("says '1,000+ profiles' and 'Page 50 of 50+' past the count's cap, and keeps Next open", async () => {
    renderBrowse(
      {
        'GET /api/browse': () =>
          json({ ...page([buildProfile()], 1000), page: 50, total_capped: true, has_more: true }),
      },
      '/browse?page=50',
    );
    expect(await screen.findByText('1,000+ profiles')).toBeTruthy();
    expect(screen.getByText('Page 50 of 50+')).toBeTruthy();
    expect((screen.getByRole('button', { name: /Next/ }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('debounces the search into the URL, back to page 1, and Clear All empties it', async () => {
    const { container, browseUrls } = renderBrowse(
      { 'GET /api/browse': () => json(page([buildProfile()])) },
      '/browse?page=2&favorites_only=true',
    );
    await screen.findByRole('rowheader', { name: 'Yusuf Karim' });
    fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'Yus' } });
    expect(currentSearch(within(container)).get('search')).toBeNull(); // not at once
    await waitFor(() => expect(currentSearch(within(container)).get('search')).toBe('Yus'));
    expect(currentSearch(within(container)).get('page')).toBeNull();
    await waitFor(() => expect(browseUrls().at(-1)).toContain('search=Yus'));

    fireEvent.click(screen.getByRole('button', { name: 'Clear All' }));
    await waitFor(() => expect(currentSearch(within(container)).toString()).toBe(''));
    expect((screen.getByLabelText('Search') as HTMLInputElement).value).toBe('');
    expect(screen.getByRole('button', { name: 'Favorites Only' }).getAttribute('aria-pressed')).toBe('false');
  });

  it('settles an age that is not a number on the default when the field is left', async () => {
    const { container } = renderBrowse(
      { 'GET /api/browse': () => json(page([buildProfile()])) },
      '/browse?max_age=40',
    );
    await screen.findByRole('rowheader', { name: 'Yusuf Karim' });
    const max = screen.getByLabelText('Max Age') as HTMLInputElement;
    fireEvent.change(max, { target: { value: '' } });
    fireEvent.blur(max);
    await waitFor(() => expect(currentSearch(within(container)).get('max_age')).toBeNull());
    expect(max.value).toBe('50');
  });

  it("says 'No profiles found' when nothing matches", async () => {
    renderBrowse({ 'GET /api/browse': () => json(page([])) }, '/browse?religion=Sufi');
    expect(await screen.findByText('No profiles found')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Clear All' }).length).toBeGreaterThan(0);
  });

  it("toasts 'Failed to load profiles' when the list cannot be loaded", async () => {
    renderBrowse({ 'GET /api/browse': () => json({ error: { code: 'BAD', message: 'no' } }, 400) });
    await waitFor(() => expect(toastMock.error).toHaveBeenCalledWith('Failed to load profiles'));
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});

/** A request the test answers when it wants. */
function deferred() {
  let resolve: (response: Response) => void = () => undefined;
  const promise = new Promise<Response>((r) => (resolve = r));
  return { promise, resolve };
}

describe('favourite toggle', () => {
  it('fills the heart at once, then toasts; the server state comes back after', async () => {
    let favorite = false;
    const put = deferred();
    renderBrowse({
      'GET /api/browse': () => json(page([buildProfile({ is_favorite: favorite })])),
      'PUT /api/favorites/u2': () => put.promise,
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Add Yusuf Karim to favorites' }));
    const heart = await screen.findByRole('button', { name: 'Remove Yusuf Karim from favorites' });
    expect(heart.getAttribute('aria-pressed')).toBe('true'); // before the server answered
    favorite = true;
    put.resolve(json({ favorited: true }));
    await waitFor(() => expect(toastMock.success).toHaveBeenCalledWith('Added to favorites'));
    expect(
      screen.getByRole('button', { name: 'Remove Yusuf Karim from favorites' }).getAttribute('aria-pressed'),
    ).toBe('true');
  });

  it('rolls back and toasts when adding fails', async () => {
    const put = deferred();
    renderBrowse({
      'GET /api/browse': () => json(page([buildProfile()])),
      'PUT /api/favorites/u2': () => put.promise,
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Add Yusuf Karim to favorites' }));
    expect(await screen.findByRole('button', { name: 'Remove Yusuf Karim from favorites' })).toBeTruthy();
    put.resolve(json({ error: { code: 'INTERNAL', message: 'x' } }, 500));
    await waitFor(() => expect(toastMock.error).toHaveBeenCalledWith('Failed to add to favorites'));
    const heart = screen.getByRole('button', { name: 'Add Yusuf Karim to favorites' });
    expect(heart.getAttribute('aria-pressed')).toBe('false');
  });

  it('removes with DELETE, and rolls back with the remove text on failure', async () => {
    let answer = json({ favorited: false });
    const { fetchSpy } = renderBrowse({
      'GET /api/browse': () => json(page([buildProfile({ is_favorite: true })])),
      'DELETE /api/favorites/u2': () => answer,
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Yusuf Karim from favorites' }));
    await waitFor(() => expect(toastMock.success).toHaveBeenCalledWith('Removed from favorites'));
    expect(fetchSpy.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(true);

    answer = json({ error: { code: 'INTERNAL', message: 'x' } }, 500);
    await waitFor(() => expect(screen.getByRole('button', { name: /from favorites/ })).toBeTruthy());
    fireEvent.click(screen.getByRole('button', { name: 'Remove Yusuf Karim from favorites' }));
    await waitFor(() => expect(toastMock.error).toHaveBeenCalledWith('Failed to remove from favorites'));
    expect(
      screen.getByRole('button', { name: 'Remove Yusuf Karim from favorites' }).getAttribute('aria-pressed'),
    ).toBe('true');
  });

  it('asks to log in on a 401', async () => {
    renderBrowse({
      'GET /api/browse': () => json(page([buildProfile()])),
      'PUT /api/favorites/u2': () => json({ error: { code: 'UNAUTHENTICATED', message: 'Sign in' } }, 401),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Add Yusuf Karim to favorites' }));
    await waitFor(() => expect(toastMock.error).toHaveBeenCalledWith('Please log in to add favorites'));
  });
});
