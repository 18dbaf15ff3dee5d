import { expect, test, type Page } from '@playwright/test';
import { APP_READY_ATTRIBUTE } from '../../src/shared/site/prerender.ts';
import { PUBLIC_PAGES } from '../../src/shared/site/public-pages.ts';
import { readOutbox } from '../support/outbox.ts';
import { E2E_DATA_DIR } from './env.ts';
import { expectAccessible, linkFromMail, snap, startApp, uniqueEmail } from './support.ts';

// A visitor's walk through the public site: the landing page, the CMS header menu (mouse and keyboard),
// every public page, the FAQ, the contact form and the newsletter's double opt-in. The server runs
// with SEED=site, so the header menu is the seeded one (About with a dropdown, FAQ, Contact).

/** Chunks only members need: a visitor's landing page must not download them. */
const MEMBER_CHUNKS =
  /member-dashboard|member-top-bar|realtime-client|realtime-sync|browse-page|matches-page/;

/** Opens a public page as a visitor and lets the app take over (support.ts startApp). */
async function visit(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await startApp(page);
}

test('the landing page greets a visitor with the header menu, and loads no member code', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await visit(page, '/');
  await expect(page).toHaveTitle(PUBLIC_PAGES[0]!.title);
  const siteNav = page.getByRole('navigation', { name: 'Site' });
  await expect(siteNav.getByRole('link', { name: 'About' })).toBeVisible();
  await expect(siteNav.getByRole('link', { name: 'FAQ' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Join Now' }).first()).toHaveAttribute('href', '/auth');
  for (const section of ['Why Choose', 'Refer and Reward']) {
    await expect(page.getByText(section, { exact: false }).first()).toBeVisible();
  }
  await expect(page.getByRole('contentinfo').getByText('Toronto, Ontario, Canada')).toBeVisible();
  expect(scripts.filter((url) => MEMBER_CHUNKS.test(url))).toEqual([]);
  await expectAccessible(page);
  await snap(page, 'site-landing');
});

test('the header dropdown opens by hover and by keyboard, and Escape closes it', async ({ page }) => {
  await visit(page, '/');
  const siteNav = page.getByRole('navigation', { name: 'Site' });
  const toggle = siteNav.getByRole('button', { name: 'Show About submenu' });
  const child = siteNav.getByRole('link', { name: 'How It Works' });

  await siteNav.getByRole('link', { name: 'About' }).hover();
  await expect(child).toBeVisible();
  await page.mouse.move(5, 700);
  await expect(child).toBeHidden();

  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('ArrowDown');
  await expect(child).toBeFocused();
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(child).toBeHidden();
  await expect(toggle).toBeFocused();

  await toggle.press('Enter');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/how-it-works$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('on a phone the menu button opens every item, children included', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await visit(page, '/');
  const button = page.getByRole('button', { name: 'Menu' });
  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  const panel = page.getByRole('navigation', { name: 'Site' }).last();
  await expect(panel.getByRole('link', { name: 'Success Stories' })).toBeVisible();
  await expectAccessible(page);
  await panel.getByRole('link', { name: 'FAQ' }).click();
  await expect(page).toHaveURL(/\/faq$/);
  await expect(button).toHaveAttribute('aria-expanded', 'false');
});

for (const { path, title, description } of PUBLIC_PAGES.filter((p) => p.path !== '/')) {
  test(`${path} has its own title, a Join Now link, header and footer, and no serious axe finding`, async ({
    page,
  }) => {
    await visit(page, path);
    await expect(page).toHaveTitle(title);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', description);
    await expect(page.getByRole('link', { name: 'Join Now' }).first()).toHaveAttribute('href', '/auth');
    await expect(page.getByRole('navigation', { name: 'Site' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    if (path === '/privacy' || path === '/terms') {
      await expect(page.getByText('Last updated: January 1, 2024')).toBeVisible();
    }
    await expectAccessible(page);
    await snap(page, `site${path.replaceAll('/', '-')}`);
  });
}

test('the server sends each public page its own title, and serves robots.txt and sitemap.xml', async ({
  request,
}) => {
  const html = await (await request.get('/about')).text();
  expect(html).toContain('<title>About Us · Mithaq</title>');
  const robots = await request.get('/robots.txt');
  expect(await robots.text()).toMatch(/Sitemap: http:\/\/localhost:\d+\/sitemap\.xml/);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const { path } of PUBLIC_PAGES) expect(sitemap).toContain(`${path === '/' ? '' : path}</loc>`);
});

test('the FAQ filters questions and answers, keeps one item open, and offers Clear Search', async ({
  page,
}) => {
  await visit(page, '/faq');
  const search = page.getByRole('searchbox', { name: 'Search the FAQ' });
  const allQuestions = page.getByRole('main').locator('button[aria-controls][aria-expanded]');
  const total = await allQuestions.count();
  expect(total).toBe(24);

  await search.fill('connection request');
  await expect.poll(() => allQuestions.count()).toBeLessThan(total);
  expect(await allQuestions.count()).toBeGreaterThan(0);

  const [first, second] = [allQuestions.nth(0), allQuestions.nth(1)];
  await first.click();
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  if ((await allQuestions.count()) > 1) {
    await second.click();
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await second.click();
    await expect(second).toHaveAttribute('aria-expanded', 'false');
  }
  await snap(page, 'site-faq-search');

  await search.fill('zzqx nothing like this');
  await expect(page.getByText('No results found')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Clear Search' }).click();
  await expect(search).toHaveValue('');
  await expect(search).toBeFocused();
  await expect(allQuestions).toHaveCount(total);
});

test('the contact form refuses an empty message, then reaches the support mailbox', async ({ page }) => {
  const lastName = `Rahman${Date.now().toString(36)}`;
  await visit(page, '/contact');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByLabel(/^First Name/)).toHaveAttribute('aria-invalid', 'true');

  await page.getByLabel(/^First Name/).fill('Yusuf');
  await page.getByLabel(/^Last Name/).fill(lastName);
  await page.getByLabel(/^Email Address/).fill(uniqueEmail('contact'));
  await page.getByLabel(/^Subject/).selectOption({ label: 'Safety & Privacy' });
  await page
    .getByLabel(/^Message/)
    .fill('<script>alert(1)</script> How do I report a profile that seems fake?');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Message sent')).toBeVisible();
  await expectAccessible(page);
  await snap(page, 'site-contact-sent');

  await expect
    .poll(async () => {
      const mails = await readOutbox(E2E_DATA_DIR);
      return mails.find((mail) => mail.subject.includes(lastName))?.to ?? '';
    })
    .toContain('support@');
});

test('Subscribe in the footer sends a confirm link that confirms the subscription', async ({ page }) => {
  const email = uniqueEmail('newsletter');
  await visit(page, '/about');
  const footer = page.getByRole('contentinfo');
  await footer.getByLabel('Email address').fill(email);
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  await expect(footer.getByRole('status')).toContainText(
    'Please check your inbox to confirm your subscription.',
  );

  const link = await linkFromMail(email, '/newsletter/confirm');
  await page.goto(link);
  await expect(page.getByText('Your subscription is confirmed.')).toBeVisible();
  await expectAccessible(page);
  await snap(page, 'site-newsletter-confirmed');

  await page.goto(link);
  await expect(page.getByText('This link is not valid or has expired.')).toBeVisible();
});

/** A slow network: the app's entry arrives two seconds after it is asked for (the first interaction). */
async function slowApp(page: Page) {
  await page.route('**/assets/index-*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2000));
    await route.continue();
  });
}

test.describe('before the app has loaded', () => {
  test('every public page reads in full without JavaScript: header menu, content and footer', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Find your spouse the halal way');
    await expect(
      page.getByRole('navigation', { name: 'Site' }).first().getByRole('link', { name: 'FAQ' }),
    ).toBeVisible();
    await expect(page.getByRole('contentinfo').getByText('Toronto, Ontario, Canada')).toBeVisible();
    // (axe needs JavaScript in the page: the other tests run it on this same HTML, with the app.)
    await snap(page, 'site-landing-no-js');
    await page.getByRole('link', { name: 'FAQ' }).first().click();
    await expect(page).toHaveURL(/\/faq$/);
    await expect(page.getByRole('main').locator('button[aria-controls][aria-expanded]')).toHaveCount(24);
    await context.close();
  });

  test('a visitor who only reads downloads no app code; the first interaction hydrates the page cleanly', async ({
    page,
  }) => {
    const scripts: string[] = [];
    const problems: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    await page.goto('/faq', { waitUntil: 'networkidle' });
    expect(scripts).toEqual(['/app-loader.js']);

    await startApp(page);
    expect(scripts.some((path) => path.startsWith('/assets/index-'))).toBe(true);
    await expect(page.getByRole('searchbox', { name: 'Search the FAQ' })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search the FAQ' }).fill('zzqx nothing like this');
    await expect(page.getByText('No results found')).toBeVisible();
    // React reports a hydration mismatch as a console error: the server's HTML must be what the app renders.
    expect(problems).toEqual([]);
  });

  test('a tap on the phone menu before the app has arrived is not lost', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.addInitScript(() => {
      addEventListener(
        'click',
        () => {
          (window as { tappedBeforeApp?: boolean }).tappedBeforeApp ??=
            !document.documentElement.hasAttribute('data-app-ready');
        },
        true,
      );
    });
    await page.goto('/', { waitUntil: 'networkidle' });
    const button = page.getByRole('button', { name: 'Menu' });
    await button.click();
    expect(await page.evaluate(() => (window as { tappedBeforeApp?: boolean }).tappedBeforeApp)).toBe(true);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(
      page.getByRole('navigation', { name: 'Site' }).last().getByRole('link', { name: 'FAQ' }),
    ).toBeVisible();
  });

  test('an address typed and sent before the app has arrived is subscribed', async ({ page }) => {
    const email = uniqueEmail('early');
    await slowApp(page);
    await page.goto('/about', { waitUntil: 'networkidle' });
    const footer = page.getByRole('contentinfo');
    await footer.getByLabel('Email address').fill(email);
    await footer.getByLabel('Email address').press('Enter');
    expect(await page.locator(`html[${APP_READY_ATTRIBUTE}]`).count()).toBe(0);
    await expect(footer.getByRole('status')).toContainText(
      'Please check your inbox to confirm your subscription.',
    );
    await linkFromMail(email, '/newsletter/confirm');
  });

  test('a contact message typed before the app has arrived is sent as typed', async ({ page }) => {
    const lastName = `Early${Date.now().toString(36)}`;
    await slowApp(page);
    await page.goto('/contact', { waitUntil: 'networkidle' });
    await page.getByLabel(/^First Name/).fill('Maryam');
    await page.getByLabel(/^Last Name/).fill(lastName);
    await page.getByLabel(/^Email Address/).fill(uniqueEmail('early-contact'));
    await page.getByLabel(/^Subject/).selectOption({ label: 'General Inquiry' });
    await page.getByLabel(/^Message/).fill('Assalamu alaikum, how do I add my wali to my account?');
    expect(await page.locator(`html[${APP_READY_ATTRIBUTE}]`).count()).toBe(0);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Message sent')).toBeVisible();
    await expect
      .poll(async () => (await readOutbox(E2E_DATA_DIR)).some((mail) => mail.subject.includes(lastName)))
      .toBe(true);
  });
});
