import { QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, Outlet, RouterProvider, type RouteObject } from 'react-router';
import '../app/i18n/register-common';
import { ME_QUERY_KEY } from '../lib/api-client';
import { AuthProvider } from '../lib/auth';
import type { Me } from '../lib/auth-api';
import { i18n } from '../lib/i18n';
import { createQueryClient } from '../lib/query-client';

type Options = {
  /** `undefined`: the session is still loading; `null`: signed out; else the /api/me answer. */
  me?: Me | null | undefined;
  path?: string;
  /** The route pattern of `ui` when it differs from the URL (e.g. '/profile/:id' at '/profile/u2'). */
  routePath?: string;
  /** Extra routes beside the one under test (e.g. the /auth target of a redirect). */
  routes?: RouteObject[];
};

/** Renders `ui` at `path` inside the same providers as the app, with the session seeded in the cache. */
export function renderWithApp(
  ui: ReactNode,
  { me, path = '/', routePath = path, routes = [] }: Options = {},
): RenderResult {
  const queryClient = createQueryClient();
  if (me !== undefined) queryClient.setQueryData(ME_QUERY_KEY, me);
  const router = createMemoryRouter(
    [
      {
        element: (
          <AuthProvider>
            <Outlet />
          </AuthProvider>
        ),
        children: [{ path: routePath, element: ui }, ...routes],
      },
    ],
    { initialEntries: [path] },
  );
  return render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

export function buildMe(overrides: Partial<Me> = {}): Me {
  return {
    user: {
      id: 'u1',
      email: 'amina@example.com',
      name: 'Amina',
      email_verified: true,
      created_at: '2024-01-01T00:00:00Z',
    },
    role: 'user',
    profile: null,
    completion: 0,
    ...overrides,
  };
}
