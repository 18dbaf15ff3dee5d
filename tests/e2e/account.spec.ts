import { expect, test } from '@playwright/test';
import type { MemberProfile } from './api-members.ts';
import { expectAccessibleSettled, memberPage } from './safety-steps.ts';
import { expectAccessible, snap } from './support.ts';

// Issue 23 item 7, an account the member controls: she pauses her profile (a man browsing loses her)
// and brings it back, downloads her data, and opens the deletion dialog without deleting.
const run = Date.now().toString(36).slice(-4);
const sumayyah: MemberProfile = {
  full_name: `Sumayyah Ali ${run}`,
  date_of_birth: '1996-05-02',
  gender: 'female',
  marital_status: 'single',
  current_country: 'United Kingdom',
};
const yahya: MemberProfile = {
  full_name: `Yahya Karim ${run}`,
  date_of_birth: '1991-03-14',
  gender: 'male',
  marital_status: 'single',
  current_country: 'United Kingdom',
};

test('she pauses her profile and brings it back, downloads her data, and may delete her account', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const her = await memberPage(browser, sumayyah);
  const him = await memberPage(browser, yahya);

  await her.page.goto('/account');
  await expect(her.page.getByRole('heading', { level: 1, name: 'Account' })).toBeVisible();
  await expectAccessibleSettled(her.page);
  await snap(her.page, 'account');
  await her.page.getByRole('switch', { name: 'Profile paused' }).click();
  await expect(her.page.getByText('Your profile is paused')).toBeVisible();
  await him.page.goto(`/browse?search=${encodeURIComponent('Sumayyah')}`);
  await expect(him.page.getByText(/No profiles found/i)).toBeVisible();
  await her.page.getByRole('switch', { name: 'Profile paused' }).click();
  await expect(her.page.getByText('Your profile is visible again')).toBeVisible();
  await him.page.reload();
  await expect(him.page.getByText(sumayyah.full_name).first()).toBeVisible();

  const download = her.page.waitForEvent('download');
  await her.page.getByRole('button', { name: 'Download my data' }).click();
  expect((await download).suggestedFilename()).toMatch(/\.zip$/);
  await her.page.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = her.page.getByRole('alertdialog', { name: 'Delete your account?' });
  await expect(dialog).toBeVisible();
  await expectAccessible(her.page);
  await snap(her.page, 'account-delete-dialog');
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  await Promise.all([her.context.close(), him.context.close()]);
});
