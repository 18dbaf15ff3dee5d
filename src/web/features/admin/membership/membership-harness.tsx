import { loadNamespace } from '../../../lib/i18n';
import { LocationProbe } from '../../../test/location-probe';
import { buildMe, renderWithApp } from '../../../test/render-with-app';
import { stubApi } from '../../../test/stub-api';
import { AdminMembershipPage } from '../admin-membership-page';

// Renders /admin/membership as the app does, for the tab tests (sonner is mocked by each test file).

export type Handlers = Parameters<typeof stubApi>[0];

export const ADMIN = buildMe({ role: 'admin', user: { ...buildMe().user, id: 'admin-1' } });

export const loadAdminCatalog = () => loadNamespace('admin', { en: () => import('../i18n/en.json') });

export function renderMembership(handlers: Handlers, path = '/admin/membership') {
  const spy = stubApi(handlers);
  const view = renderWithApp(
    <>
      <AdminMembershipPage />
      <LocationProbe />
    </>,
    { me: ADMIN, path, routePath: '/admin/membership' },
  );
  return { spy, view };
}

/** The calls made to one API path, as URLs, with their init. */
export const callsTo = (spy: ReturnType<typeof stubApi>, pathname: string, method = 'GET') =>
  spy.mock.calls
    .map(([input, init]) => ({ url: new URL(String(input), 'http://localhost'), init }))
    .filter(({ url, init }) => url.pathname === pathname && (init?.method ?? 'GET') === method);
