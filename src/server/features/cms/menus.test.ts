import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cmsMenus, cmsPages, cmsPosts } from '../../db/schema/index.ts';
import { buildMenu, menuItem, type MenuItemValues } from '../../../../tests/support/factories/menus.ts';
import { buildSignedIn } from '../../../../tests/support/factories/members.ts';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.ts';
import type { TMenuItem, TMenuLocation, TMenuResponse } from '../../../shared/site/site-contract.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

let clock = Date.UTC(2026, 0, 1);
/** A fresh active menu at the location, edited after every earlier one, so it is the one served. */
function newMenu(location: TMenuLocation, items: MenuItemValues[], menu: { isActive?: boolean } = {}) {
  clock += 60_000;
  return buildMenu(t.db, location, items, { updatedAt: new Date(clock), ...menu });
}

const item = menuItem;

async function getMenu(location: string, cookie?: string) {
  const response = await t.request(`/api/menus/${location}`, cookie ? { cookie } : {});
  return { status: response.status, body: (await response.json()) as TMenuResponse };
}

const titles = (items: TMenuItem[]): unknown[] =>
  items.map((i) => (i.children.length ? [i.title, titles(i.children)] : i.title));

describe('GET /api/menus/:location', () => {
  it('nests active items under their parent in display order, two levels deep, with exactly the public fields', async () => {
    const about = item('about', { displayOrder: 1, target: '_blank', cssClass: 'nav-about' });
    const stories = item('stories', { parentId: about.id, displayOrder: 1 });
    const menuId = await newMenu('header', [
      item('home', { displayOrder: 2 }),
      about,
      item('team', { parentId: about.id, displayOrder: 0 }),
      stories,
      item('deeper', { parentId: stories.id }),
      item('b-tie', { displayOrder: 5 }),
      item('a-tie', { displayOrder: 5 }),
    ]);
    const { status, body } = await getMenu('header');
    expect(status).toBe(200);
    expect(titles(body.menu?.items ?? [])).toEqual([
      ['about', ['team', 'stories']],
      'home',
      'a-tie',
      'b-tie',
    ]);
    expect(body.menu).toMatchObject({ id: menuId, location: 'header', name: expect.any(String) });
    expect(Object.keys(body.menu ?? {}).sort()).toEqual(['id', 'items', 'location', 'name']);
    expect(body.menu?.items[0]).toEqual({
      id: about.id,
      title: 'about',
      href: '/about',
      target: '_blank',
      css_class: 'nav-about',
      children: [
        expect.objectContaining({ title: 'team', target: '_self', css_class: null, children: [] }),
        {
          id: stories.id,
          title: 'stories',
          href: '/stories',
          target: '_self',
          css_class: null,
          children: [],
        },
      ],
    });
    expect(JSON.stringify(body)).not.toMatch(
      /menu_id|parent_id|created_at|updated_at|display_order|is_active/,
    );
  });

  it('leaves out inactive items, children of inactive or missing parents, and inactive menus', async () => {
    const hidden = item('hidden', { isActive: false });
    const elsewhere = item('elsewhere');
    await newMenu('header', [elsewhere], { isActive: false });
    await newMenu('header', [
      item('shown'),
      hidden,
      item('orphan-of-hidden', { parentId: hidden.id }),
      item('orphan-of-other-menu', { parentId: elsewhere.id }),
    ]);
    await newMenu('header', [item('inactive menu')], { isActive: false });
    expect(titles((await getMenu('header')).body.menu?.items ?? [])).toEqual(['shown']);
  });

  it('answers { menu: null } when the location has no active menu, to visitors and members alike', async () => {
    expect(await getMenu('sidebar')).toEqual({ status: 200, body: { menu: null } });
    await newMenu('sidebar', [item('x')], { isActive: false });
    const member = await buildSignedIn(t);
    expect(await getMenu('sidebar', member.cookie)).toEqual({ status: 200, body: { menu: null } });
  });

  it('serves the active menu updated last when several are active', async () => {
    const older = await newMenu('footer', [item('older')]);
    const newer = await newMenu('footer', [item('newer')]);
    expect((await getMenu('footer')).body.menu?.id).toBe(newer);
    await t.db
      .update(cmsMenus)
      .set({ updatedAt: new Date((clock += 60_000)) })
      .where(eq(cmsMenus.id, older));
    expect((await getMenu('footer')).body.menu?.id).toBe(older);
  });

  it('links published pages to /slug and posts to /blog/slug, and drops items whose page or post is not published', async () => {
    const pages = await t.db
      .insert(cmsPages)
      .values([
        { title: 'Live', slug: `live-${randomUUID().slice(0, 8)}`, status: 'published' },
        { title: 'Draft', slug: `draft-${randomUUID().slice(0, 8)}`, status: 'draft' },
      ])
      .returning({ id: cmsPages.id, slug: cmsPages.slug });
    const posts = await t.db
      .insert(cmsPosts)
      .values(
        (['published', 'scheduled', 'private', 'draft'] as const).map((status) => ({
          title: status,
          slug: `${status}-${randomUUID().slice(0, 8)}`,
          status,
        })),
      )
      .returning({ id: cmsPosts.id, slug: cmsPosts.slug });
    const [live, draft] = pages;
    await newMenu('header', [
      item('page', { pageId: live?.id, url: 'https://ignored.example', displayOrder: 0 }),
      item('draft page', { pageId: draft?.id, displayOrder: 1 }),
      ...posts.map((post, i) => item(`post ${i}`, { postId: post.id, displayOrder: 2 + i })),
    ]);
    const items = (await getMenu('header')).body.menu?.items ?? [];
    expect(items.map((i) => [i.title, i.href])).toEqual([
      ['page', `/${live?.slug}`],
      ['post 0', `/blog/${posts[0]?.slug}`],
    ]);
  });

  it("falls back to the item's own url, then '#', and never passes an unsafe url through", async () => {
    const urls: [string | null, string][] = [
      ['/faq', '/faq'],
      ['https://example.org/a?b=1', 'https://example.org/a?b=1'],
      ['HTTP://example.org', 'HTTP://example.org'],
      ['#contact', '#contact'],
      ['mailto:info@mithaq.example', 'mailto:info@mithaq.example'],
      ['tel:+18005550100', 'tel:+18005550100'],
      [null, '#'],
      ['', '#'],
      ['javascript:alert(1)', '#'],
      [' JavaScript:alert(1)', '#'],
      ['java\tscript:alert(1)', '#'],
      ['data:text/html,hi', '#'],
      ['//evil.example', '#'],
      ['/\\evil.example', '#'],
      ['https://', '#'],
      ['faq', '#'],
    ];
    await newMenu(
      'header',
      urls.map(([url], i) => item(`u${i}`, { url, displayOrder: i })),
    );
    const items = (await getMenu('header')).body.menu?.items ?? [];
    expect(items.map((i) => i.href)).toEqual(urls.map(([, href]) => href));
  });

  it('reads at most MENU_MAX_ITEMS items', async () => {
    await newMenu(
      'header',
      Array.from({ length: 105 }, (_, i) => item(`i${i}`, { displayOrder: i })),
    );
    const items = (await getMenu('header')).body.menu?.items ?? [];
    expect(items).toHaveLength(100);
    expect(items.at(-1)?.title).toBe('i99');
  });

  it('refuses an unknown location with 400 VALIDATION_FAILED naming the allowed ones', async () => {
    const { status, body } = await getMenu('main');
    expect(status).toBe(400);
    expect(body).toEqual({
      error: {
        code: 'VALIDATION_FAILED',
        message: 'Some fields are not valid.',
        fields: { location: 'Menu location must be one of header, footer, sidebar.' },
      },
    });
  });

  it('is described in /api/openapi.json', async () => {
    const doc = (await (await t.request('/api/openapi.json')).json()) as { paths: Record<string, unknown> };
    expect(doc.paths['/api/menus/{location}']).toBeDefined();
  });
});
