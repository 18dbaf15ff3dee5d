// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TBrowsePage, TProfileCard } from '../../../shared/discovery/discovery-contract';
import { loadNamespace } from '../../lib/i18n';
import { buildMe, renderWithApp } from '../../test/render-with-app';
import { json, stubApi } from '../../test/stub-api';
import { BrowsePage } from './browse-page';

// Issue 16 on /browse: rows read as people (photo, "state, country", no columns of dashes), and a
// member without the basics is told why nobody is listed.

vi.mock('sonner', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

beforeAll(async () => {
  await loadNamespace('discovery', { en: () => import('./i18n/en.json') });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function buildProfile(overrides: Partial<TProfileCard>): TProfileCard {
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

const answer = (profiles: TProfileCard[], extra: Partial<TBrowsePage> = {}): TBrowsePage => ({
  profiles,
  page: 1,
  page_size: 20,
  total: profiles.length,
  total_capped: false,
  has_more: false,
  needs_basics: false,
  ...extra,
});

function renderBrowse(body: TBrowsePage) {
  stubApi({ 'GET /api/browse': () => json(body) });
  renderWithApp(<BrowsePage />, { me: buildMe(), path: '/browse' });
}

const rowOf = async (name: string) =>
  (await screen.findByRole('rowheader', { name })).closest('tr') as HTMLTableRowElement;

describe('BrowsePage rows', () => {
  it('shows "state, country", or the country alone, with the occupation above education and community', async () => {
    renderBrowse(
      answer([
        buildProfile({}),
        buildProfile({ user_id: 'u3', full_name: 'Omar Ali', current_state: null, location: 'Canada' }),
      ]),
    );
    const yusuf = await rowOf('Yusuf Karim');
    const cells = within(yusuf).getAllByRole('cell');
    expect(cells.map((cell) => cell.textContent)).toEqual([
      'YK',
      '31',
      'Ontario, Canada',
      "EngineerBachelor's Degree · Sunni",
      expect.stringContaining('View'),
    ]);
    expect(within(await rowOf('Omar Ali')).getByText('Canada')).toBeTruthy();
  });

  it('never shows a state without its country', async () => {
    renderBrowse(
      answer([buildProfile({ current_country: null, location: 'Punjab', current_state: 'Punjab' })]),
    );
    const row = await rowOf('Yusuf Karim');
    expect(row.textContent).not.toContain('Punjab');
    expect(within(row).getAllByText('Not specified')).toHaveLength(1);
  });

  it('leaves unknown values blank to the eye, never a column of dashes, and says "Not specified" to the ear', async () => {
    renderBrowse(
      answer([
        buildProfile({
          age: null,
          current_country: null,
          current_state: null,
          location: null,
          occupation: null,
          educational_qualification: null,
          religion_community: null,
        }),
      ]),
    );
    const row = await rowOf('Yusuf Karim');
    expect(row.textContent).not.toContain('—');
    const unknown = within(row).getAllByText('Not specified');
    expect(unknown).toHaveLength(3);
    for (const text of unknown) expect(text.className).toContain('sr-only');
  });

  it('shows a photo large enough to see (56 px), or the initials', async () => {
    renderBrowse(answer([buildProfile({ profile_photo_thumb_url: '/media/y-256.webp' })]));
    const row = await rowOf('Yusuf Karim');
    const photo = within(row).getByRole('img', { name: 'Profile photo of Yusuf Karim' });
    expect(photo.getAttribute('src')).toBe('/media/y-256.webp');
    expect(photo.parentElement?.className).toContain('size-14');
  });
});

describe('BrowsePage for a member without the basics', () => {
  it("explains why nobody is listed, with 'Complete Profile', never 'No profiles found'", async () => {
    renderBrowse(answer([], { needs_basics: true }));
    expect(await screen.findByRole('heading', { name: 'Complete your profile to see members' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Complete Profile' }).getAttribute('href')).toBe(
      '/complete-profile',
    );
    expect(screen.queryByText('No profiles found')).toBeNull();
    expect(screen.queryByText('New members join every day. Please check back soon.')).toBeNull();
  });

  it("keeps the spec's empty state for a member with the basics", async () => {
    renderBrowse(answer([]));
    expect(await screen.findByText('No profiles found')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Complete your profile to see members' })).toBeNull();
  });
});
