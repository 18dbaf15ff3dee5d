// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TMe } from '../../../shared/profiles/profile-contract';
import { loadNamespace } from '../../lib/i18n';
import { buildMe, renderWithApp } from '../../test/render-with-app';
import { json, stubApi } from '../../test/stub-api';
import { AdminLayout } from './admin-layout';

const ADMIN = buildMe({
  role: 'admin',
  user: { ...buildMe().user, id: 'admin-1', email: 'admin@mithaq.test', name: 'Site Admin' },
});
const otherRoutes = [
  { path: '/', element: <h1>Site home</h1> },
  { path: '/auth', element: <h1>Auth page</h1> },
];

function renderAdmin(path: string, me: TMe | null = ADMIN) {
  return renderWithApp(<AdminLayout />, { me, path, routePath: '/admin/*', routes: otherRoutes });
}

const breadcrumbs = () => screen.getByRole('navigation', { name: 'Breadcrumb' });
const crumbs = () =>
  within(breadcrumbs())
    .getAllByRole('listitem')
    .map((item) => {
      const link = within(item).queryByRole('link');
      if (link) return `${link.textContent} -> ${link.getAttribute('href')}`;
      const current = item.querySelector('[aria-current="page"]');
      return `${current?.textContent} (current)`;
    });

beforeAll(async () => {
  await loadNamespace('admin', { en: () => import('../../features/admin/i18n/en.json') });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('AdminLayout', () => {
  it('has the admin header (product name, View Site, the e-mail) and no member navigation or footer', async () => {
    renderAdmin('/admin');
    const banner = await screen.findByRole('banner');
    expect(within(banner).getByRole('link', { name: 'Mithaq Admin' }).getAttribute('href')).toBe('/admin');
    expect(within(banner).getByRole('link', { name: 'View Site' }).getAttribute('href')).toBe('/');
    const menuButton = within(banner).getByRole('button', { name: 'Account menu for admin@mithaq.test' });
    expect(menuButton.textContent).toContain('admin@mithaq.test');
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
    expect(screen.getByRole('main')).toBeTruthy();
  });

  it.each([
    ['/admin', ['Admin (current)']],
    ['/admin/users', ['Admin -> /admin', 'Users (current)']],
    ['/admin/membership', ['Admin -> /admin', 'Membership (current)']],
    ['/admin/cms', ['Admin -> /admin', 'CMS (current)']],
    ['/admin/cms/posts', ['Admin -> /admin', 'CMS -> /admin/cms', 'Posts (current)']],
    [
      '/admin/cms/posts/new',
      ['Admin -> /admin', 'CMS -> /admin/cms', 'Posts -> /admin/cms/posts', 'New (current)'],
    ],
    [
      '/admin/cms/posts/p-42/edit',
      ['Admin -> /admin', 'CMS -> /admin/cms', 'Posts -> /admin/cms/posts', 'Edit (current)'],
    ],
    [
      '/admin/cms/pages/p-7/edit',
      ['Admin -> /admin', 'CMS -> /admin/cms', 'Pages -> /admin/cms/pages', 'Edit (current)'],
    ],
    ['/admin/cms/media', ['Admin -> /admin', 'CMS -> /admin/cms', 'Media (current)']],
    ['/admin/cms/settings', ['Admin -> /admin', 'CMS -> /admin/cms', 'Settings (current)']],
    [
      '/admin/cms/menus/m-9/items',
      ['Admin -> /admin', 'CMS -> /admin/cms', 'Menus -> /admin/cms/menus', 'Items (current)'],
    ],
  ])('shows the breadcrumbs of %s', async (path, expected) => {
    renderAdmin(path);
    await screen.findByRole('navigation', { name: 'Breadcrumb' });
    expect(crumbs()).toEqual(expected);
    expect(
      within(breadcrumbs())
        .queryAllByRole('link')
        .some((link) => link.hasAttribute('aria-current')),
    ).toBe(false);
  });

  it('opens the user menu from the keyboard, closes it with Escape, and signs out from it to /', async () => {
    const api = stubApi({ 'POST /api/auth/sign-out': () => json({ success: true }) });
    renderAdmin('/admin/users');
    const trigger = await screen.findByRole('button', { name: 'Account menu for admin@mithaq.test' });
    expect(trigger.getAttribute('aria-haspopup')).toBe('menu');
    expect(trigger.getAttribute('aria-expanded')).toBe('false');

    trigger.focus();
    fireEvent.keyDown(trigger, { key: 'Enter' });
    const menu = await screen.findByRole('menu');
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    expect(within(menu).getByText('Signed in as')).toBeTruthy();
    expect(within(menu).getByText('admin@mithaq.test')).toBeTruthy();
    const signOut = within(menu).getByRole('menuitem', { name: 'Sign Out' });
    await vi.waitFor(() => expect(document.activeElement).toBe(signOut));

    fireEvent.keyDown(signOut, { key: 'Escape' });
    await vi.waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    // Radix hands focus back to the button once the menu has gone.
    await vi.waitFor(() => expect(document.activeElement).toBe(trigger));
    expect(api).not.toHaveBeenCalled();

    fireEvent.keyDown(trigger, { key: 'ArrowDown' });
    const item = await screen.findByRole('menuitem', { name: 'Sign Out' });
    await vi.waitFor(() => expect(document.activeElement).toBe(item));
    fireEvent.keyDown(item, { key: 'Enter' });

    // Spec: Sign Out returns to / (not to /auth, where the guard would send a visitor).
    expect(await screen.findByRole('heading', { name: 'Site home' })).toBeTruthy();
    const calls = api.mock.calls.map(
      ([input, init]) => `${init?.method} ${new URL(String(input), 'http://x').pathname}`,
    );
    expect(calls).toEqual(['POST /api/auth/sign-out']);
  });

  it('passes axe', async () => {
    const { container } = renderAdmin('/admin/cms/posts/p-42/edit');
    await screen.findByRole('navigation', { name: 'Breadcrumb' });
    // jsdom has no layout, so colour contrast cannot be measured here (the e2e axe checks do it).
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  });

  it("shows a member the dashboard's refusal alone, without the admin header or breadcrumbs", async () => {
    renderAdmin('/admin', buildMe({ role: 'user' }));
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeTruthy();
    expect(screen.getByText("You don't have admin permissions to access this dashboard.")).toBeTruthy();
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Breadcrumb' })).toBeNull();
  });

  it('sends a signed-out visitor to /auth', async () => {
    renderAdmin('/admin/users', null);
    expect(await screen.findByRole('heading', { name: 'Auth page' })).toBeTruthy();
    expect(screen.queryByRole('banner')).toBeNull();
  });
});
