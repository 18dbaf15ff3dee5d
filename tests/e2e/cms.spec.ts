import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { minimalPdf } from '../support/media-files.ts';
import { E2E_ADMIN, E2E_URL } from './env.ts';
import { expectAccessible, signIn, snap } from './support.ts';

// Issue 22's journey, all through the admin's screens: three files uploaded at once; a post written
// in the rich-text editor (an image from the library, a link) and scheduled a minute or two ahead,
// which a visitor finds on /blog, in the feed and in the sitemap once the server's clock has passed
// its time (TEST_CLOCK); the header menu reordered by mouse and by keyboard, as the next visitor sees
// it; and a setting the footer shows. The menu and the tagline end as they began (public-site.spec.ts
// reads the seeded header menu and footer).
const ORIGIN = { origin: E2E_URL };
const run = Date.now().toString(36).slice(-5);
const files = { png: `garden-${run}.png`, jpeg: `family-${run}.jpg`, pdf: `wali-guide-${run}.pdf` };
const title = `Meeting with family ${run}`;
const slug = `meeting-with-family-${run}`;
const linkHref = `https://example.com/wali-guide-${run}`;
const linkText = 'Read the wali guide';

const toast = (page: Page, text: string) => page.getByText(text, { exact: true });

/** Opens an admin screen and waits for its heading (a lazy route: its code arrives first). */
async function open(page: Page, path: string, heading: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible({ timeout: 20_000 });
}

/** A page of a fresh browser context: a visitor without a cookie. */
async function visitor(browser: Browser): Promise<Page> {
  return (await browser.newContext({ baseURL: E2E_URL })).newPage();
}

/** Reloads `path` until `check` passes: the server drops its cached pages on a change, not at once. */
async function reloadUntil(page: Page, path: string, check: () => Promise<void>) {
  await expect(async () => {
    await page.goto(path);
    await check();
  }).toPass({ timeout: 20_000 });
}

async function uploadFiles() {
  const create = (background: string) => ({
    create: { width: 320, height: 200, channels: 3 as const, background },
  });
  return [
    { name: files.png, mimeType: 'image/png', buffer: await sharp(create('#2f6f5e')).png().toBuffer() },
    { name: files.jpeg, mimeType: 'image/jpeg', buffer: await sharp(create('#c08a3e')).jpeg().toBuffer() },
    { name: files.pdf, mimeType: 'application/pdf', buffer: Buffer.from(minimalPdf()) },
  ];
}

/** The server's time (moved on by 1 s), as the publish-date input of this browser writes it. */
async function serverTimeInput(page: Page, aheadMs: number): Promise<string> {
  const moved = await page.request.post('/api/test/clock', { data: { advance_seconds: 1 }, headers: ORIGIN });
  expect(moved.status(), await moved.text()).toBe(200);
  const { now } = (await moved.json()) as { now: string };
  return page.evaluate(
    (at) => {
      const d = new Date(at);
      const pad = (n: number) => String(n).padStart(2, '0');
      return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
    },
    new Date(Date.parse(now) + aheadMs).toISOString(),
  );
}

/** The visitor's header menu, top-level links in order (children stay folded away). */
const headerLinks = (page: Page) => page.getByRole('navigation', { name: 'Site' }).first().getByRole('link');

/** Waits for the PUT that saves the menu order `act` causes, then for its toast. */
async function reordered(page: Page, act: () => Promise<void>) {
  const saved = page.waitForResponse(
    (r) => r.request().method() === 'PUT' && r.url().endsWith('/items/order'),
    { timeout: 20_000 },
  );
  await act();
  expect((await saved).status()).toBe(200);
  await expect(toast(page, 'Menu items reordered successfully').last()).toBeVisible();
}

async function dragOnto(page: Page, handle: Locator, target: Locator, row: Locator) {
  await row.scrollIntoViewIfNeeded();
  const [from, over, own] = await Promise.all([
    handle.boundingBox(),
    target.boundingBox(),
    row.boundingBox(),
  ]);
  if (!from || !over || !own) throw new Error('menu item not laid out');
  const x = from.x + from.width / 2;
  const y = from.y + from.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  // Past the pointer sensor's 4 px activation distance, then onto the target's centre.
  await page.mouse.move(x, y - 8, { steps: 4 });
  await page.mouse.move(x, y + (over.y + over.height / 2) - (own.y + own.height / 2), { steps: 12 });
  await page.mouse.up();
}

test('cms: media, a scheduled post, the header menu and a setting, as a visitor sees them', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);

  // 1. Two images and a PDF, uploaded at once.
  await open(page, '/admin/cms/media', 'Media Library');
  await page.locator('input[type="file"]').setInputFiles(await uploadFiles());
  await expect(toast(page, '3 files uploaded successfully')).toBeVisible();
  const grid = page.getByRole('list', { name: 'Media files' });
  for (const name of Object.values(files))
    await expect(grid.getByRole('button', { name: `Details of ${name}` })).toBeVisible();
  await expectAccessible(page);
  await snap(page, 'cms-media');

  // 2. A post: text, a link through the link dialog, an image from the library; scheduled.
  await open(page, '/admin/cms/posts/new', 'New Post');
  await page.getByRole('textbox', { name: /^Title/ }).fill(title);
  await expect(page.getByRole('textbox', { name: /^Slug/ })).toHaveValue(slug);
  const body = page.getByRole('textbox', { name: /^Content/ });
  await body.click();
  await page.keyboard.type('Assalamu alaikum. How our families met before we did.');
  await page.keyboard.press('Enter');
  await page.keyboard.type(linkText);
  await page.keyboard.press('Shift+Home');
  const toolbar = page.getByRole('toolbar', { name: 'Formatting' });
  await toolbar.getByRole('button', { name: 'Link', exact: true }).click();
  const linkDialog = page.getByRole('dialog', { name: 'Insert link' });
  await linkDialog.getByLabel('URL').fill(linkHref);
  await linkDialog.getByRole('button', { name: 'Apply' }).click();
  await expect(linkDialog).toBeHidden();
  await expect(body.getByRole('link', { name: linkText })).toHaveAttribute('href', linkHref);
  await body.press('End');
  await body.press('Enter');
  await toolbar.getByRole('button', { name: 'Insert image' }).click();
  const picker = page.getByRole('dialog', { name: 'Choose an image' });
  await expect(picker.getByRole('button', { name: `Choose ${files.pdf}` })).toHaveCount(0);
  await picker.getByRole('button', { name: `Choose ${files.png}` }).click();
  await expect(picker).toBeHidden();
  const inserted = body.locator('img');
  await expect(inserted).toHaveCount(1);
  const imageSrc = (await inserted.getAttribute('src'))!;
  expect(imageSrc).toMatch(/\.png$/);

  const publishDate = page.getByLabel('Publish date');
  // Two minutes of the server's clock (which other journeys have moved on): at least one whole minute.
  await publishDate.fill(await serverTimeInput(page, 120_000));
  await expect(page.getByText(/^Publishing will schedule it for /)).toBeVisible();
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(toast(page, 'Post created successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/cms\/posts\/[^/]+\/edit$/);
  await expect(page.getByRole('heading', { name: 'Edit Post', level: 1 })).toBeVisible();
  await expect(page.getByText('Scheduled', { exact: true })).toBeVisible();
  await expect(page.getByText(/^Scheduled for /)).toBeVisible();
  await expectAccessible(page);
  await snap(page, 'cms-post-editor');

  // 3. A visitor: not on the blog yet; after the server's clock passes the date, everywhere.
  const guest = await visitor(browser);
  await guest.goto('/blog');
  await expect(guest.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(guest.getByRole('link', { name: title })).toHaveCount(0);
  const moved = await page.request.post('/api/test/clock', {
    data: { advance_seconds: 180 },
    headers: ORIGIN,
  });
  expect(moved.status(), await moved.text()).toBe(200);
  await reloadUntil(guest, '/blog', () => expect(guest.getByRole('link', { name: title })).toBeVisible());
  await guest.goto(`/blog/${slug}`);
  await expect(guest.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  const image = guest.getByRole('main').locator(`img[src="${imageSrc}"]`);
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(320);
  await expect(guest.getByRole('main').getByRole('link', { name: linkText })).toHaveAttribute(
    'href',
    linkHref,
  );
  await snap(guest, 'cms-blog-post');
  const rss = await (await guest.request.get('/blog/rss.xml')).text();
  expect(rss).toContain(title);
  expect(rss).toContain(`/blog/${slug}`);
  expect(await (await guest.request.get('/sitemap.xml')).text()).toContain(`/blog/${slug}</loc>`);
  await page.reload();
  await expect(page.getByText('Published', { exact: true })).toBeVisible({ timeout: 20_000 });

  // 4. The header menu: Contact dragged above FAQ with the mouse, then FAQ moved back above it with
  // the keyboard; the next visitor sees each order (the seeded one again at the end).
  await guest.goto('/');
  await expect(headerLinks(guest)).toHaveText(['About', 'Blog', 'FAQ', 'Contact']);
  await open(page, '/admin/cms/menus', 'Menus');
  await page.getByRole('link', { name: 'Manage the items of Main menu' }).click();
  await expect(page.getByRole('heading', { name: 'Menu Items: Main menu', level: 1 })).toBeVisible();
  const items = page.getByRole('list', { name: 'Items of the menu, in order' });
  const handle = (name: string) => items.getByRole('button', { name: `Move ${name}`, exact: true });
  const row = (name: string) =>
    items
      .getByRole('listitem')
      .filter({ has: page.getByRole('button', { name: `Move ${name}`, exact: true }) });
  await reordered(page, () => dragOnto(page, handle('Contact'), row('FAQ'), row('Contact')));
  await reloadUntil(guest, '/', () =>
    expect(headerLinks(guest)).toHaveText(['About', 'Blog', 'Contact', 'FAQ'], { timeout: 1000 }),
  );

  await reordered(page, async () => {
    await handle('FAQ').focus();
    await page.keyboard.press('Space');
    await expect(handle('FAQ')).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.press('ArrowUp');
    await expect(page.getByText('FAQ is over position 5 of 6.')).toBeAttached();
    await page.keyboard.press('Space');
  });
  await expect(handle('FAQ')).toBeFocused();
  await expectAccessible(page);
  await snap(page, 'cms-menu-items');
  await reloadUntil(guest, '/', () =>
    expect(headerLinks(guest)).toHaveText(['About', 'Blog', 'FAQ', 'Contact'], { timeout: 1000 }),
  );

  // 5. The tagline the footer shows, changed (saved when the field is left) and put back.
  await open(page, '/admin/cms/settings', 'Site Settings');
  const tagline = page.getByRole('textbox', { name: /^Tagline/ });
  const original = await tagline.inputValue();
  const changed = `Marriage with your family's blessing ${run}`;
  await tagline.fill(changed);
  await tagline.blur();
  await expect(toast(page, 'Setting updated successfully')).toBeVisible();
  await snap(page, 'cms-settings');
  await reloadUntil(guest, '/about', () =>
    expect(guest.getByRole('contentinfo').getByText(changed)).toBeVisible({ timeout: 1000 }),
  );
  const restored = page.waitForResponse(
    (r) => r.request().method() === 'PUT' && r.url().includes('/settings/'),
  );
  await tagline.fill(original);
  await tagline.blur();
  expect((await restored).status()).toBe(200);
  await guest.context().close();
});
