// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ANALYTICS_TEXTS, type TAnalytics } from '../../../shared/analytics/analytics-contract';
import { loadNamespace } from '../../lib/i18n';
import { buildMe, renderWithApp } from '../../test/render-with-app';
import { json, pending, stubApi } from '../../test/stub-api';
import { AnalyticsPage } from './analytics-page';
import { buildAnalytics, buildEmptyAnalytics, buildViewersPage } from './analytics-test-data';

vi.mock('sonner', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

beforeAll(async () => {
  await loadNamespace('analytics', { en: () => import('./i18n/en.json') });
  // The page loads recharts lazily; loading it here keeps its first compile out of a test's time limit.
  await import('./charts/bar-chart-view');
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
  vi.clearAllMocks();
  vi.unstubAllGlobals();
});

type Handler = Parameters<typeof stubApi>[0][string];

function renderPage(analytics: Handler, extra: Record<string, Handler> = {}, path = '/profile-analytics') {
  const spy = stubApi({
    'GET /api/analytics': analytics,
    'GET /api/analytics/viewers': () => json(buildViewersPage([])),
    ...extra,
  });
  renderWithApp(<AnalyticsPage />, { me: buildMe(), path, routePath: '/profile-analytics' });
  return spy;
}

const answer = (analytics: TAnalytics) => () => json(analytics);
const card = (name: string) => screen.findByRole('group', { name });
const urlsOf = (spy: ReturnType<typeof stubApi>, path: string) =>
  spy.mock.calls
    .map(([url]) => new URL(String(url), 'http://localhost'))
    .filter((url) => url.pathname === path);

describe('AnalyticsPage', () => {
  it("says 'Loading your analytics...' and asks for 7 days in the browser's time zone", async () => {
    const spy = renderPage(pending);
    expect(await screen.findByText(ANALYTICS_TEXTS.loading)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' }).getAttribute('href')).toBe('/');
    const [url] = urlsOf(spy, '/api/analytics');
    expect(url?.searchParams.get('period')).toBe('7d');
    expect(url?.searchParams.get('tz')).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    const select = screen.getByRole('combobox', { name: 'Period' }) as HTMLSelectElement;
    expect(select.value).toBe('7d');
    expect([...select.options].map((option) => option.text)).toEqual([
      '24h',
      '7 days',
      '30 days',
      'All time',
    ]);
  });

  it('shows the four figures with their growth, and the completion warning', async () => {
    renderPage(answer(buildAnalytics()));
    const total = await card('Total Views');
    expect(within(total).getByText('42')).toBeTruthy();
    expect(within(total).getByText('+12% vs last period')).toBeTruthy();
    expect(within(await card('Unique Viewers')).getByText('-5% vs last period')).toBeTruthy();
    expect(within(await card('This Week')).getByText('0% vs last period')).toBeTruthy();
    const duration = await card('Avg. Duration (minutes)');
    expect(within(duration).getByText('3.5')).toBeTruthy();
    expect(within(duration).getByText('+8% vs last period')).toBeTruthy();

    expect(screen.getByText(ANALYTICS_TEXTS.completionWarning)).toBeTruthy();
    expect(screen.getByText('Your profile is 70% complete.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Complete Profile' }).getAttribute('href')).toBe(
      '/complete-profile',
    );
  });

  it('says honestly when there is nothing to compare, and shows no duration it did not measure', async () => {
    renderPage(
      answer(
        buildAnalytics({
          period: 'all',
          viewsGrowth: null,
          uniqueViewersGrowth: null,
          weeklyGrowth: null,
          weeklyViews: 0,
          avgDuration: null,
          durationGrowth: null,
          profileCompletion: 100,
        }),
      ),
      {},
      '/profile-analytics?period=all',
    );
    expect(within(await card('Total Views')).getByText('No earlier period to compare')).toBeTruthy();
    expect(within(await card('Unique Viewers')).getByText('No earlier period to compare')).toBeTruthy();
    // This Week always compares with the week before: none then and none now.
    expect(within(await card('This Week')).getByText('Nothing to compare yet')).toBeTruthy();
    const duration = await card('Avg. Duration (minutes)');
    expect(within(duration).getByText('—')).toBeTruthy();
    expect(within(duration).getByText('No time measured yet')).toBeTruthy();
    expect(screen.queryByText(/vs last period/)).toBeNull();
    expect(screen.queryByText(ANALYTICS_TEXTS.completionWarning)).toBeNull();
  });

  it("reads 'New' when the previous period had none but this one has some", async () => {
    renderPage(answer(buildAnalytics({ viewsGrowth: null, uniqueViewersGrowth: null })));
    expect(within(await card('Total Views')).getByText('New: none last period')).toBeTruthy();
    expect(within(await card('Unique Viewers')).getByText('New: none last period')).toBeTruthy();
  });

  it('asks again for the period chosen', async () => {
    const spy = renderPage(answer(buildAnalytics()));
    await card('Total Views');
    fireEvent.change(screen.getByRole('combobox', { name: 'Period' }), { target: { value: '30d' } });
    await waitFor(() =>
      expect(urlsOf(spy, '/api/analytics').map((url) => url.searchParams.get('period'))).toContain('30d'),
    );
    await waitFor(() =>
      expect(urlsOf(spy, '/api/analytics/viewers').at(-1)?.searchParams.get('period')).toBe('30d'),
    );
  });

  it('offers Retry when the figures fail to load', async () => {
    let calls = 0;
    renderPage(() => {
      calls += 1;
      return calls === 1
        ? json({ error: { code: 'BAD_REQUEST', message: 'x' } }, 400)
        : json(buildAnalytics());
    });
    const alert = await screen.findByRole('alert');
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await card('Total Views')).toBeTruthy();
  });

  it('shows every empty state of the spec when nothing was viewed yet', async () => {
    renderPage(answer(buildEmptyAnalytics()));
    expect(await screen.findByText(ANALYTICS_TEXTS.noViewers)).toBeTruthy();
    expect(screen.getByText(ANALYTICS_TEXTS.noViewersHint)).toBeTruthy();
    expect(screen.getByText('Recent Viewers (0)')).toBeTruthy();

    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Demographics' }));
    expect(await screen.findByText(ANALYTICS_TEXTS.noDemographics)).toBeTruthy();
    expect(screen.getByText(ANALYTICS_TEXTS.noTimings)).toBeTruthy();

    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Locations' }));
    expect(await screen.findByText(ANALYTICS_TEXTS.noLocations)).toBeTruthy();
    expect(screen.getByText(ANALYTICS_TEXTS.noGeography)).toBeTruthy();

    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Optimization' }));
    expect(await screen.findByText(ANALYTICS_TEXTS.noTips)).toBeTruthy();
    // The Quick Win claims are static: they show with or without tips.
    expect(screen.getByText(ANALYTICS_TEXTS.photosClaim)).toBeTruthy();
  });

  it('shows the ages and hours as charts with their values as text', async () => {
    renderPage(answer(buildAnalytics()), {}, '/profile-analytics?tab=demographics');
    const panel = await screen.findByRole('tabpanel', { name: 'Demographics' });
    expect(within(panel).getByRole('heading', { name: 'Age Distribution' })).toBeTruthy();
    expect(within(panel).getByText('25-29: 8 viewers (47%)')).toBeTruthy();
    expect(within(panel).getByText('40+: 0 viewers (0%)')).toBeTruthy();
    // Hours in the order of the day, labelled as a clock reads.
    const hours = within(panel)
      .getAllByText(/views \(\d+%\)$/)
      .map((item) => item.textContent);
    expect(hours).toEqual(['9 AM: 6 views (14%)', '9 PM: 10 views (24%)']);
    // The pictures themselves come with recharts, loaded for this tab.
    await waitFor(() => expect(panel.querySelectorAll('.recharts-responsive-container')).toHaveLength(2));
  });

  it('ranks the locations and sums up the geography', async () => {
    renderPage(answer(buildAnalytics()), {}, '/profile-analytics?tab=locations');
    const panel = await screen.findByRole('tabpanel', { name: 'Locations' });
    const rows = within(panel).getAllByRole('listitem');
    expect(rows[0]?.textContent).toContain('Rank 1');
    expect(rows[0]?.textContent).toContain('Ontario, Canada');
    expect(rows[0]?.textContent).toContain('9 viewers · 53%');
    expect(rows[1]?.textContent).toContain('London, United Kingdom');
    const insight = (label: string) => within(panel).getByText(label).nextElementSibling?.textContent;
    expect(insight('Different locations')).toBe('4');
    expect(insight('Most popular region')).toBe('Canada');
    expect(insight('Total viewers')).toBe('17');
  });

  it('lists the tips with their priority and the Quick Win claims', async () => {
    renderPage(answer(buildAnalytics()), {}, '/profile-analytics?tab=optimization');
    const panel = await screen.findByRole('tabpanel', { name: 'Optimization' });
    const tip = within(panel).getByRole('heading', { name: 'Add More Photos' }).closest('li');
    expect(tip?.textContent).toContain('High priority');
    expect(within(panel).getByRole('heading', { name: 'Stay Active' }).closest('li')?.textContent).toContain(
      'Low priority',
    );
    const quickWin = within(panel).getByRole('region', { name: 'Quick Win' });
    expect(within(quickWin).getByText(ANALYTICS_TEXTS.photosClaim)).toBeTruthy();
    expect(within(quickWin).getByText(ANALYTICS_TEXTS.greetingClaim)).toBeTruthy();
  });

  it('moves between the tabs with the arrow keys', async () => {
    renderPage(answer(buildAnalytics()));
    const viewers = await screen.findByRole('tab', { name: 'Recent Viewers' });
    expect(viewers.getAttribute('aria-selected')).toBe('true');
    viewers.focus();
    fireEvent.keyDown(viewers, { key: 'ArrowRight' });
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'Demographics' }).getAttribute('aria-selected')).toBe('true'),
    );
    // From the first tab, Left wraps round to the last.
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Demographics' }), { key: 'ArrowLeft' });
    fireEvent.keyDown(viewers, { key: 'ArrowLeft' });
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'Optimization' }).getAttribute('aria-selected')).toBe('true'),
    );
  });
});
