// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadNamespace } from '../../lib/i18n';
import { buildMe, renderWithApp } from '../../test/render-with-app';
import { json, stubApi } from '../../test/stub-api';
import { PlanPerksCard } from './perks/plan-perks-card';
import { buildAccess, buildMembership, buildMembershipMe, PREMIUM_PLAN } from './membership-test-data';

const toastMock = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn(), info: vi.fn() }));
vi.mock('sonner', () => ({ toast: toastMock }));

beforeAll(async () => {
  await loadNamespace('membership', { en: () => import('./i18n/en.json') });
});

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  vi.unstubAllGlobals();
});

const premiumMe = buildMembershipMe({
  membership: buildMembership({ plan_id: PREMIUM_PLAN.id }),
  plan: PREMIUM_PLAN,
  features: [
    buildAccess({ feature_key: 'photo_privacy' }),
    buildAccess({ feature_key: 'visibility_boost', value: '1', limit: 1, used: 0, reset_period: 'monthly' }),
    buildAccess({ feature_key: 'incognito_browsing', value: 'false', allowed: false }),
  ],
});
const settingsOff = {
  photos_private: false,
  incognito: false,
  boosted_until: null,
  available: { photos_private: true, incognito: false },
};

const bodyOf = (spy: ReturnType<typeof stubApi>, method: string, path: string) =>
  spy.mock.calls
    .filter(([url, init]) => String(url) === path && init?.method === method)
    .map(([, init]) => JSON.parse(String(init?.body ?? '{}')) as unknown);

describe('PlanPerksCard', () => {
  it('offers only what the plan includes: private photos and a boost, not incognito', async () => {
    const spy = stubApi({
      'GET /api/membership/settings': () => json(settingsOff),
      'PUT /api/membership/settings': () => json({ ...settingsOff, photos_private: true }),
    });
    renderWithApp(<PlanPerksCard me={premiumMe} />, { me: buildMe() });
    const photos = await screen.findByRole('switch', { name: 'Private photos' });
    expect(screen.queryByRole('switch', { name: 'Incognito browsing' })).toBeNull();
    await waitFor(() => expect((photos as HTMLInputElement).disabled).toBe(false));
    fireEvent.click(photos);
    await waitFor(() => expect((photos as HTMLInputElement).checked).toBe(true));
    expect(bodyOf(spy, 'PUT', '/api/membership/settings')).toEqual([{ photos_private: true }]);
    expect(screen.getByText(/1 boost left this month/)).toBeTruthy();
  });

  it('boosts, then says until when', async () => {
    const until = '2026-11-26T12:30:00.000Z';
    const spy = stubApi({
      'GET /api/membership/settings': () => json(settingsOff),
      'POST /api/membership/boost': () => json({ boosted_until: until, used: 1, limit: 1 }),
      'GET /api/membership/me': () => json(premiumMe),
    });
    renderWithApp(<PlanPerksCard me={premiumMe} />, { me: buildMe() });
    fireEvent.click(await screen.findByRole('button', { name: 'Boost now' }));
    await waitFor(() =>
      expect(toastMock.success).toHaveBeenCalledWith('Your profile is boosted for 30 minutes'),
    );
    expect(bodyOf(spy, 'POST', '/api/membership/boost')).toHaveLength(1);
  });

  it('offers private photos on a plan without them when the settings answer makes them available (women)', async () => {
    stubApi({ 'GET /api/membership/settings': () => json(settingsOff) });
    renderWithApp(<PlanPerksCard me={buildMembershipMe()} />, { me: buildMe() });
    expect(await screen.findByRole('switch', { name: 'Private photos' })).toBeTruthy();
    expect(screen.queryByRole('switch', { name: 'Incognito browsing' })).toBeNull();
  });

  it('shows nothing on a plan without any of them', () => {
    stubApi({});
    const { container } = renderWithApp(<PlanPerksCard me={buildMembershipMe()} />, { me: buildMe() });
    expect(container.textContent).toBe('');
  });
});
