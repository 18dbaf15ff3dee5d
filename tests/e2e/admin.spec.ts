import { expect, test, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { createMember, type MemberProfile } from './api-members.ts';
import { subscribe } from './api-membership.ts';
import { E2E_ADMIN, E2E_URL } from './env.ts';
import { expectAccessible, signIn, snap } from './support.ts';

// Issue 21's journey: the admin promotes Musa to moderator and back, makes Zainab an admin by e-mail,
// suspends Nadia — who is signed out on her open page at once and vanishes from Yusuf's /browse —,
// creates a plan with an entitlement, exports the members (Yusuf pays for Premium) as CSV and reads
// the file, and finds each action in the audit trail.
const run = Date.now().toString(36).slice(-4);
const person = (full_name: string, gender: 'male' | 'female'): MemberProfile => ({
  full_name: `${full_name} ${run}`,
  date_of_birth: gender === 'male' ? '1992-04-02' : '1995-06-18',
  gender,
  marital_status: 'single',
  current_country: 'United Kingdom',
});
const musa = person('Musa Haddad', 'male');
const yusuf = person('Yusuf Karim', 'male');
const nadia = person('Nadia Rahman', 'female');
const zainab = person('Zainab Okafor', 'female');

const row = (page: Page, name: string) => page.getByRole('row').filter({ hasText: name });
const toast = (page: Page, text: string) => page.getByText(text, { exact: true });

async function findUser(page: Page, name: string) {
  await page.getByLabel('Search users').fill(name);
  await expect(row(page, name)).toBeVisible();
}

test('admin: roles, admin by e-mail, a suspension that signs out and hides, all in the audit trail', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const open = async () => (await browser.newContext({ baseURL: E2E_URL })).newPage();
  const [nadiaPage, yusufPage, other] = await Promise.all([open(), open(), open()]);
  await createMember(other.request, musa);
  const { email: zainabEmail } = await createMember(other.request, zainab);
  await createMember(nadiaPage.request, nadia);
  await createMember(yusufPage.request, yusuf);
  await subscribe(yusufPage.request, 'premium-monthly');

  // Yusuf finds Nadia; Nadia has a page open (and her socket).
  await yusufPage.goto(`/browse?search=${encodeURIComponent(nadia.full_name)}`);
  await expect(row(yusufPage, nadia.full_name)).toBeVisible();
  await nadiaPage.goto('/profile-analytics');
  await expect(nadiaPage.getByRole('heading', { name: 'Profile Analytics', level: 1 })).toBeVisible();

  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await page.goto('/admin/users');
  await expect(page.getByRole('heading', { name: 'User Management', level: 1 })).toBeVisible();
  await expectAccessible(page);
  await snap(page, 'admin-users');

  // Musa: moderator, then back to user.
  await findUser(page, musa.full_name);
  const musaRole = page.getByRole('combobox', { name: `Role for ${musa.full_name}` });
  await musaRole.selectOption('moderator');
  await expect(toast(page, 'Role updated to moderator')).toBeVisible();
  await musaRole.selectOption('user');
  await expect(toast(page, 'Role updated to user')).toBeVisible();

  // Zainab: admin by e-mail.
  await page.getByLabel('Email address').fill(zainabEmail);
  await page.getByRole('button', { name: 'Make Admin' }).click();
  await expect(toast(page, 'Admin role assigned successfully')).toBeVisible();

  // Nadia: suspended with a reason; signed out where she is, gone from Yusuf's browse.
  await findUser(page, nadia.full_name);
  await page.getByRole('button', { name: `Suspend ${nadia.full_name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Suspend ${nadia.full_name}?` });
  await expectAccessible(page);
  await snap(page, 'admin-suspend-dialog');
  await dialog.getByLabel(/Reason/).fill('Asked members for money outside the app');
  await dialog.getByRole('button', { name: 'Suspend' }).click();
  await expect(toast(page, `${nadia.full_name} is suspended`)).toBeVisible();
  await expect(row(page, nadia.full_name).getByText('Suspended')).toBeVisible();
  await expect(nadiaPage).toHaveURL(/\/auth/, { timeout: 15_000 });
  await yusufPage.reload();
  await expect(yusufPage.getByText('No profiles found').or(yusufPage.getByRole('table'))).toBeVisible();
  await expect(row(yusufPage, nadia.full_name)).toHaveCount(0);
  const blocked = await nadiaPage.request.get('/api/me');
  expect(blocked.status()).toBe(401);

  // A plan with an entitlement.
  await page.goto('/admin/membership?tab=plans');
  await page.getByRole('button', { name: 'Create Plan' }).click();
  const form = page.getByRole('dialog', { name: 'Create Plan' });
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill(`Gold ${run}`);
  await form.getByRole('spinbutton', { name: 'Price (cents)', exact: true }).fill('2499');
  await form.getByRole('button', { name: 'Add entitlement' }).click();
  await form.getByRole('combobox', { name: 'Feature', exact: true }).selectOption('daily_messages');
  await form.getByRole('textbox', { name: 'Value', exact: true }).fill('100');
  await expectAccessible(page);
  await form.getByRole('button', { name: 'Save Plan' }).click();
  await expect(toast(page, 'Plan created successfully')).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: `Gold ${run}` })).toContainText('$24.99');
  await snap(page, 'admin-membership-plans');

  // The members export, read back: Yusuf's Premium, the spec's columns and dates.
  await page.getByRole('tab', { name: 'Members' }).click();
  await page.getByLabel('Search members').fill(yusuf.full_name);
  await expect(page.getByRole('row').filter({ hasText: yusuf.full_name })).toBeVisible();
  await expectAccessible(page);
  await snap(page, 'admin-membership-members');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('members-export.csv');
  const lines = (await readFile((await download.path())!, 'utf8')).trimEnd().split('\n');
  expect(lines[0]).toBe('Name,Plan,Status,Start Date,End Date,Auto Renew');
  expect(lines.slice(1)).toEqual([
    expect.stringMatching(
      new RegExp(`^${yusuf.full_name},Premium,active,\\d{4}-\\d{2}-\\d{2},\\d{4}-\\d{2}-\\d{2},Yes$`),
    ),
  ]);
  await expect(toast(page, 'Members exported successfully')).toBeVisible();

  // The audit trail has every action, newest first.
  await page.goto('/admin/audit');
  const entries = page.getByRole('list', { name: 'Staff actions' }).getByRole('listitem');
  await expect(entries.first()).toContainText('Plan created');
  const suspended = entries
    .filter({ hasText: 'User suspended' })
    .filter({ hasText: nadia.full_name.split(' ')[0]!.toLowerCase() });
  await expect(suspended).toContainText('Asked members for money outside the app');
  await expect(entries.filter({ hasText: 'Admin granted' }).filter({ hasText: zainabEmail })).toHaveCount(1);
  await expect(entries.filter({ hasText: 'Role changed' })).toHaveCount(2);
  await expectAccessible(page);
  await snap(page, 'admin-audit');

  // The dashboard shows the day's activity.
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expectAccessible(page);
  await snap(page, 'admin-dashboard');
});
