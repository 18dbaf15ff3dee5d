// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TMe } from '../../shared/profiles/profile-contract';
import { ME_QUERY_KEY } from '../lib/api-client';
import { createQueryClient } from '../lib/query-client';
import { FakeSocket } from '../test/fake-socket';
import { buildMe } from '../test/render-with-app';
import { json, stubApi } from '../test/stub-api';
import { Providers } from './providers';
import { routes } from './router';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ADMIN = buildMe({ role: 'admin', user: { ...buildMe().user, email: 'admin@mithaq.test' } });

/** The app's own routes and providers at `path`, as `me`. */
function renderApp(path: string, me: TMe | null) {
  stubApi({ 'GET /api/menus/header': () => json({ menu: null }) });
  vi.stubGlobal('WebSocket', FakeSocket); // a signed-in session opens the realtime socket
  vi.stubGlobal('scrollTo', () => undefined); // jsdom has no layout to scroll (ScrollRestoration)
  const queryClient = createQueryClient();
  queryClient.setQueryData(ME_QUERY_KEY, me);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return router;
}

const crumbTexts = () =>
  within(screen.getByRole('navigation', { name: 'Breadcrumb' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('the /admin routes', () => {
  it("shows the admin the 'Dashboard' inside the admin layout, with no member navigation or footer", async () => {
    renderApp('/admin', ADMIN);
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy();
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: 'View Site' }).getAttribute('href')).toBe('/');
    expect(within(banner).getByText('admin@mithaq.test')).toBeTruthy();
    expect(crumbTexts()).toEqual(['Admin']);
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
  });

  it('shows an admin page that does not exist as not found inside the layout, not as the dashboard', async () => {
    renderApp('/admin/no-such-screen', ADMIN);
    expect(await screen.findByRole('heading', { level: 1, name: /Oops! Page not found/ })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Dashboard' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' }).getAttribute('href')).toBe('/admin');
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'View Site' })).toBeTruthy();
    expect(crumbTexts()).toEqual(['Admin', 'Page not found']);
  });

  it('refuses a member on /admin with the dashboard text and Go Home, and no admin chrome', async () => {
    renderApp('/admin', buildMe({ role: 'user' }));
    expect(
      await screen.findByText("You don't have admin permissions to access this dashboard."),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go Home' }).getAttribute('href')).toBe('/');
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Dashboard' })).toBeNull();
  });

  it('refuses a moderator an unknown admin path with the guard screen, not a not-found page', async () => {
    renderApp('/admin/no-such-screen', buildMe({ role: 'moderator' }));
    expect(
      await screen.findByText("You don't have permission to access this page. Required role: admin"),
    ).toBeTruthy();
    expect(screen.queryByText(/Page not found/)).toBeNull();
  });

  it('sends a signed-out visitor to sign in', async () => {
    const router = renderApp('/admin/users', null);
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(router.state.location.state).toEqual({ redirect: '/admin/users' });
  });
});
