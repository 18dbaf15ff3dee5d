// @vitest-environment jsdom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ME_QUERY_KEY } from '../lib/api-client';
import { createQueryClient } from '../lib/query-client';
import { FakeSocket } from '../test/fake-socket';
import { buildMe } from '../test/render-with-app';
import { json, pending, stubApi } from '../test/stub-api';
import { Providers } from './providers';
import { routes } from './router';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the /admin/membership route', () => {
  it("opens 'Membership Management' inside the admin layout, with its breadcrumb and the tab from the URL", async () => {
    stubApi({ 'GET /api/menus/header': () => json({ menu: null }), 'GET /api/admin/plans': pending });
    const sockets: string[] = [];
    // The session's realtime socket: the test ends only once its client has loaded and connected.
    vi.stubGlobal(
      'WebSocket',
      class extends FakeSocket {
        constructor(url: string) {
          super(url);
          sockets.push(url);
        }
      },
    );
    vi.stubGlobal('scrollTo', () => undefined);
    const queryClient = createQueryClient();
    queryClient.setQueryData(ME_QUERY_KEY, buildMe({ role: 'admin' }));
    const router = createMemoryRouter(routes, { initialEntries: ['/admin/membership?tab=plans'] });
    render(
      <Providers queryClient={queryClient}>
        <RouterProvider router={router} />
      </Providers>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Membership Management' })).toBeTruthy();
    const crumbs = within(screen.getByRole('navigation', { name: 'Breadcrumb' }))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(crumbs).toEqual(['Admin', 'Membership']);
    expect(screen.getByRole('tab', { name: 'Plans' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('link', { name: 'View Site' }).getAttribute('href')).toBe('/');
    await waitFor(() => expect(sockets).toHaveLength(1));
  });
});
