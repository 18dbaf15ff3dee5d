// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadNamespace } from '../../lib/i18n';
import { buildMe, buildOwnProfile, renderWithApp } from '../../test/render-with-app';
import { json, pending, stubApi } from '../../test/stub-api';
import { MemberDashboard } from './member-dashboard';

beforeAll(async () => {
  await loadNamespace('home', { en: () => import('./i18n/en.json') });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const LABELS = ['Connection Requests', 'Unread Messages', 'Profile Views', 'Favorited You'];

describe('MemberDashboard', () => {
  it("welcomes by full name and shows '...' in the four stat cards while loading", async () => {
    stubApi({ 'GET /api/me/stats': pending });
    renderWithApp(<MemberDashboard />, {
      me: buildMe({ profile: buildOwnProfile({ full_name: 'Amina Yusuf' }) }),
    });
    expect(await screen.findByRole('heading', { name: 'Welcome, Amina Yusuf' })).toBeTruthy();
    for (const label of LABELS) expect(screen.getByText(label)).toBeTruthy();
    expect(screen.getAllByText('...')).toHaveLength(4);
  });

  it('shows the counts, with Profile Views linking to the analytics', async () => {
    stubApi({
      'GET /api/me/stats': () =>
        json({ pending_requests: 2, unread_messages: 5, profile_views: 17, favorites_received: 3 }),
    });
    renderWithApp(<MemberDashboard />, { me: buildMe() });
    expect(await screen.findByText('17')).toBeTruthy();
    expect(screen.getByRole('link', { name: /17\s*Profile Views/ }).getAttribute('href')).toBe(
      '/profile-analytics',
    );
  });

  it('shows an honest error with Retry when the stats fail, never a made-up number', async () => {
    let calls = 0;
    stubApi({
      'GET /api/me/stats': () => {
        calls += 1;
        return calls === 1
          ? json({ error: { code: 'FORBIDDEN', message: 'No' } }, 403)
          : json({ pending_requests: 1, unread_messages: 0, profile_views: 9, favorites_received: 0 });
      },
    });
    renderWithApp(<MemberDashboard />, { me: buildMe() });
    expect(await screen.findByText('Could not load your stats')).toBeTruthy();
    expect(screen.getAllByText('—')).toHaveLength(4);
    expect(screen.queryByText(/^\d+$/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('9')).toBeTruthy();
    expect(screen.queryByText('Could not load your stats')).toBeNull();
  });

  it('shows the completion banner below 100% and the action cards', async () => {
    stubApi({ 'GET /api/me/stats': pending });
    renderWithApp(<MemberDashboard />, { me: buildMe({ completion: 42 }) });
    expect(await screen.findByText('Your profile is 42% complete')).toBeTruthy();
    expect(screen.getByText(/5x more attention/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Complete Profile' }).getAttribute('href')).toBe(
      '/complete-profile',
    );
    const hrefs = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(
      expect.arrayContaining(['/browse', '/matches', '/messages', '/membership', '/profile-analytics']),
    );
  });

  it('hides the banner at 100%', async () => {
    stubApi({ 'GET /api/me/stats': pending });
    renderWithApp(<MemberDashboard />, { me: buildMe({ completion: 100 }) });
    await screen.findByText('Quick Actions');
    expect(screen.queryByText(/% complete/)).toBeNull();
  });

  it('gives admins their two links instead of the stats, without asking for them', async () => {
    const fetchSpy = stubApi({});
    renderWithApp(<MemberDashboard />, { me: buildMe({ role: 'admin' }) });
    expect(await screen.findByRole('link', { name: /Content Management/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Content Management/ }).getAttribute('href')).toBe('/admin/cms');
    expect(screen.getByRole('link', { name: /Membership Management/ }).getAttribute('href')).toBe(
      '/admin/membership',
    );
    expect(screen.queryByText('Connection Requests')).toBeNull();
    expect(fetchSpy.mock.calls.some(([url]) => String(url).includes('/api/me/stats'))).toBe(false);
  });
});
