// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TMe } from '../../../shared/profiles/profile-contract';
import type { TRole } from '../../../shared/roles';
import { loadNamespace } from '../../lib/i18n';
import { buildMe, renderWithApp } from '../../test/render-with-app';
import { json, stubApi } from '../../test/stub-api';
import { AdminAccessDenied, adminRefusalFor } from './admin-access-denied';
import { RequireRole } from './require-role';

const guarded = (
  <RequireRole role="admin" denied={(currentRole) => <AdminAccessDenied currentRole={currentRole} />}>
    <h1>Admin screen</h1>
  </RequireRole>
);
const otherRoutes = [
  { path: '/', element: <h1>Site home</h1> },
  { path: '/auth', element: <h1>Auth page</h1> },
];
const meAs = (role: TRole): TMe =>
  buildMe({ role, user: { ...buildMe().user, id: `${role}-7`, email: `${role}@mithaq.test` } });

function renderAt(path: string, me: TMe | null) {
  return renderWithApp(guarded, { me, path, routePath: '/admin/*', routes: otherRoutes });
}

const GENERIC = "You don't have permission to access this page. Required role: admin";
const DASHBOARD = "You don't have admin permissions to access this dashboard.";

beforeAll(async () => {
  await loadNamespace('admin', { en: () => import('../../features/admin/i18n/en.json') });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('adminRefusalFor', () => {
  it('names the dashboard, the CMS dashboard and every other admin page', () => {
    expect(adminRefusalFor('/admin')).toBe('dashboard');
    expect(adminRefusalFor('/admin/')).toBe('dashboard');
    expect(adminRefusalFor('/admin/cms')).toBe('cms');
    expect(adminRefusalFor('/admin/cms/')).toBe('cms');
    expect(adminRefusalFor('/admin/cms/posts')).toBe('page');
    expect(adminRefusalFor('/admin/users')).toBe('page');
    expect(adminRefusalFor('/admin/membership')).toBe('page');
  });
});

describe('the admin Access Denied screens', () => {
  it.each(['user', 'moderator'] as const)(
    'tells a %s on /admin that the dashboard needs admin permissions, with Go Home',
    async (role) => {
      renderAt('/admin', meAs(role));
      expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeTruthy();
      expect(screen.getByText(DASHBOARD)).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Go Home' }).getAttribute('href')).toBe('/');
      expect(screen.queryByText(GENERIC)).toBeNull();
      expect(screen.queryByRole('button', { name: 'Go Back' })).toBeNull();
      expect(screen.queryByRole('heading', { name: 'Admin screen' })).toBeNull();
    },
  );

  it('goes home from Go Home', async () => {
    renderAt('/admin', meAs('user'));
    fireEvent.click(await screen.findByRole('link', { name: 'Go Home' }));
    expect(await screen.findByRole('heading', { name: 'Site home' })).toBeTruthy();
  });

  it.each([
    ['user', '/admin/users'],
    ['moderator', '/admin/membership'],
    ['user', '/admin/cms/posts/new'],
  ] as const)(
    'shows a %s at %s the guard screen: required role, current role, Go Back',
    async (role, path) => {
      renderAt(path, meAs(role));
      expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeTruthy();
      expect(screen.getByText(GENERIC)).toBeTruthy();
      expect(screen.getByText(`Your current role: ${role}`)).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Go Back' })).toBeTruthy();
      expect(screen.queryByText(DASHBOARD)).toBeNull();
    },
  );

  it('shows a moderator on /admin/cms the debug info, Refresh Permissions and Go Back', async () => {
    renderAt('/admin/cms', meAs('moderator'));
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeTruthy();
    const debug = screen.getByRole('region', { name: 'Debug info' });
    expect(debug.textContent).toBe(
      'Debug infoEmailmoderator@mithaq.testUser IDmoderator-7Current rolemoderatorRequired roleadmin',
    );
    expect(screen.getByRole('button', { name: 'Refresh Permissions' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Go Back' })).toBeTruthy();
    expect(screen.queryByText(DASHBOARD)).toBeNull();
  });

  it('lets the member in when Refresh Permissions finds the admin role granted meanwhile', async () => {
    const api = stubApi({ 'GET /api/me': () => json(meAs('admin')) });
    renderAt('/admin/cms', meAs('user'));
    fireEvent.click(await screen.findByRole('button', { name: 'Refresh Permissions' }));
    expect(await screen.findByRole('heading', { name: 'Admin screen' })).toBeTruthy();
    expect(api).toHaveBeenCalledTimes(1);
  });

  it('says so when the role is unchanged after Refresh Permissions', async () => {
    stubApi({ 'GET /api/me': () => json(meAs('user')) });
    renderAt('/admin/cms', meAs('user'));
    fireEvent.click(await screen.findByRole('button', { name: 'Refresh Permissions' }));
    // The live region is there from the start (so the news is announced): wait for its words.
    const news = await screen.findByText('Permissions refreshed. Your current role: user');
    expect(news.closest('[role="status"]')).not.toBeNull();
    expect(screen.queryByRole('heading', { name: 'Admin screen' })).toBeNull();
  });

  it('says so when the permissions cannot be read', async () => {
    stubApi({ 'GET /api/me': () => json({ error: { code: 'RATE_LIMITED', message: 'Slow down' } }, 429) });
    renderAt('/admin/cms', meAs('user'));
    fireEvent.click(await screen.findByRole('button', { name: 'Refresh Permissions' }));
    expect(
      await screen.findByText('Could not refresh your permissions. Check your connection and try again.'),
    ).toBeTruthy();
  });

  it.each(['/admin', '/admin/cms', '/admin/users'])(
    'sends a signed-out visitor at %s to /auth',
    async (path) => {
      renderAt(path, null);
      expect(await screen.findByRole('heading', { name: 'Auth page' })).toBeTruthy();
    },
  );

  it('lets an admin through on every admin path', async () => {
    renderAt('/admin/cms', meAs('admin'));
    expect(await screen.findByRole('heading', { name: 'Admin screen' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Access Denied' })).toBeNull();
  });
});
