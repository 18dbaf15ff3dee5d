// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TMe } from '../../shared/profiles/profile-contract';
import { Providers } from './providers';
import { routes } from './router';
import { ME_QUERY_KEY } from '../lib/api-client';
import { createQueryClient } from '../lib/query-client';
import { FakeSocket } from '../test/fake-socket';
import { buildMe } from '../test/render-with-app';
import { json, stubApi } from '../test/stub-api';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The app's own routes and providers, at `entries` (the last one current), as `me`. */
function renderApp(entries: string[], me: TMe | null) {
  stubApi({
    'GET /api/menus/header': () => json({ menu: null }),
    'GET /api/me/stats': () =>
      json({ pending_requests: 0, unread_messages: 0, profile_views: 0, matches: 0 }),
  });
  // A member's session opens the realtime socket: the browser's WebSocket, played by a fake.
  vi.stubGlobal('WebSocket', FakeSocket);
  vi.stubGlobal('scrollTo', () => undefined); // jsdom has no layout to scroll (ScrollRestoration)
  const queryClient = createQueryClient();
  queryClient.setQueryData(ME_QUERY_KEY, me);
  const router = createMemoryRouter(routes, { initialEntries: entries, initialIndex: entries.length - 1 });
  render(
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return router;
}

const heading = () => screen.findByRole('heading', { level: 1, name: /Oops! Page not found/ });
const placesNav = () => screen.getByRole('navigation', { name: 'Where would you like to go?' });
const linkTargets = (scope: HTMLElement) =>
  within(scope)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

describe('the not-found page', () => {
  it("keeps the visitor's header (Sign In, Join Now) and offers the public pages and Home", async () => {
    renderApp(['/no-such-page'], null);
    expect((await heading()).textContent).toContain('404');
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/auth');
    expect(within(banner).getByRole('link', { name: 'Join Now' }).getAttribute('href')).toBe('/auth');
    expect(screen.getByRole('link', { name: 'Return to Home' }).getAttribute('href')).toBe('/');
    expect(linkTargets(placesNav())).toEqual([
      ['About Mithaq', '/about'],
      ['How It Works', '/how-it-works'],
      ['Success Stories', '/success-stories'],
      ['Help Center', '/faq'],
      ['Contact Us', '/contact'],
      ['Sign In or Join', '/auth'],
    ]);
    // Opened directly: Back would leave the site, so only Home is offered.
    expect(screen.queryByRole('button', { name: 'Go Back' })).toBeNull();
  });

  it("keeps a member's top bar and offers the member's screens", async () => {
    renderApp(['/no-such-page'], buildMe());
    await heading();
    const mainNav = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(mainNav).getByRole('link', { name: 'Browse' })).toBeTruthy();
    expect(linkTargets(placesNav())).toEqual([
      ['Your dashboard', '/'],
      ['Browse profiles', '/browse'],
      ['Your matches', '/matches'],
      ['Messages', '/messages'],
      ['Your profile', '/profile'],
    ]);
  });

  it('goes Back to the page the member came from', async () => {
    const router = renderApp(['/about', '/no-such-page'], null);
    await heading();
    fireEvent.click(screen.getByRole('button', { name: 'Go Back' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/about'));
  });
});
