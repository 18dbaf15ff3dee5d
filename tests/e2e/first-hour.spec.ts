import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { SERVER_ENV, SERVER_NODE_ARGS } from '../../scripts/server-start.ts';
import { readOutbox } from '../support/outbox.ts';
import { expectAccessible, snap, uniqueEmail } from './support.ts';

// Issue 16: a brand-new person's first hour on the demo community, as a newcomer runs it: the built
// server on an empty database (so it seeds the demo) and no PUBLIC_URL, at localhost and at 127.0.0.1.
const PORT = 3107;
const LOCALHOST = `http://localhost:${PORT}`;
const LOOPBACK = `http://127.0.0.1:${PORT}`;
const DEMO_PASSWORD = 'mithaq-demo';

let server: ChildProcess;
let dataDir: string;
let output = '';

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(90_000);
  dataDir = await mkdtemp(join(tmpdir(), 'mithaq-first-hour-'));
  server = spawn(process.execPath, [...SERVER_NODE_ARGS, 'dist/server/main.js'], {
    env: { ...process.env, ...SERVER_ENV, PORT: String(PORT), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await expect
    .poll(
      async () => {
        const health = await fetch(`${LOCALHOST}/api/health`).catch(() => null);
        return health?.status ?? 0;
      },
      { timeout: 80_000, message: 'the demo server starts' },
    )
    .toBe(200);
  // The start ends with the demo's sign-in details, after everything else it printed.
  await expect.poll(() => output, { timeout: 10_000 }).toMatch(/@demo\.mithaq\.local/);
});

test.afterAll(async () => {
  server?.kill('SIGTERM');
  await new Promise((resolve) => server?.once('exit', resolve));
  await rm(dataDir, { recursive: true, force: true });
});

/** The newest link to `email` in this server's outbox. */
async function mailedLink(email: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const mails = (await readOutbox(dataDir)).filter((mail) => mail.to.includes(email));
      link = mails.at(-1)?.links.find((l) => l.includes('/l/'));
      return Boolean(link);
    })
    .toBe(true);
  return link!;
}

async function openTab(page: Page, name: string) {
  await page.getByRole('tab', { name }).click();
  await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
}

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

test('a new person: sign up, the mailed link, the profile, good matches in pages, and Back to the same card', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('newcomer');
  await page.goto(`${LOCALHOST}/auth`);
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await page.getByLabel('Full Name').fill('Hana Qasim');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('hana-first-hour-1');
  await page.getByLabel('Confirm Password').fill('hana-first-hour-1');
  // The server refuses a sign-up without the confirmation; the form asks for it first.
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Please confirm the terms to create an account.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
  await page.getByRole('checkbox', { name: /18 or older/ }).check();
  await expectAccessible(page);
  await snap(page, 'first-hour-sign-up');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Account Created!')).toBeVisible();

  // The mailed link signs her in and starts her on the profile, with her name already in it.
  await page.goto(await mailedLink(email));
  await expect(page).toHaveURL(/\/complete-profile$/);
  await expect(page.getByText('Welcome to Mithaq!')).toBeVisible();
  await expect(page.getByLabel('Full Name')).toHaveValue('Hana Qasim');
  await page.getByLabel('Date of Birth').fill('1996-03-14');
  await page.getByLabel('Gender').selectOption('female');
  await openTab(page, 'Location');
  await page.getByLabel('Current Country').selectOption('Canada');
  await page.getByLabel('Current State / Province').selectOption('Ontario');
  await openTab(page, 'Education');
  await page.getByLabel('Educational Qualification').selectOption("Bachelor's Degree");
  await openTab(page, 'Lifestyle');
  await page.getByLabel('Religious Community').selectOption('Sunni');
  await page.getByLabel('Languages Spoken').fill('English, Arabic, Urdu');
  await openTab(page, 'Partner Preferences');
  await page.getByLabel('Minimum Age').fill('26');
  await page.getByLabel('Maximum Age').fill('40');
  await page.getByLabel('Partner Education').fill("Bachelor's or Master's Degree");
  await page.getByLabel('Partner Career Preferences').fill('Engineer, Teacher, Doctor, Pharmacist');
  await page.getByRole('button', { name: 'Save Profile' }).click();
  await expect(page.getByText('Profile updated successfully!')).toBeVisible();

  // Good matches, in pages of 20.
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto(`${LOCALHOST}/matches`);
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(20);
  await expect(cards.first().getByText(/^(Excellent|Good) Match$/)).toBeVisible();
  await expectAccessible(page);
  await snap(page, 'first-hour-matches');
  await page.getByRole('button', { name: 'Show more matches' }).click();
  await expect.poll(() => cards.count()).toBeGreaterThan(20);

  // Open the profile behind the 8th card; Back lands at the same card.
  const card = cards.nth(7);
  const name = (await card.getByRole('heading').first().textContent())?.trim() ?? '';
  await card.scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollBy(0, 200));
  const place = await scrollY(page);
  expect(place).toBeGreaterThan(300);
  await card.getByRole('link', { name: 'View Profile' }).click();
  await expect(page).toHaveURL(/\/profile\/[^/]+$/);
  await expect.poll(() => scrollY(page)).toBe(0);
  await page.goBack();
  await expect(page).toHaveURL(/\/matches/);
  await expect.poll(() => scrollY(page)).toBe(place);
  await expect(page.getByRole('article', { name }).first()).toBeInViewport();
});

test('at http://127.0.0.1 a demo member signs in and saves a form', async ({ page }) => {
  const sample = /([a-z]+\.[a-z]+\.\d+@demo\.mithaq\.local)/.exec(output)?.[1];
  expect(sample, 'the start printed a demo member').toBeDefined();
  await page.goto(`${LOOPBACK}/auth`);
  await page.getByLabel('Email').fill(sample!);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByText(/^Welcome (back!|to Mithaq!)$/)).toBeVisible();
  await expect(page.getByText('Requests from another site are not accepted.')).toHaveCount(0);
  await page.goto(`${LOOPBACK}/complete-profile`);
  await page.getByRole('button', { name: 'Save Profile' }).click();
  await expect(page.getByText('Profile updated successfully!')).toBeVisible();
  await expect(page).toHaveURL(`${LOOPBACK}/`);
});
