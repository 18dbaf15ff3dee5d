import { expect, request as playwrightRequest, test, type Page } from '@playwright/test';
import { subscribe } from './api-membership.ts';
import { createMember, type MemberProfile } from './api-members.ts';
import { E2E_URL } from './env.ts';
import { expectAccessible, snap } from './support.ts';

// A member browses, favourites and filters; then sees her scored matches and filters them with chips.
// Names carry a run token so members made by other spec files never get in the way.
const run = Date.now().toString(36).slice(-4);
const safiya: MemberProfile = {
  full_name: `Safiya Noor ${run}`,
  date_of_birth: '1996-03-14',
  gender: 'female',
  marital_status: 'single',
  current_country: 'Canada',
  current_state: 'Ontario',
  educational_qualification: "Master's Degree",
  occupation: 'Pharmacist',
  religion_community: 'Sunni',
  religious_beliefs: 'Moderate',
  family_type: 'Nuclear Family',
  languages_spoken: ['Arabic', 'English'],
  partner_age_range: '28-40',
  partner_education: "Bachelor's Degree",
  partner_career_preferences: 'Engineer',
  self_description: 'Pharmacist who loves books and long walks by the lake.',
};
const zayd: MemberProfile = {
  full_name: `Zayd Haddad ${run}`,
  date_of_birth: '1993-06-02',
  gender: 'male',
  marital_status: 'single',
  current_country: 'Canada',
  current_state: 'Ontario',
  educational_qualification: "Bachelor's Degree",
  occupation: 'Software Engineer',
  religion_community: 'Sunni',
  religious_beliefs: 'Moderate',
  family_type: 'Nuclear Family',
  languages_spoken: ['Arabic', 'English'],
  partner_age_range: '24-34',
  self_description:
    'Engineer by day, volunteer at the masjid food bank on weekends. Close to my parents and two sisters; ' +
    'I enjoy hiking, cooking for friends and learning tajweed.',
};
const omar: MemberProfile = {
  full_name: `Omar Farouk ${run}`,
  date_of_birth: '1989-11-20',
  gender: 'male',
  current_country: 'Egypt',
  current_state: 'Cairo',
  educational_qualification: 'PhD / Doctorate',
  occupation: 'Physician',
  religion_community: 'Shia',
  languages_spoken: ['Arabic'],
  partner_age_range: '25-35',
  self_description: 'Physician in Cairo.',
};
const bilal: MemberProfile = {
  full_name: `Bilal Qureshi ${run}`,
  date_of_birth: '1991-01-09',
  gender: 'male',
  current_country: 'Pakistan',
  current_state: 'Punjab',
  educational_qualification: "Master's Degree",
  occupation: 'Teacher',
  religion_community: 'Sunni',
  languages_spoken: ['Urdu', 'English'],
};
const fatima: MemberProfile = {
  full_name: `Fatima Zahra ${run}`,
  date_of_birth: '1995-05-05',
  gender: 'female',
  current_country: 'Canada',
  religion_community: 'Sunni',
};

const row = (page: Page, name: string) => page.getByRole('row').filter({ hasText: name });
const card = (page: Page, name: string) => page.getByRole('article', { name });

test('browse with filters and favourites, then matches with filter chips', async ({ page }) => {
  test.setTimeout(240_000);
  for (const [profile, photo] of [
    [zayd, '#5b8a7a'],
    [omar, undefined],
    [bilal, '#8a6d5b'],
    [fatima, undefined],
  ] as const) {
    const context = await playwrightRequest.newContext({ baseURL: E2E_URL });
    await createMember(context, profile, photo ? { photo } : {});
    await context.dispose();
  }
  await createMember(page.request, safiya); // the page is now signed in as Safiya
  // The Advanced Filters of /browse and the location filter of /matches are Premium's (issue 19).
  await subscribe(page.request);

  // Browse: catch the six skeleton rows by holding the first answer back.
  await page.route(
    '**/api/browse?**',
    async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    },
    { times: 1 },
  );
  await page.goto('/browse');
  await expect(page.getByRole('heading', { level: 1, name: 'Browse Profiles' })).toBeVisible();
  await expect(page.getByText('Loading profiles...')).toBeAttached();
  await page.screenshot({ path: '.test-artifacts/screenshots/browse-loading-desktop.png' });

  // Only the opposite gender; the search is debounced into the URL.
  await page.getByLabel('Search', { exact: true }).fill(run);
  await expect(page).toHaveURL(new RegExp(`search=${run}`));
  await expect(row(page, zayd.full_name)).toBeVisible();
  await expect(row(page, omar.full_name)).toBeVisible();
  await expect(row(page, bilal.full_name)).toBeVisible();
  await expect(row(page, fatima.full_name)).toHaveCount(0);
  await expect(page.getByRole('columnheader')).toHaveText([
    'Photo',
    'Name',
    'Age',
    'Location',
    'Details',
    'Actions',
  ]);
  await expectAccessible(page);
  await snap(page, 'browse-results');

  // Religion (advanced filter) narrows it, lives in the URL and survives a reload.
  await page.getByRole('button', { name: 'Advanced Filters' }).click();
  await page.getByLabel('Religion').selectOption('Shia');
  await expect(page).toHaveURL(/religion=Shia/);
  await expect(row(page, omar.full_name)).toBeVisible();
  await expect(row(page, zayd.full_name)).toHaveCount(0);
  await page.reload();
  await expect(page.getByLabel('Religion')).toHaveValue('Shia');
  await expect(page.getByLabel('Search', { exact: true })).toHaveValue(run);
  await expect(row(page, omar.full_name)).toBeVisible();
  await expect(row(page, bilal.full_name)).toHaveCount(0);
  await expectAccessible(page);
  await page.getByLabel('Religion').selectOption('');

  // Favourite Zayd, then Favorites Only shows just him.
  const heart = page.getByRole('button', { name: `Add ${zayd.full_name} to favorites` });
  await heart.click();
  await expect(page.getByText('Added to favorites')).toBeVisible();
  await expect(page.getByRole('button', { name: `Remove ${zayd.full_name} from favorites` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.getByRole('button', { name: 'Favorites Only' }).click();
  await expect(page).toHaveURL(/favorites_only=true/);
  await expect(row(page, zayd.full_name)).toBeVisible();
  await expect(row(page, omar.full_name)).toHaveCount(0);
  await expect(row(page, bilal.full_name)).toHaveCount(0);

  // Phones get cards instead of the table.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('table')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: zayd.full_name })).toBeVisible();
  await page.screenshot({ path: '.test-artifacts/screenshots/browse-favorites-mobile.png', fullPage: true });
  await page.setViewportSize({ width: 1280, height: 720 });

  // Nothing matches: the empty state.
  await page.getByLabel('Search', { exact: true }).fill(`nobody-${run}`);
  await expect(page.getByText('No profiles found')).toBeVisible();
  await expectAccessible(page);
  await snap(page, 'browse-empty');

  // Matches: scored cards with reasons and labels.
  await page.goto('/matches');
  await expect(page.getByRole('heading', { level: 1, name: 'Your Matches' })).toBeVisible();
  await expect(page.getByText(`Welcome, ${safiya.full_name}`)).toBeVisible();
  const zaydCard = card(page, zayd.full_name);
  await expect(zaydCard).toBeVisible();
  await expect(zaydCard.getByText(/^\d{1,3}%$/)).toBeVisible();
  await expect(zaydCard.getByText(/^(Excellent|Good|Moderate|Basic) Match$/)).toBeVisible();
  await expect(zaydCard.getByRole('list', { name: 'Why you match' }).getByRole('listitem')).toHaveCount(4);
  await expect(zaydCard.getByText(/^\+\d+ more$/)).toBeVisible();
  await expect(zaydCard.getByRole('link', { name: 'View Profile' })).toHaveAttribute('href', /\/profile\//);
  await expect(page.getByText(/\d+ match(es)? found/)).toBeVisible();
  await expect(page.getByText(/^Best match: \d{1,3}%$/)).toBeVisible();
  await expect(card(page, fatima.full_name)).toHaveCount(0);
  await expectAccessible(page);
  await snap(page, 'matches-results');

  // A filter becomes a chip; removing the chip brings everyone back.
  await page.getByLabel('Location').selectOption('Egypt');
  const chip = page.getByRole('button', { name: 'Remove filter Location: Egypt' });
  await expect(chip).toBeVisible();
  await expect(page).toHaveURL(/location=Egypt/);
  await expect(card(page, omar.full_name)).toBeVisible();
  await expect(card(page, zayd.full_name)).toHaveCount(0);
  await page.getByLabel('Search', { exact: true }).fill(run);
  await expect(page.getByRole('button', { name: `Remove filter Search: “${run}”` })).toBeVisible();
  await expectAccessible(page);
  await snap(page, 'matches-filters');
  await chip.click();
  await expect(chip).toHaveCount(0);
  await expect(page).not.toHaveURL(/location=/);
  await expect(card(page, zayd.full_name)).toBeVisible();

  // Filters that leave nobody: 'No matches found' with 'Clear all'.
  await page.getByLabel('Age Range').selectOption('18-25');
  await expect(page.getByRole('heading', { name: 'No matches found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Update Profile' })).toHaveCount(0);
  await expectAccessible(page);
  await snap(page, 'matches-empty');
  await page.getByRole('button', { name: 'Clear all' }).last().click();
  await expect(page).toHaveURL(/\/matches$/);
  await expect(card(page, zayd.full_name)).toBeVisible();
});
