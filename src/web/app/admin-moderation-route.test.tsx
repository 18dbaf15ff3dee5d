// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TMe } from '../../shared/profiles/profile-contract';
import type { TRole } from '../../shared/roles';
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

const meAs = (role: TRole): TMe =>
  buildMe({ role, user: { ...buildMe().user, id: `${role}-1`, email: `${role}@mithaq.test` } });

function renderApp(path: string, me: TMe) {
  stubApi({
    'GET /api/menus/header': () => json({ menu: null }),
    'GET /api/moderation/queue': () => json({ items: [], next_cursor: null }),
  });
  vi.stubGlobal('WebSocket', FakeSocket);
  vi.stubGlobal('scrollTo', () => undefined);
  const queryClient = createQueryClient();
  queryClient.setQueryData(ME_QUERY_KEY, me);
  render(
    <Providers queryClient={queryClient}>
      <RouterProvider router={createMemoryRouter(routes, { initialEntries: [path] })} />
    </Providers>,
  );
}

describe('the /admin/moderation route', () => {
  it.each(['moderator', 'admin'] as const)(
    'opens the queue for a %s inside the admin layout, with Moderation in the admin header',
    async (role) => {
      renderApp('/admin/moderation', meAs(role));
      expect(await screen.findByRole('heading', { level: 1, name: 'Moderation' })).toBeTruthy();
      expect(await screen.findByText('Nothing waiting. Alhamdulillah.')).toBeTruthy();
      const banner = screen.getByRole('banner');
      const nav = within(banner).getByRole('navigation', { name: 'Admin sections' });
      expect(within(nav).getByRole('link', { name: 'Moderation' }).getAttribute('href')).toBe(
        '/admin/moderation',
      );
      // A moderator's admin area is the queue: the product name leads there, not to the admins' dashboard.
      expect(within(banner).getByRole('link', { name: 'Mithaq Admin' }).getAttribute('href')).toBe(
        role === 'admin' ? '/admin' : '/admin/moderation',
      );
    },
  );

  it('still refuses a moderator the admins’ screens', async () => {
    renderApp('/admin/users', meAs('moderator'));
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeTruthy();
    expect(
      screen.getByText("You don't have permission to access this page. Required role: admin"),
    ).toBeTruthy();
  });

  it('refuses a member, naming the moderator role', async () => {
    renderApp('/admin/moderation/item-1', meAs('user'));
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeTruthy();
    expect(
      screen.getByText("You don't have permission to access this page. Required role: moderator"),
    ).toBeTruthy();
    expect(screen.queryByRole('banner')).toBeNull();
  });
});
