import { expect, request as playwrightRequest, test, type Locator, type Page } from '@playwright/test';
import { createMember, type MemberProfile } from './api-members.ts';
import { E2E_URL } from './env.ts';

// Issue 16, items 6 and 7: Back returns to the place in a list (also once the list had to load again),
// a new page opens at its top, every member screen lines up with the header, and toasts keep off it.
// Names carry a run token, so the lists hold only this file's members.
const run = Date.now().toString(36).slice(-4);
const viewer: MemberProfile = {
  full_name: `Layla Rahman ${run}`,
  date_of_birth: '1995-02-11',
  gender: 'female',
  current_country: 'Canada',
  religion_community: 'Sunni',
  partner_age_range: '25-45',
};
const men = ['Idris', 'Yusuf', 'Harun', 'Tariq', 'Sami', 'Nabil'].map((first, index): MemberProfile => ({
  full_name: `${first} Aziz ${run}`,
  date_of_birth: `199${index}-05-0${index + 1}`,
  gender: 'male',
  current_country: 'Canada',
  religion_community: 'Sunni',
  occupation: 'Teacher',
  self_description: 'Teacher, volunteer and eldest son; looking for a kind, practising wife.',
}));

// The second test reads the members the first one made.
test.describe.configure({ mode: 'serial' });

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

/** Scrolls until `link` is near the top of the screen and returns that place. */
async function scrollTo(page: Page, link: Locator) {
  await link.evaluate((element) =>
    window.scrollTo(0, element.getBoundingClientRect().top + window.scrollY - 120),
  );
  await expect.poll(() => scrollY(page)).toBeGreaterThan(200);
  return scrollY(page);
}

/** Opens the profile behind `link`, checks it opens at its top, and comes Back. */
async function openAndComeBack(page: Page, link: Locator, place: number) {
  await link.click();
  await expect(page).toHaveURL(/\/profile\/[^/]+$/);
  await expect(page.getByRole('button', { name: 'Back' })).toBeVisible();
  await expect.poll(() => scrollY(page)).toBe(0);
  await page.goBack();
  await expect.poll(() => scrollY(page)).toBe(place);
}

test('Back keeps the place in browse and matches; a new page opens at its top', async ({ page }) => {
  test.setTimeout(240_000);
  for (const man of men) {
    const context = await playwrightRequest.newContext({ baseURL: E2E_URL });
    await createMember(context, man);
    await context.dispose();
  }
  await createMember(page.request, viewer); // the page is now signed in as Layla
  await page.setViewportSize({ width: 1280, height: 520 });

  await page.goto(`/browse?search=${run}`);
  const fifth = page.getByRole('link', { name: men[4]!.full_name }).first();
  await expect(fifth).toBeVisible();
  const place = await scrollTo(page, fifth);
  await openAndComeBack(page, fifth, place);

  // After a reload on the profile, the list's cache is gone: Back waits for the list to arrive.
  await fifth.click();
  await expect(page).toHaveURL(/\/profile\//);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Back' })).toBeVisible();
  await page.route(
    '**/api/browse?**',
    async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1200));
      await route.continue();
    },
    { times: 1 },
  );
  await page.goBack();
  await expect(page).toHaveURL(/\/browse/);
  await expect.poll(() => scrollY(page), { timeout: 7000 }).toBe(place);

  await page.goto(`/matches?search=${run}`);
  const card = page
    .getByRole('article', { name: men[3]!.full_name })
    .getByRole('link', { name: 'View Profile' });
  await expect(card).toBeVisible();
  const matchesPlace = await scrollTo(page, card);
  await openAndComeBack(page, card, matchesPlace);
});

test('every member screen lines up with the header; toasts keep off it', async ({ page }) => {
  test.setTimeout(120_000);
  await createMember(page.request, { ...viewer, full_name: `Mariam Aziz ${run}` });
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(viewport);
    for (const path of ['/', '/browse', '/matches', '/messages', '/profile', '/complete-profile']) {
      await page.goto(path);
      const heading = page.locator('main h1').first();
      const brand = page.getByRole('banner').getByRole('link', { name: 'Mithaq', exact: true });
      await expect(heading).toBeVisible();
      // Polled: the session's loading bar gives way to the member's bar as the page settles.
      await expect
        .poll(
          async () => {
            const [title, mark] = [await heading.boundingBox(), await brand.boundingBox()];
            return title && mark ? Math.round(title.x) - Math.round(mark.x) : null;
          },
          { message: `${path} at ${viewport.width}` },
        )
        .toBe(0);
    }

    // A toast rises at the bottom, clear of the sticky header and its navigation.
    await page.goto(`/browse?search=${run}`);
    const heart = page.getByRole('button', { name: `Add ${men[0]!.full_name} to favorites` }).first();
    await heart.click();
    const toast = page.getByText('Added to favorites');
    await expect(toast).toBeVisible();
    const header = (await page.getByRole('banner').boundingBox())!;
    const box = (await toast.boundingBox())!;
    expect(box.y).toBeGreaterThan(header.y + header.height);
    await page
      .getByRole('button', { name: `Remove ${men[0]!.full_name} from favorites` })
      .first()
      .click();
    await expect(page.getByText('Removed from favorites')).toBeVisible();
  }
});
