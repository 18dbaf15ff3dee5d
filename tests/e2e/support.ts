import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { APP_READY_ATTRIBUTE } from '../../src/shared/site/prerender.ts';
import { readOutbox } from '../support/outbox.ts';
import { E2E_DATA_DIR, SCREENSHOT_DIR } from './env.ts';

let counter = 0;
export const uniqueEmail = (prefix: string) => `${prefix}-${Date.now()}-${(counter += 1)}@e2e.mithaq.test`;

/** The short link a verification or reset mail shows (infra/mail-links.ts); a click leads on. */
export const SHORT_LINK = '/l/';

/**
 * Waits for the mail to reach the outbox and returns its link that contains `part`; `subject` picks
 * one mail among several to the same address (a reset after the verification mail).
 */
export async function linkFromMail(to: string, part: string, subject?: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const mails = (await readOutbox(E2E_DATA_DIR)).filter(
          (m) => m.to.includes(to) && (subject === undefined || m.subject === subject),
        );
        link = mails.flatMap((m) => m.links).find((l) => l.includes(part));
        return Boolean(link);
      },
      { timeout: 10_000 },
    )
    .toBe(true);
  return link!;
}

/**
 * Signs up (terms confirmed) and follows the mailed link, which signs the member in: they end on
 * /complete-profile, welcomed.
 */
export async function signUpAndVerify(page: Page, name: string, email: string, password: string) {
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await page.getByLabel('Full Name').fill(name);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm Password').fill(password);
  await page.getByRole('checkbox', { name: /18 or older/ }).check();
  await page.getByRole('button', { name: /^Sign Up$|^Create Account$/ }).click();
  await expect(page.getByText('Account Created!')).toBeVisible();
  const link = await linkFromMail(email, SHORT_LINK);
  await page.goto(link);
  await expect(page.getByText('Welcome to Mithaq!')).toBeVisible();
  await expect(page).toHaveURL(/\/complete-profile$/);
}

/**
 * A fresh sign-in through the form (any session of this browser is dropped first). A member who has
 * signed in before is welcomed back; one without the basics of a profile lands on /complete-profile.
 */
export async function signIn(page: Page, email: string, password: string) {
  await page.context().clearCookies();
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Sign In' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  // The first session of an account (the bootstrap admin's) is a welcome; later ones welcome back.
  await expect(page.getByText(/^Welcome (back!|to Mithaq!)$/)).toBeVisible();
  await expect(page).toHaveURL(/\/(complete-profile)?$/);
}

/**
 * A visitor's public page arrives rendered by the server; the app downloads on the first interaction
 * (src/web/public/app-loader.js). Points at the page to start it, then waits until the app has taken
 * over (APP_READY_ATTRIBUTE), so a test acts on the live page. Other pages load the app at once.
 */
export async function startApp(page: Page) {
  await page.mouse.move(2, 2);
  await page.mouse.move(4, 4);
  await page.locator(`html[${APP_READY_ATTRIBUTE}]`).waitFor({ state: 'attached' });
}

/** No serious or critical axe violations on what the page shows now. */
export async function expectAccessible(page: Page) {
  let serious = await seriousViolations(page);
  // A toast that starts to leave while axe reads the page is, for a moment, too faint to read. The
  // browser tests ask for reduced motion (playwright.config.ts), which stops sonner's fades, and a
  // finding is confirmed once the page has settled again: only what is still there counts.
  if (serious.length > 0) serious = await seriousViolations(page);
  const describe = (v: (typeof serious)[number]) =>
    `${v.id}: ${v.help} (${v.nodes.map((n) => `${n.target.join(' ')} ${JSON.stringify(n.any[0]?.data ?? '')}`).join(', ')})`;
  expect(serious.map(describe)).toEqual([]);
}

async function seriousViolations(page: Page) {
  // Let every finite animation or transition end first (spinners run forever and are left alone).
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
    undefined,
    { timeout: 5000 },
  );
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

/**
 * A full-page screenshot. Headless Chromium has, once in many runs, stopped producing frames while
 * it resized the page for one (the test then waited out its whole timeout): the capture gets 20 s,
 * and one more try. A page that really stopped rendering fails both.
 */
async function capture(page: Page, path: string) {
  try {
    await page.screenshot({ path, fullPage: true, timeout: 20_000 });
  } catch {
    await page.screenshot({ path, fullPage: true, timeout: 20_000 });
  }
}

/** Desktop and phone screenshots for people to look at (kept in .test-artifacts/screenshots). */
export async function snap(page: Page, name: string) {
  await mkdir(SCREENSHOT_DIR, { recursive: true });
  const size = page.viewportSize() ?? { width: 1280, height: 720 };
  await capture(page, join(SCREENSHOT_DIR, `${name}-desktop.png`));
  await page.setViewportSize({ width: 390, height: 844 });
  await capture(page, join(SCREENSHOT_DIR, `${name}-mobile.png`));
  await page.setViewportSize(size);
}
