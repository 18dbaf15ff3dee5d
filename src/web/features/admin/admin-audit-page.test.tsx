// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadNamespace } from '../../lib/i18n';
import { currentSearch, LocationProbe } from '../../test/location-probe';
import { buildMe, renderWithApp } from '../../test/render-with-app';
import { json, pending, stubApi } from '../../test/stub-api';
import { AdminAuditPage } from './admin-audit-page';
import { buildAuditEntry, buildAuditPage } from './admin-test-data';
import { readChanges } from './audit/audit-changes';

type Handler = Parameters<typeof stubApi>[0][string];
const ADMIN = buildMe({ role: 'admin', user: { ...buildMe().user, id: 'admin-1' } });

beforeAll(async () => {
  await loadNamespace('admin', { en: () => import('./i18n/en.json') });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderPage(audit: Handler, path = '/admin/audit') {
  const spy = stubApi({ 'GET /api/admin/audit': audit });
  const view = renderWithApp(
    <>
      <AdminAuditPage />
      <LocationProbe />
    </>,
    { me: ADMIN, path, routePath: '/admin/audit' },
  );
  return { spy, view };
}

const lastAuditCall = (spy: ReturnType<typeof stubApi>) =>
  spy.mock.calls
    .map(([url]) => new URL(String(url), 'http://localhost'))
    .filter((url) => url.pathname === '/api/admin/audit')
    .at(-1)?.searchParams;

const ENTRIES = [
  buildAuditEntry({ id: 3, created_at: '2026-03-05T12:00:00.000Z' }),
  buildAuditEntry({
    id: 2,
    action: 'user.suspended',
    target: { id: 'u-2', email: 'omar@example.com' },
    details: { reason: 'Spam messages' },
  }),
  buildAuditEntry({ id: 1, action: 'moderation.decided', target: null, details: {} }),
];

describe('AdminAuditPage', () => {
  it('shows a loading state, then the entries in the order the server gives (newest first)', async () => {
    const { spy } = renderPage(() => json(buildAuditPage(ENTRIES)));
    const list = await screen.findByRole('list', { name: 'Staff actions' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(within(items[0]!).getByText('Role changed')).toBeTruthy();
    expect(within(items[0]!).getByText(/^Mar 5, 2026, \d+:\d\d [AP]M$/)).toBeTruthy();
    // What changed, before -> after.
    const changed = within(items[0]!).getByRole('group', { name: 'What changed' });
    expect(changed.textContent).toBe('What changedrole:user→changed tomoderator');
    expect(within(items[0]!).getByText('amina@example.com')).toBeTruthy();
    expect(within(items[1]!).getByText('User suspended')).toBeTruthy();
    expect(within(items[1]!).getByText('Spam messages')).toBeTruthy();
    // An action a later feature adds shows its own name; an entry with no member or details says so.
    expect(within(items[2]!).getByText('moderation.decided')).toBeTruthy();
    expect(within(items[2]!).getByText('No member')).toBeTruthy();
    expect(within(items[2]!).getByText('No details recorded')).toBeTruthy();
    expect(lastAuditCall(spy)?.toString()).toBe('');
  });

  it('says so while loading', async () => {
    renderPage(pending);
    expect(await screen.findByText('Loading the audit trail...')).toBeTruthy();
  });

  it('has an empty state', async () => {
    renderPage(() => json(buildAuditPage([])));
    expect(await screen.findByText('No staff actions recorded yet')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Audit trail pages' })).toBeNull();
  });

  it('filters by action, actor and target through the URL and the request', async () => {
    const { spy, view } = renderPage(() => json(buildAuditPage(ENTRIES)));
    await screen.findByRole('list', { name: 'Staff actions' });
    fireEvent.change(screen.getByRole('combobox', { name: 'Action' }), { target: { value: 'role.changed' } });
    await waitFor(() => expect(lastAuditCall(spy)?.get('action')).toBe('role.changed'));
    fireEvent.click(screen.getAllByRole('button', { name: 'Only actions by admin@mithaq.test' })[0]!);
    await waitFor(() => expect(lastAuditCall(spy)?.get('actor')).toBe('admin-1'));
    fireEvent.click(screen.getByRole('button', { name: 'Only actions on omar@example.com' }));
    await waitFor(() => expect(lastAuditCall(spy)?.get('target')).toBe('u-2'));
    expect(Object.fromEntries(currentSearch(view))).toEqual({
      action: 'role.changed',
      actor: 'admin-1',
      target: 'u-2',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Remove filter On: omar@example.com' }));
    await waitFor(() => expect(currentSearch(view).get('target')).toBeNull());
    expect(screen.queryByRole('button', { name: /Remove filter On/ })).toBeNull();
  });

  it('says when filters match nothing, and clears them', async () => {
    const { spy } = renderPage(() => json(buildAuditPage([])), '/admin/audit?target=u-9');
    expect(await screen.findByText('No staff actions match your current filters')).toBeTruthy();
    expect(lastAuditCall(spy)?.get('target')).toBe('u-9');
    fireEvent.click(screen.getByRole('button', { name: 'Clear Filters' }));
    await waitFor(() => expect(lastAuditCall(spy)?.get('target')).toBeNull());
  });

  it('pages with has_more: Older asks for page 2, Newer goes back', async () => {
    const { spy } = renderPage(() => json(buildAuditPage(ENTRIES, { has_more: true })));
    await screen.findByText('Page 1');
    expect((screen.getByRole('button', { name: 'Newer' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Older' }));
    await waitFor(() => expect(lastAuditCall(spy)?.get('page')).toBe('2'));
  });

  it("says 'Failed to load the audit trail' with a retry", async () => {
    renderPage(() => json({ error: { code: 'INTERNAL', message: 'boom' } }, 500));
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert.textContent).toContain('Failed to load the audit trail');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('passes axe', async () => {
    const { view } = renderPage(() => json(buildAuditPage(ENTRIES, { has_more: true })));
    await screen.findByRole('list', { name: 'Staff actions' });
    const results = await axe.run(view.container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  });
});

describe('readChanges', () => {
  it('reads a change as before → after, and something made as its values alone', () => {
    expect(readChanges({ before: { role: 'user' }, after: { role: 'admin' } })).toEqual([
      { field: 'role', before: 'user', after: 'admin', kind: 'change' },
    ]);
    expect(readChanges({ plan_id: 'gold-1', before: null, after: { name: 'Gold' } })).toEqual([
      { field: 'name', value: 'Gold', kind: 'detail' },
      { field: 'plan_id', value: 'gold-1', kind: 'detail' },
    ]);
  });
});
