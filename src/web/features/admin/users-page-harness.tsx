import type { TAdminUser } from '../../../shared/admin/admin-contract';
import { loadNamespace } from '../../lib/i18n';
import { buildMe, renderWithApp } from '../../test/render-with-app';
import { json, stubApi } from '../../test/stub-api';
import { AdminUsersPage } from './admin-users-page';
import { buildUsersPage } from './admin-test-data';

// What the /admin/users tests share: the admin signed in, the page rendered over a stubbed server.

export type Handler = Parameters<typeof stubApi>[0][string];

export const ADMIN_ME = buildMe({ role: 'admin', user: { ...buildMe().user, id: 'admin-1' } });

export const loadAdminTexts = () => loadNamespace('admin', { en: () => import('./i18n/en.json') });

/** The server's list: what GET answers now (a test changes `server.rows` to play the server's side). */
export function renderUsersPage(rows: TAdminUser[], extra: Record<string, Handler>) {
  const server = { rows };
  const spy = stubApi({
    'GET /api/admin/users': () => json(buildUsersPage(server.rows)),
    'GET /api/membership/plans': () => json({ plans: [] }),
    ...extra,
  });
  renderWithApp(<AdminUsersPage />, { me: ADMIN_ME, path: '/admin/users', routePath: '/admin/users' });
  return { spy, server };
}
