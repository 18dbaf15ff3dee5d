// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadNamespace } from '../../lib/i18n';
import { buildMe, renderWithApp } from '../../test/render-with-app';
import { json, stubApi } from '../../test/stub-api';
import { ProfileDetailPage } from './profile-detail-page';

/** Issue 23 item 1: Report and Block on another member's profile. */

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

const profile = { user_id: 'u2', full_name: 'Yusuf Rahman', age: 31, languages_spoken: [] };

function renderProfile(viewer: 'member' | 'owner') {
  const spy = stubApi({
    'GET /api/profiles/u2': () => json({ viewer, profile, match: null }),
    'GET /api/connections/with': () => json({ connections: [] }),
    'PUT /api/blocks/u2': () => json({ user_id: 'u2', blocked: true }),
  });
  renderWithApp(<ProfileDetailPage />, {
    me: buildMe(viewer === 'owner' ? { user: { ...buildMe().user, id: 'u2' } } : {}),
    path: '/profile/u2',
    routePath: '/profile/:id',
    routes: [{ path: '/browse', element: <p>Browse page</p> }],
  });
  return spy;
}

describe('ProfileDetailPage safety', () => {
  it('blocks after the confirm and goes to /browse', async () => {
    const spy = renderProfile('member');
    await screen.findByRole('heading', { name: 'Yusuf Rahman' });
    expect(screen.getByRole('button', { name: 'Report' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Block' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Block Yusuf Rahman?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Block' }));

    expect(await screen.findByText('Browse page')).toBeTruthy();
    expect(toastMock.success).toHaveBeenCalledWith('Yusuf Rahman has been blocked');
    expect(spy.mock.calls.some(([url, init]) => url === '/api/blocks/u2' && init?.method === 'PUT')).toBe(
      true,
    );
  });

  it('offers neither on my own profile', async () => {
    renderProfile('owner');
    await screen.findByRole('heading', { name: 'Yusuf Rahman' });
    expect(screen.queryByRole('button', { name: 'Report' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Block' })).toBeNull();
  });
});
