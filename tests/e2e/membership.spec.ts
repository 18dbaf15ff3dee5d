import { expect, request as playwrightRequest, test, type Page } from '@playwright/test';
import {
  MEMBERSHIP_TEXTS,
  SANDBOX_CARDS,
  SANDBOX_TEXTS,
} from '../../src/shared/membership/membership-contract.ts';
import { createMember, type MemberProfile } from './api-members.ts';
import { E2E_URL } from './env.ts';
import { expectAccessible, snap } from './support.ts';

// Issue 19's journey: a Free member has used her 5 contact requests, is refused the next with the
// upgrade prompt, compares the plans, reads her usage, pays for Premium in the sandbox checkout (a
// declined card first) in a new tab, is welcomed back once the webhook has started the membership,
// sends the request that was refused, cancels, keeps Premium until the period ends and is back on Free
// after it (the server's clock is moved, TEST_CLOCK). The plans are the site content's (SEED=site).
const run = Date.now().toString(36).slice(-4);
const amal: MemberProfile = {
  full_name: `Amal Rahimi ${run}`,
  date_of_birth: '1995-05-09',
  gender: 'female',
  marital_status: 'single',
  current_country: 'Canada',
};

const yusuf: MemberProfile = {
  full_name: `Yusuf Karim ${run}`,
  date_of_birth: '1992-02-14',
  gender: 'male',
  marital_status: 'single',
  current_country: 'Canada',
};
const ORIGIN = { origin: E2E_URL };
const DAY = 86_400;

async function connectTo(page: Page, userId: string) {
  await page.goto(`/profile/${userId}`);
  await page.getByRole('button', { name: 'Connect' }).click();
}

test('membership: refused at the limit, subscribe in a new tab, connect, cancel, back to Free', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const other = await playwrightRequest.newContext({ baseURL: E2E_URL });
  const { userId: yusufId } = await createMember(other, yusuf);
  await other.dispose();
  await createMember(page.request, amal); // the page is now signed in as Amal
  // Her five contact requests of the month are spent (the spec's consume-usage).
  const spent = await page.request.post('/api/membership/usage', {
    data: { featureKey: 'contact_credits', amount: 5 },
    headers: ORIGIN,
  });
  expect(spent.status(), await spent.text()).toBe(200);

  await connectTo(page, yusufId);
  const prompt = page.getByRole('alert').filter({ hasText: MEMBERSHIP_TEXTS.usageExceeded });
  await expect(prompt).toBeVisible();
  await expectAccessible(page);
  await snap(page, 'membership-upgrade-prompt');
  await prompt.getByRole('link', { name: 'See plans' }).click();
  await expect(page).toHaveURL(/\/membership$/);
  await expect(page.getByRole('heading', { name: 'Membership', level: 1 })).toBeVisible();

  const free = page.getByRole('group', { name: 'Free', exact: true });
  const premium = page.getByRole('group', { name: 'Premium', exact: true });
  await expect(free.getByText('Your current plan')).toBeVisible();
  await expect(free.getByRole('button')).toHaveCount(0);
  await expect(premium.getByText('Most Popular')).toBeVisible();
  await expect(premium.getByText('$19.99')).toBeVisible();
  await expect(premium.getByText('7 day free trial')).toBeVisible();
  await expect(premium.getByText('Unlimited messages', { exact: true })).toBeVisible();
  await expectAccessible(page);
  await snap(page, 'membership-plans');

  await page.getByRole('tab', { name: 'My Usage' }).click();
  await expect(page.getByRole('progressbar', { name: 'Contact requests: 5 of 5 used' })).toBeVisible();
  await expect(page.getByText('running low')).toBeVisible();
  await expect(page).toHaveURL(/tab=usage/);
  await expectAccessible(page);
  await snap(page, 'membership-usage');
  await page.getByRole('tab', { name: 'Available Plans' }).click();

  // The checkout opens in a new tab (spec §2), opened during the click so no popup blocker stops it.
  const popup = page.waitForEvent('popup');
  await premium.getByRole('button', { name: 'Subscribe Now' }).click();
  const checkout = await popup;
  await expect(checkout).toHaveURL(/\/checkout\/sandbox\/[^/]+$/);
  await expect(checkout.getByRole('heading', { name: 'Test mode' })).toBeVisible();
  await expect(checkout.getByText('Premium', { exact: true })).toBeVisible();
  await expectAccessible(checkout);
  await snap(checkout, 'membership-sandbox-checkout');

  await checkout.getByLabel('Card number').fill(SANDBOX_CARDS.declined);
  await checkout.getByLabel(/Expiry/).fill('12/34');
  await checkout.getByLabel('CVC').fill('123');
  await checkout.getByLabel('Name on card').fill(amal.full_name);
  await checkout.getByRole('button', { name: 'Start trial' }).click();
  await expect(checkout.getByRole('alert')).toHaveText(SANDBOX_TEXTS.declined);

  await checkout.getByLabel('Card number').fill(SANDBOX_CARDS.pays);
  await checkout.getByRole('button', { name: 'Start trial' }).click();
  // Back on /membership, which waits for the webhook's membership and then drops ?checkout=.
  await expect(checkout.getByText('Welcome to Premium!')).toBeVisible({ timeout: 65_000 });
  await expect(checkout).toHaveURL(/\/membership$/);
  await expect(
    checkout.getByRole('group', { name: 'Premium', exact: true }).getByText('Your current plan'),
  ).toBeVisible();
  await snap(checkout, 'membership-premium');
  await checkout.getByRole('tab', { name: 'My Usage' }).click();
  await expect(checkout.getByRole('progressbar', { name: 'Contact requests: 0 of 50 used' })).toBeVisible();
  await checkout.getByRole('tab', { name: 'Available Plans' }).click();

  // The request that was refused now goes through.
  await connectTo(checkout, yusufId);
  await expect(checkout.getByRole('button', { name: 'Request Sent' })).toBeVisible();
  await checkout.goto('/membership');

  checkout.once('dialog', (dialog) => {
    expect(dialog.message()).toBe('Are you sure you want to cancel your membership?');
    void dialog.accept();
  });
  await checkout.getByRole('button', { name: 'Cancel membership' }).click();
  await expect(checkout.getByText('Membership cancelled successfully')).toBeVisible();
  await expect(checkout.getByText(/^Your plan stays active until /)).toBeVisible();
  await expect(checkout.getByRole('button', { name: 'Cancel membership' })).toHaveCount(0);
  await expectAccessible(checkout);

  // A day later Premium still holds; once the trial's 7 days are over, she is back on Free.
  const moveClock = (seconds: number) =>
    checkout.request.post('/api/test/clock', { data: { advance_seconds: seconds }, headers: ORIGIN });
  expect((await moveClock(DAY)).status()).toBe(200);
  await checkout.reload();
  await expect(
    checkout.getByRole('group', { name: 'Premium', exact: true }).getByText('Your current plan'),
  ).toBeVisible();
  expect((await moveClock(7 * DAY)).status()).toBe(200);
  await checkout.reload();
  await expect(
    checkout.getByRole('group', { name: 'Free', exact: true }).getByText('Your current plan'),
  ).toBeVisible();
  await expect(checkout.getByText('You are on the free plan. Upgrade any time for more.')).toBeVisible();
});
