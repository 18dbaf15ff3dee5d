import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { TAnalytics } from '../../src/shared/analytics/analytics-contract.ts';
import { createMember, type MemberProfile } from './api-members.ts';
import { subscribe } from './api-membership.ts';
import { E2E_URL } from './env.ts';
import { expectAccessible, snap } from './support.ts';

// Issue 20's journey: Basma has had no visitors; Bilal opens her profile twice (one visit) and stays a
// few seconds, which his page reports when he leaves; she sees one unique viewer, the visit and its
// time, and Bilal listed with Send Interest. Bilal then pays for Elite, turns incognito on, comes back
// an hour later (the server's clock moves, TEST_CLOCK), and nothing changes for Basma.
const run = Date.now().toString(36).slice(-4);
const basma: MemberProfile = {
  full_name: `Basma Qadri ${run}`,
  date_of_birth: '1996-03-12',
  gender: 'female',
  marital_status: 'single',
  current_country: 'United Kingdom',
};
const bilal: MemberProfile = {
  full_name: `Bilal Hashmi ${run}`,
  date_of_birth: '1993-08-21',
  gender: 'male',
  marital_status: 'single',
  current_state: 'Ontario',
  current_country: 'Canada',
};

async function analyticsOf(request: APIRequestContext): Promise<TAnalytics> {
  const answer = await request.get('/api/analytics?period=7d');
  expect(answer.status(), await answer.text()).toBe(200);
  return (await answer.json()) as TAnalytics;
}

const figure = (page: Page, name: string) => page.getByRole('group', { name, exact: true });

async function visit(page: Page, userId: string, seconds: number) {
  await page.goto(`/profile/${userId}`);
  await expect(page.getByRole('heading', { name: basma.full_name })).toBeVisible();
  await page.waitForTimeout(seconds * 1000);
}

test('analytics: a visit is counted once with its time, and an incognito visit not at all', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const herContext = await browser.newContext({ baseURL: E2E_URL });
  const her = await herContext.newPage();
  const { userId: basmaId } = await createMember(her.request, basma);
  await createMember(page.request, bilal); // the page is Bilal's

  await her.goto('/profile-analytics');
  await expect(her.getByRole('heading', { name: 'Profile Analytics', level: 1 })).toBeVisible();
  await expect(her.getByText('No viewers yet')).toBeVisible();
  await expect(her.getByText('Complete your profile to start attracting viewers')).toBeVisible();
  await expectAccessible(her);
  await snap(her, 'analytics-empty');

  // Two opens a moment apart are one visit; the page reports its visible time when he leaves.
  await visit(page, basmaId, 1);
  await page.reload();
  await expect(page.getByRole('heading', { name: basma.full_name })).toBeVisible();
  await page.waitForTimeout(5000);
  await page.goto('/');
  await expect
    .poll(async () => (await analyticsOf(her.request)).avgDuration ?? 0, { timeout: 15_000 })
    .toBeGreaterThan(0);
  const after = await analyticsOf(her.request);
  expect(after).toMatchObject({ totalViews: 1, uniqueViewers: 1, weeklyViews: 1 });

  await her.reload();
  await expect(figure(her, 'Total Views').getByText('1', { exact: true })).toBeVisible();
  await expect(figure(her, 'Unique Viewers').getByText('1', { exact: true })).toBeVisible();
  const row = her.getByRole('listitem').filter({ hasText: bilal.full_name });
  await expect(row).toBeVisible();
  await expect(row.getByText('Ontario, Canada')).toBeVisible();
  await expect(row.getByRole('button', { name: `Send Interest to ${bilal.full_name}` })).toBeVisible();
  await expectAccessible(her);
  await snap(her, 'analytics-viewers');
  for (const tab of ['Demographics', 'Locations', 'Optimization']) {
    await her.getByRole('tab', { name: tab }).click();
    await expect(her.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
    await expectAccessible(her);
    await snap(her, `analytics-${tab.toLowerCase()}`);
  }

  // Elite includes incognito browsing; he turns it on where the plan's perks are.
  await subscribe(page.request, 'elite-monthly');
  await page.goto('/membership');
  const incognito = page.getByRole('switch', { name: 'Incognito browsing' });
  await incognito.click();
  await expect(incognito).toBeChecked();
  // An hour later, so a recorded open would be a new visit.
  const moved = await page.request.post('/api/test/clock', {
    data: { advance_seconds: 3600 },
    headers: { origin: E2E_URL },
  });
  expect(moved.status(), await moved.text()).toBe(200);
  await visit(page, basmaId, 2);
  await page.goto('/');

  const unchanged = await analyticsOf(her.request);
  expect(unchanged).toMatchObject({ totalViews: 1, uniqueViewers: 1, avgDuration: after.avgDuration });
  await her.reload();
  await her.getByRole('tab', { name: 'Recent Viewers' }).click();
  await expect(her.getByRole('listitem').filter({ hasText: bilal.full_name })).toHaveCount(1);
  await expect(
    her.getByRole('listitem').filter({ hasText: bilal.full_name }).getByText('1 view', { exact: true }),
  ).toBeVisible();
  await herContext.close();

  // Elite makes him a Featured member on every woman's /browse: later journeys expect none, so his
  // plan ends (cancelled, then the clock past the month and its renewal slack; the sweep ends it).
  const { membership } = (await (await page.request.get('/api/membership/me')).json()) as {
    membership: { id: string } | null;
  };
  const cancelled = await page.request.post('/api/membership/cancel', {
    data: { membershipId: membership?.id },
    headers: { origin: E2E_URL },
  });
  expect(cancelled.status(), await cancelled.text()).toBe(200);
  const later = await page.request.post('/api/test/clock', {
    data: { advance_seconds: 40 * 86_400 },
    headers: { origin: E2E_URL },
  });
  expect(later.status(), await later.text()).toBe(200);
  const after40Days = (await (await page.request.get('/api/membership/me')).json()) as {
    membership: unknown;
  };
  expect(after40Days.membership).toBeNull();
});
