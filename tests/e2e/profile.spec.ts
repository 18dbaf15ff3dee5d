import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { E2E_ADMIN } from './env.ts';
import { expectAccessible, signIn, signUpAndVerify, snap, uniqueEmail } from './support.ts';

// One journey in three steps that share the first member: fill the profile, be seen by another
// member, be seen by a visitor (and the admin's dashboard).
test.describe.configure({ mode: 'serial' });

const amina = {
  name: 'Amina Rahman',
  email: uniqueEmail('amina'),
  password: 'amina-pass-1',
  phone: '+1 416 555 0142',
  dateOfBirth: '1996-03-14',
};
let aminaUserId = '';

async function openTab(page: Page, name: string) {
  await page.getByRole('tab', { name }).click();
  await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
}

async function save(page: Page) {
  await page.getByRole('button', { name: 'Save Profile' }).click();
  await expect(page.getByText('Profile updated successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
}

test('a member fills all six tabs, uploads a photo and sees it on My Profile', async ({ page }) => {
  test.setTimeout(120_000);
  await signUpAndVerify(page, amina.name, amina.email, amina.password);
  await signIn(page, amina.email, amina.password);
  await expect(page).toHaveURL(/\/complete-profile$/); // no basics yet: the profile comes first
  await page.goto('/');

  // Dashboard before the profile exists: the banner, honest counts.
  await expect(page.getByRole('heading', { name: `Welcome, ${amina.name}` })).toBeVisible();
  await expect(page.getByText(/5x more attention/)).toBeVisible();
  await expect(page.getByText('Connection Requests', { exact: true })).toBeVisible();
  await expectAccessible(page);
  await snap(page, 'dashboard-member-incomplete');

  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible();
  // The same name as the dashboard and the top bar: the account's, until the profile has one.
  await expect(page.getByRole('heading', { name: amina.name, exact: true })).toBeVisible();
  await expect(page.getByText('0%', { exact: true })).toBeVisible();
  await expect(page.getByText('A complete profile receives 5x more views and matches')).toBeVisible();
  await expect(page.getByText('Not specified')).toHaveCount(3);
  await expectAccessible(page);
  await snap(page, 'my-profile-incomplete');

  await page.getByRole('link', { name: 'Edit Profile' }).click();
  await expect(page).toHaveURL(/\/complete-profile$/);
  await expect(page.getByRole('navigation')).toHaveCount(0); // no top bar on this screen
  await expect(page.getByLabel('Full Name')).toHaveValue(amina.name); // the account's name

  // Saving without the required fields opens Basic and focuses the first one.
  await openTab(page, 'Partner Preferences');
  await page.getByRole('button', { name: 'Save Profile' }).click();
  await expect(page.getByRole('tab', { name: /Basic/ })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByLabel('Date of Birth')).toBeFocused();
  await expect(page.getByLabel('Date of Birth')).toHaveAttribute('aria-invalid', 'true');

  // Basic
  await page.getByLabel('Date of Birth').fill(amina.dateOfBirth);
  await page.getByLabel('Gender').selectOption('female');
  await page.getByLabel('Marital Status').selectOption('single');
  await page.getByLabel('Phone Number').fill(amina.phone);
  const jpeg = await sharp({ create: { width: 400, height: 400, channels: 3, background: '#888' } })
    .jpeg()
    .toBuffer();
  await page
    .getByLabel('Upload Photo')
    .setInputFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: jpeg });
  await expect(page.getByText('Photo uploaded')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Your profile photo' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove Photo' })).toBeVisible();
  await expectAccessible(page);
  await snap(page, 'complete-profile-basic');

  await openTab(page, 'Location');
  await expect(page.getByLabel('Birth State / Province')).toBeDisabled();
  await page.getByLabel('Birth Country').selectOption('Egypt');
  await page.getByLabel('Birth State / Province').selectOption('Cairo');
  await page.getByLabel('Current Country').selectOption('Canada');
  await page.getByLabel('Current State / Province').selectOption('Ontario');
  await expectAccessible(page);
  await snap(page, 'complete-profile-location');

  await openTab(page, 'Physical');
  await page.getByLabel('Height (cm)').fill('165');
  await page.getByLabel('Weight (kg)').fill('58');
  await page.getByLabel('Blood Group').selectOption('O+');
  await page.getByLabel('Physical Features').fill('Brown eyes, warm smile');
  await expectAccessible(page);
  await snap(page, 'complete-profile-physical');

  await openTab(page, 'Education');
  await page.getByLabel('Educational Qualification').selectOption("Master's Degree");
  await page.getByLabel('Occupation').fill('Pharmacist');
  await page.getByLabel('Career Aspirations').fill('To open a community pharmacy');
  await expectAccessible(page);
  await snap(page, 'complete-profile-education');

  await openTab(page, 'Lifestyle');
  await page.getByLabel('Family Type').selectOption('Nuclear Family');
  await page.getByLabel('Family Background').fill('A close family from Cairo, settled in Toronto.');
  await page.getByLabel('Parents & Siblings Info').fill('Parents are teachers; one younger brother.');
  await page.getByLabel('Self Description').fill('I love books, long walks and serving my community.');
  await page.getByLabel('Personality Traits').fill('Calm, curious, kind');
  await page.getByLabel('Hobbies & Interests').fill('Reading, hiking, calligraphy');
  await page.getByLabel('Personal Values').fill('Honesty and patience');
  await page.getByLabel('Life Aspirations').fill('A home full of faith and laughter');
  await page.getByLabel('Religious Community').selectOption('Sunni');
  await page.getByLabel('Religious Beliefs').selectOption('Moderate');
  await page.getByLabel('Religious Practices').fill('Five daily prayers, Quran every morning');
  await page.getByLabel('Islamic Dressing').selectOption('Hijabi');
  await page.getByLabel('Languages Spoken').fill('Arabic, English, Urdu');
  await page.getByLabel('Islamic Values').fill('Kindness to parents, charity');
  await expectAccessible(page);
  await snap(page, 'complete-profile-lifestyle');

  await openTab(page, 'Partner Preferences');
  await page.getByLabel('Minimum Age').fill('28');
  await page.getByLabel('Maximum Age').fill('38');
  await page.getByLabel('Partner Education').fill("Bachelor's Degree or higher");
  await page.getByLabel('Partner Lifestyle').fill('Family-oriented and active');
  await page.getByLabel('Ideal Partner Qualities').fill('Kind, honest, practising');
  await page.getByLabel('Partner Religious Preferences').fill('Practising Sunni');
  await page.getByLabel('Partner Career Preferences').fill('Any honest profession');
  await expectAccessible(page);
  await snap(page, 'complete-profile-partner');

  await save(page);

  // Dashboard: every one of the 12 fields is filled, so no banner.
  await expect(page.getByRole('heading', { name: `Welcome, ${amina.name}` })).toBeVisible();
  await expect(page.getByText(/5x more attention/)).toHaveCount(0);
  await expect(page.getByText('Could not load your stats')).toHaveCount(0);
  await expect(page.getByRole('link', { name: /Profile Views/ })).toHaveAttribute(
    'href',
    '/profile-analytics',
  );
  await expectAccessible(page);
  await snap(page, 'dashboard-member');

  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: amina.name })).toBeVisible();
  await expect(page.getByText('100%', { exact: true })).toBeVisible();
  // The footer's address says Toronto, Ontario, Canada too: look in the page itself.
  await expect(page.getByRole('main').getByText('Ontario, Canada')).toBeVisible();
  await expect(page.getByText('Pharmacist')).toBeVisible();
  await expect(page.getByText("Master's Degree")).toBeVisible();
  await expect(page.getByText('Sunni')).toBeVisible();
  await expect(page.getByText('Arabic, English, Urdu')).toBeVisible();
  await expect(page.getByText(/years old/)).toBeVisible();
  await expect(page.getByText('Not specified')).toHaveCount(0);
  await expect(page.getByText('Complete Your Profile', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('img', { name: `Profile photo of ${amina.name}` })).toBeVisible();
  await expectAccessible(page);
  await snap(page, 'my-profile-complete');

  // The form comes back prefilled.
  await page.goto('/complete-profile');
  await openTab(page, 'Partner Preferences');
  await expect(page.getByLabel('Minimum Age')).toHaveValue('28');
  await expect(page.getByLabel('Maximum Age')).toHaveValue('38');

  const me = (await (await page.request.get('/api/me')).json()) as { user: { id: string } };
  aminaUserId = me.user.id;
  expect(aminaUserId).not.toBe('');
});

test('another member sees the sections and a match score, but no private details', async ({ page }) => {
  test.setTimeout(90_000);
  const email = uniqueEmail('yusuf');
  await signUpAndVerify(page, 'Yusuf Karim', email, 'yusuf-pass-1');
  await signIn(page, email, 'yusuf-pass-1');
  await page.goto('/complete-profile');
  await page.getByLabel('Date of Birth').fill('1993-06-02');
  await page.getByLabel('Gender').selectOption('male');
  await openTab(page, 'Location');
  await page.getByLabel('Current Country').selectOption('Canada');
  await page.getByLabel('Current State / Province').selectOption('Ontario');
  await openTab(page, 'Lifestyle');
  await page.getByLabel('Religious Community').selectOption('Sunni');
  await openTab(page, 'Partner Preferences');
  await page.getByLabel('Minimum Age').fill('24');
  await page.getByLabel('Maximum Age').fill('34');
  await save(page);

  await page.goto(`/profile/${aminaUserId}`);
  await expect(page.getByRole('heading', { level: 1, name: amina.name })).toBeVisible();
  for (const section of [
    'Personal Information',
    'Religious Information',
    'Professional & Education',
    'Family Information',
    'Partner Preferences',
  ]) {
    await expect(page.getByRole('heading', { name: section })).toBeVisible();
  }
  await expect(page.getByText(/^\d{1,3}% Match$/)).toBeVisible();
  await expect(page.getByRole('main').getByText('Ontario, Canada')).toBeVisible();
  await expect(page.getByText('Hijabi')).toBeVisible();
  const text = await page.locator('main').innerText();
  expect(text).not.toContain(amina.email);
  expect(text).not.toContain(amina.phone);
  expect(text).not.toContain(amina.dateOfBirth);
  expect(text).not.toContain('1996');
  await expectAccessible(page);
  await snap(page, 'profile-other-member');

  await page.goto('/profile/no-such-member');
  await expect(page.getByRole('heading', { name: 'Profile not found' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Go Back' })).toBeVisible();
  await expectAccessible(page);
  await snap(page, 'profile-not-found');
});

test('a visitor sees only first name, age and country; the admin dashboard has its links', async ({
  page,
}) => {
  await page.goto(`/profile/${aminaUserId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Amina' })).toBeVisible();
  await expect(page.getByText('Canada', { exact: true })).toBeVisible();
  await expect(page.getByText(/years old/)).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Join Now' })).toHaveAttribute(
    'href',
    '/auth',
  );
  await expect(page.getByText('Personal Information')).toHaveCount(0);
  await expect(page.getByText('Pharmacist')).toHaveCount(0);
  await expectAccessible(page);
  await snap(page, 'profile-visitor');

  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(page.getByRole('link', { name: /Content Management/ })).toHaveAttribute('href', '/admin/cms');
  await expect(page.getByRole('link', { name: /Membership Management/ })).toHaveAttribute(
    'href',
    '/admin/membership',
  );
  await expect(page.getByText('Connection Requests', { exact: true })).toHaveCount(0);
  await expectAccessible(page);
  await snap(page, 'dashboard-admin');
});
