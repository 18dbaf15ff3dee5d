// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TAdminStats } from '../../../shared/admin/admin-stats-contract';
import { loadNamespace } from '../../lib/i18n';
import { buildMe, renderWithApp } from '../../test/render-with-app';
import { json, pending, stubApi } from '../../test/stub-api';
import { AdminHomePage } from './admin-home-page';
import { buildEmptyStats, buildStats } from './dashboard/dashboard-test-data';

beforeAll(async () => {
  await loadNamespace('admin', { en: () => import('./i18n/en.json') });
  // The page loads recharts lazily; loading it here keeps its first compile out of a test's time limit.
  await import('./dashboard/charts/dashboard-chart-view');
}, 30_000);

beforeEach(() => {
  // jsdom has no ResizeObserver; recharts' responsive container needs one.
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

type Handler = Parameters<typeof stubApi>[0][string];
const ADMIN = buildMe({ role: 'admin' });

function renderPage(stats: Handler) {
  const spy = stubApi({ 'GET /api/admin/stats': stats });
  renderWithApp(<AdminHomePage />, { me: ADMIN, path: '/admin' });
  return spy;
}
const answer = (stats: TAdminStats) => () => json(stats);
const card = (name: string) => screen.findByRole('group', { name });
const figure = (caption: string) =>
  screen.getAllByRole('figure').find((f) => f.textContent?.startsWith(caption))!;

describe('AdminHomePage', () => {
  it("is titled 'Dashboard' and shows placeholders while the figures are measured", async () => {
    renderPage(pending);
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy();
    expect(await screen.findByText('Loading the dashboard...')).toBeTruthy();
    expect(screen.getByRole('status')).toBeTruthy();
  });

  it('shows each figure the server measured', async () => {
    renderPage(answer(buildStats()));
    const members = await card('Total Members');
    expect(within(members).getByText('1,234')).toBeTruthy();
    expect(within(members).getByText('56 new this month')).toBeTruthy();
    expect(within(await card('Active Subscriptions')).getByText('78')).toBeTruthy();
    const revenue = await card('Revenue This Month');
    expect(within(revenue).getByText('$2,499.50')).toBeTruthy();
    expect(within(revenue).getByText('2 completed payments')).toBeTruthy();
    const posts = await card('Blog Posts');
    expect(within(posts).getByText('4')).toBeTruthy();
    for (const text of ['2 published', '1 draft', '1 scheduled', '0 private'])
      expect(within(posts).getByText(text)).toBeTruthy();
    const pages = await card('CMS Pages');
    expect(within(pages).getByText('3')).toBeTruthy();
    expect(within(pages).queryByText(/scheduled/)).toBeNull();
    expect(within(pages).getByText('2 private')).toBeTruthy();
  });

  it('lists the system status as measured', async () => {
    renderPage(answer(buildStats()));
    expect(await screen.findByText('Operational')).toBeTruthy();
    expect(screen.getByText('Reachable, 0.42 ms (pglite)')).toBeTruthy();
    expect(screen.getByText('No SMTP_URL set: mail is written to the outbox folder')).toBeTruthy();
    expect(screen.getByText('Open sockets here: 0 · members online: 0 · live instances: 1')).toBeTruthy();
    expect(screen.getByText('Nothing pending')).toBeTruthy();
  });

  it('says what needs attention: mail that cannot leave, jobs that are overdue', async () => {
    const stats = buildStats();
    renderPage(
      answer({
        ...stats,
        system: {
          ...stats.system,
          overall: 'degraded',
          mail: { transport: 'smtp', ok: false, checked_at: stats.generated_at, detail: 'ESOCKET: refused' },
          realtime: { sockets_here: null, members_online: 3, instances: 2 },
          jobs: {
            renewals_due: 1,
            memberships_to_end: 2,
            checkouts_to_expire: 0,
            oldest_due_at: '2026-03-09T00:00:00.000Z',
            behind: true,
          },
        },
      }),
    );
    expect(await screen.findByText('Needs attention')).toBeTruthy();
    expect(screen.getByText('SMTP server not answering: ESOCKET: refused')).toBeTruthy();
    expect(
      screen.getByText('No socket server on this instance · members online: 3 · live instances: 2'),
    ).toBeTruthy();
    expect(
      screen.getByText(/^1 renewals, 2 memberships to end, 0 checkouts to expire\. Overdue since/),
    ).toBeTruthy();
    expect(screen.getAllByText('Problem')).toHaveLength(2);
  });

  it('lists recent activity, staff actions and sign-ups, newest first', async () => {
    renderPage(answer(buildStats()));
    const activity = (await screen.findByRole('heading', { name: 'Recent Activity' })).parentElement!;
    const items = within(activity).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual([
      'Fatima Khan joined',
      'admin@mithaq.test changed a role: yusuf@example.com',
      'admin@mithaq.test updated a plan',
    ]);
    expect(within(items[0]!).getByText('fatima@example.com')).toBeTruthy();
    expect(items[0]!.querySelector('time')?.getAttribute('dateTime')).toBe('2026-03-10T07:30:00.000Z');
  });

  it('charts sign-ups per day and revenue per month, each value also listed for screen readers', async () => {
    renderPage(answer(buildStats()));
    await card('Total Members');
    const signups = within(figure('Sign-ups per Day')).getAllByRole('listitem');
    expect(signups).toHaveLength(30);
    expect(signups[0]!.textContent).toBe('Feb 9: 1 sign-ups');
    expect(signups[1]!.textContent).toBe('Feb 10: 0 sign-ups');
    expect(signups[29]!.textContent).toBe('Mar 10: 2 sign-ups');
    const revenue = within(figure('Revenue per Month')).getAllByRole('listitem');
    expect(revenue).toHaveLength(12);
    expect(revenue[0]!.textContent).toBe('Apr 2025: $0.00');
    expect(revenue[10]!.textContent).toBe('Feb 2026: $49.99');
    expect(revenue[11]!.textContent).toBe('Mar 2026: $2,499.50');
  });

  it("links to the spec's admin screens", async () => {
    renderPage(answer(buildStats()));
    const links = within((await screen.findByRole('heading', { name: 'Quick Links' })).parentElement!);
    const hrefs = Object.fromEntries(
      links.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]),
    );
    expect(hrefs).toEqual({
      Users: '/admin/users',
      Membership: '/admin/membership',
      CMS: '/admin/cms',
      'New Post': '/admin/cms/posts/new',
      'New Page': '/admin/cms/pages/new',
      Media: '/admin/cms/media',
      Menus: '/admin/cms/menus',
    });
  });

  it('shows zeros, not made-up numbers, when there is nothing yet', async () => {
    renderPage(answer(buildEmptyStats()));
    expect(within(await card('Total Members')).getByText('0 new this month')).toBeTruthy();
    expect(within(await card('Revenue This Month')).getByText('$0.00')).toBeTruthy();
    expect(within(await card('Revenue This Month')).getByText('0 completed payments')).toBeTruthy();
    expect(screen.getByText('No activity yet')).toBeTruthy();
    const signups = within(figure('Sign-ups per Day')).getAllByRole('listitem');
    expect(signups.every((item) => item.textContent?.endsWith(': 0 sign-ups'))).toBe(true);
  });

  it('offers Retry when the figures fail to load', async () => {
    let calls = 0;
    renderPage(() => {
      calls += 1;
      return calls === 1 ? json({ error: { code: 'BAD_REQUEST', message: 'x' } }, 400) : json(buildStats());
    });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Could not load the dashboard figures.')).toBeTruthy();
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await card('Total Members')).toBeTruthy();
    expect(calls).toBe(2);
  });
});
