// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ADMIN_TEXTS, ADMIN_USER_FALLBACKS } from '../../../shared/admin/admin-contract';
import { loadNamespace } from '../../lib/i18n';
import { currentSearch, LocationProbe } from '../../test/location-probe';
import { buildMe, renderWithApp } from '../../test/render-with-app';
import { json, pending, stubApi } from '../../test/stub-api';
import { AdminUsersPage } from './admin-users-page';
import { buildAdminUser, buildUsersPage } from './admin-test-data';

vi.mock('sonner', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

type Handler = Parameters<typeof stubApi>[0][string];
const ADMIN = buildMe({ role: 'admin', user: { ...buildMe().user, id: 'admin-1' } });
const PLANS = {
  plans: [
    { id: 'free', name: 'Free', price_cents: 0 },
    { id: 'plan-premium', name: 'Premium', price_cents: 1999 },
  ],
};

beforeAll(async () => {
  await loadNamespace('admin', { en: () => import('./i18n/en.json') });
});

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  vi.unstubAllGlobals();
});

function renderPage(users: Handler, path = '/admin/users') {
  const spy = stubApi({
    'GET /api/admin/users': users,
    'GET /api/membership/plans': () => json(PLANS),
  });
  const view = renderWithApp(
    <>
      <AdminUsersPage />
      <LocationProbe />
    </>,
    { me: ADMIN, path, routePath: '/admin/users' },
  );
  return { spy, view };
}

const usersCalls = (spy: ReturnType<typeof stubApi>) =>
  spy.mock.calls
    .map(([url]) => new URL(String(url), 'http://localhost'))
    .filter((url) => url.pathname === '/api/admin/users');
const lastUsersCall = (spy: ReturnType<typeof stubApi>) => usersCalls(spy).at(-1)?.searchParams;

describe('AdminUsersPage', () => {
  it("shows a skeleton with 'Loading users...' while the first page loads", async () => {
    renderPage(pending);
    const loading = await screen.findByText('Loading users...');
    expect(loading.closest('[role="status"]')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it("renders the spec's columns and fallbacks, dates in en-US", async () => {
    renderPage(() =>
      json(
        buildUsersPage([
          buildAdminUser(),
          buildAdminUser({
            id: 'u-2',
            full_name: null,
            email: null,
            last_sign_in_at: null,
            plan: { id: 'free', name: '' },
            membership_status: 'none',
            role: 'moderator',
          }),
        ]),
      ),
    );
    const table = await screen.findByRole('table', { name: 'Users' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).toEqual(['Name', 'Email', 'Joined', 'Last login', 'Plan', 'Role', 'Actions']);
    const [, first, second] = within(table).getAllByRole('row');
    expect(within(first!).getByText('Amina Khan')).toBeTruthy();
    expect(within(first!).getByText('Mar 4, 2026')).toBeTruthy();
    expect(within(first!).getByText(/^Mar 10, 2026, \d+:\d\d [AP]M$/)).toBeTruthy();
    expect(within(first!).getByText('Premium')).toBeTruthy();
    expect(within(second!).getByRole('rowheader').textContent).toBe(ADMIN_USER_FALLBACKS.name);
    expect(within(second!).getByText(ADMIN_USER_FALLBACKS.email)).toBeTruthy();
    expect(within(second!).getByText(ADMIN_USER_FALLBACKS.lastSignIn)).toBeTruthy();
    expect(within(second!).getByText(ADMIN_USER_FALLBACKS.plan)).toBeTruthy();
    expect(within(second!).getByText(ADMIN_USER_FALLBACKS.status)).toBeTruthy();
    // 'Not tracked' only where there has never been a sign-in.
    expect(within(first!).queryByText(ADMIN_USER_FALLBACKS.lastSignIn)).toBeNull();
    expect(screen.getByText('2 users')).toBeTruthy();
  });

  it('reads the filters from the URL into the request', async () => {
    const { spy } = renderPage(
      () => json(buildUsersPage([buildAdminUser()])),
      '/admin/users?search=amina&role=moderator&plan=free&status=none&joinedFrom=2026-01-01&joinedTo=2026-02-01&sort=name_asc&page=2&bogus=1',
    );
    await screen.findByRole('table');
    expect(Object.fromEntries(lastUsersCall(spy)!)).toEqual({
      search: 'amina',
      role: 'moderator',
      plan: 'free',
      status: 'none',
      joinedFrom: '2026-01-01',
      joinedTo: '2026-02-01',
      sort: 'name_asc',
      page: '2',
    });
    expect((screen.getByRole('combobox', { name: 'Role' }) as HTMLSelectElement).value).toBe('moderator');
    expect((screen.getByRole('searchbox', { name: 'Search users' }) as HTMLInputElement).value).toBe('amina');
    const nameHeader = screen.getByRole('columnheader', { name: /Name/ });
    expect(nameHeader.getAttribute('aria-sort')).toBe('ascending');
  });

  it('writes each filter to the URL and the request, back on page 1; the search after a pause', async () => {
    const { spy, view } = renderPage(() => json(buildUsersPage([buildAdminUser()])), '/admin/users?page=3');
    await screen.findByRole('table');
    fireEvent.change(screen.getByRole('combobox', { name: 'Role' }), { target: { value: 'admin' } });
    await waitFor(() => expect(lastUsersCall(spy)?.get('role')).toBe('admin'));
    expect(lastUsersCall(spy)?.get('page')).toBeNull();
    await waitFor(() => expect(screen.getByRole('option', { name: 'Premium' })).toBeTruthy());
    fireEvent.change(screen.getByRole('combobox', { name: 'Plan' }), { target: { value: 'plan-premium' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Membership status' }), {
      target: { value: 'past_due' },
    });
    fireEvent.change(screen.getByLabelText('Joined from'), { target: { value: '2026-01-01' } });
    fireEvent.change(screen.getByLabelText('Joined to'), { target: { value: '2026-01-31' } });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search users' }), { target: { value: ' ami ' } });
    expect(currentSearch(view).get('search')).toBeNull();
    await waitFor(() => expect(lastUsersCall(spy)?.get('search')).toBe('ami'));
    const expected = {
      role: 'admin',
      plan: 'plan-premium',
      status: 'past_due',
      joinedFrom: '2026-01-01',
      joinedTo: '2026-01-31',
      search: 'ami',
    };
    expect(Object.fromEntries(lastUsersCall(spy)!)).toEqual(expected);
    expect(Object.fromEntries(currentSearch(view))).toEqual(expected);
  });

  it('sorts on the server from the header buttons, with aria-sort', async () => {
    const { spy, view } = renderPage(() => json(buildUsersPage([buildAdminUser()])));
    await screen.findByRole('table');
    expect(screen.getByRole('columnheader', { name: /Joined/ }).getAttribute('aria-sort')).toBe('descending');
    expect(screen.getByRole('columnheader', { name: /Name/ }).getAttribute('aria-sort')).toBe('none');
    fireEvent.click(screen.getByRole('button', { name: 'Email' }));
    await waitFor(() => expect(lastUsersCall(spy)?.get('sort')).toBe('email_asc'));
    expect(currentSearch(view).get('sort')).toBe('email_asc');
    expect(screen.getByRole('columnheader', { name: /Email/ }).getAttribute('aria-sort')).toBe('ascending');
    fireEvent.click(screen.getByRole('button', { name: 'Email' }));
    await waitFor(() => expect(lastUsersCall(spy)?.get('sort')).toBe('email_desc'));
    // Only these three sort on the server: no button on the others.
    expect(screen.queryByRole('button', { name: 'Plan' })).toBeNull();
  });

  it('pages on the server: Next asks for page 2', async () => {
    const { spy, view } = renderPage(() =>
      json(buildUsersPage([buildAdminUser()], { total: 60, page_size: 25 })),
    );
    await screen.findByText('Page 1 of 3');
    expect((screen.getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(lastUsersCall(spy)?.get('page')).toBe('2'));
    expect(currentSearch(view).get('page')).toBe('2');
  });

  it("says 'No users found' without filters", async () => {
    renderPage(() => json(buildUsersPage([])));
    expect(await screen.findByText(ADMIN_TEXTS.noUsers)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Clear Filters' })).toBeNull();
  });

  it("says 'No users match your current filters' and clears them", async () => {
    const { spy, view } = renderPage(
      () => json(buildUsersPage([])),
      '/admin/users?role=admin&sort=name_desc',
    );
    expect(await screen.findByText(ADMIN_TEXTS.noUsersMatch)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear Filters' }));
    await waitFor(() => expect(lastUsersCall(spy)?.get('role')).toBeNull());
    expect(Object.fromEntries(currentSearch(view))).toEqual({ sort: 'name_desc' });
  });

  it("says 'Failed to load users' and tries again", async () => {
    let fail = true;
    renderPage(() =>
      fail
        ? json({ error: { code: 'INTERNAL', message: 'boom' } }, 500)
        : json(buildUsersPage([buildAdminUser()])),
    );
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert.textContent).toContain(ADMIN_TEXTS.loadUsersFailed);
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Amina Khan')).toBeTruthy();
  });

  it('keeps the table in a labelled, focusable scroll region and passes axe', async () => {
    const { view } = renderPage(() => json(buildUsersPage([buildAdminUser()])));
    await screen.findByRole('table');
    const region = screen.getByRole('region', { name: 'Users table, scrolls sideways' });
    expect(region.getAttribute('tabindex')).toBe('0');
    expect(within(region).getByRole('table')).toBeTruthy();
    const results = await axe.run(view.container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  });
});
