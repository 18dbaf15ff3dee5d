// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TMe } from '../../../shared/profiles/profile-contract';
import { loadNamespace } from '../../lib/i18n';
import { buildMe, renderWithApp } from '../../test/render-with-app';
import { json, stubApi } from '../../test/stub-api';
import { ProfileDetailPage } from './profile-detail-page';

const toastMock = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }));
vi.mock('sonner', () => ({ toast: toastMock }));

beforeAll(async () => {
  await loadNamespace('profiles', { en: () => import('./i18n/en.json') });
});

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  vi.unstubAllGlobals();
});

const member = {
  user_id: 'u2',
  full_name: 'Yusuf Rahman',
  age: 31,
  location: 'Ontario, Canada',
  gender: 'male',
  occupation: 'Engineer',
  religion_community: 'Sunni',
  family_type: 'Nuclear Family',
  educational_qualification: "Bachelor's Degree",
  languages_spoken: [],
  partner_age_range: null,
  partner_education: '',
};

function renderDetail(answer: () => Response, me: TMe | null = buildMe()) {
  stubApi({ 'GET /api/profiles/u2': answer });
  renderWithApp(<ProfileDetailPage />, { me, path: '/profile/u2', routePath: '/profile/:id' });
}

describe('ProfileDetailPage', () => {
  it('shows the sections with values, the match badge, and hides empty partner preferences', async () => {
    renderDetail(() =>
      json({
        viewer: 'member',
        profile: member,
        match: { score: 65, label: 'Good Match', reasons: ['Same religion'] },
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Yusuf Rahman' })).toBeTruthy();
    expect(screen.getByText('65% Match')).toBeTruthy();
    expect(screen.getByText('Good Match')).toBeTruthy();
    expect(screen.getByText('31 years old')).toBeTruthy();
    for (const name of [
      'Personal Information',
      'Religious Information',
      'Professional & Education',
      'Family Information',
    ]) {
      expect(screen.getByRole('heading', { name })).toBeTruthy();
    }
    expect(screen.queryByRole('heading', { name: 'Partner Preferences' })).toBeNull();
    expect(screen.queryByText('Languages Spoken')).toBeNull();
    expect(screen.getByRole('button', { name: 'Back' })).toBeTruthy();
  });

  it('shows Partner Preferences once a partner field is filled', async () => {
    renderDetail(() =>
      json({ viewer: 'owner', profile: { ...member, partner_age_range: '25-30' }, match: null }),
    );
    expect(await screen.findByRole('heading', { name: 'Partner Preferences' })).toBeTruthy();
    expect(screen.getByText('25-30 years')).toBeTruthy();
    expect(screen.queryByText(/% Match/)).toBeNull();
  });

  it('shows a visitor only the first name, age, country and Join Now', async () => {
    renderDetail(
      () =>
        json({
          viewer: 'visitor',
          profile: { user_id: 'u2', first_name: 'Yusuf', age: 31, current_country: 'Canada' },
        }),
      null,
    );
    expect(await screen.findByRole('heading', { name: 'Yusuf' })).toBeTruthy();
    expect(screen.getByText('Canada')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Join Now' }).getAttribute('href')).toBe('/auth');
    expect(screen.queryByRole('heading', { name: 'Personal Information' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
  });

  it("says 'Profile not found' with Go Back on a 404, without a toast", async () => {
    renderDetail(() => json({ error: { code: 'NOT_FOUND', message: 'Profile not found' } }, 404));
    expect(await screen.findByRole('heading', { name: 'Profile not found' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Go Back' })).toBeTruthy();
    expect(toastMock.error).not.toHaveBeenCalled();
  });

  it("toasts 'Error' / 'Could not load profile. Please try again.' on another failure", async () => {
    renderDetail(() => json({ error: { code: 'FORBIDDEN', message: 'Nope' } }, 403));
    expect(await screen.findByRole('heading', { name: 'Profile not found' })).toBeTruthy();
    await waitFor(() =>
      expect(toastMock.error).toHaveBeenCalledWith('Error', {
        description: 'Could not load profile. Please try again.',
      }),
    );
    expect(toastMock.error).toHaveBeenCalledTimes(1);
  });
});

describe('ProfileDetailPage time spent', () => {
  afterEach(() => {
    vi.useRealTimers();
    Reflect.deleteProperty(document, 'visibilityState');
  });

  /** Opens u2's profile as `viewer`, keeps it visible 7.5 s, then hides the tab; returns the reports. */
  async function reportsWhenHidden(viewer: 'member' | 'owner') {
    vi.useFakeTimers({ toFake: ['Date'] });
    let visibility: DocumentVisibilityState = 'visible';
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
    const spy = stubApi({
      'GET /api/profiles/u2': () => json({ viewer, profile: member, match: null }),
      'POST /api/profiles/u2/view-time': () => new Response(null, { status: 204 }),
    });
    renderWithApp(<ProfileDetailPage />, { me: buildMe(), path: '/profile/u2', routePath: '/profile/:id' });
    await screen.findByRole('heading', { name: 'Yusuf Rahman' });
    vi.setSystemTime(Date.now() + 7_500);
    visibility = 'hidden';
    document.dispatchEvent(new Event('visibilitychange'));
    return spy.mock.calls
      .filter(([url]) => String(url) === '/api/profiles/u2/view-time')
      .map(([, init]) => JSON.parse(String(init?.body)) as unknown);
  }

  it("reports the seconds another member's profile was visible", async () => {
    expect(await reportsWhenHidden('member')).toEqual([{ seconds: 7 }]);
  });

  it('reports nothing on my own profile', async () => {
    expect(await reportsWhenHidden('owner')).toEqual([]);
  });
});
