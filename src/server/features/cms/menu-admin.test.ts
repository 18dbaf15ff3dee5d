import { randomUUID } from 'node:crypto';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cmsMenuItems, cmsPages, cmsPosts, staffActions } from '../../db/schema/index.ts';
import { CMS_TEXTS } from '../../../shared/cms/cms-contract.ts';
import type {
  TAdminMenu,
  TAdminMenuItem,
  TAdminMenuItemList,
  TAdminMenuList,
} from '../../../shared/cms/menus-contract.ts';
import type { TMenuResponse } from '../../../shared/site/site-contract.ts';
import { recordEvents } from '../../../../tests/support/api-calls.ts';
import { buildMenu, menuItem } from '../../../../tests/support/factories/menus.ts';
import { buildSignedIn, type SignedIn } from '../../../../tests/support/factories/members.ts';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.ts';

let t: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  admin = await buildSignedIn(t, { role: 'admin' });
});
afterAll(async () => {
  await t.close();
});

type ErrorAnswer = { error: { code: string; message: string; fields?: Record<string, string> } };
const call = async <T>(path: string, init: RequestInit & { json?: unknown } = {}) => {
  const response = await t.request(path, { cookie: admin.cookie, ...init });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
};
const itemsOf = (menuId: string) => `/api/cms/menus/${menuId}/items`;
/** The audit records about one menu and its items, oldest first, by the signed-in admin. */
const auditOf = async (menuId: string) =>
  (
    await t.db
      .select({ action: staffActions.action, actor: staffActions.actorId, details: staffActions.details })
      .from(staffActions)
      .where(sql`${staffActions.details}->>'menu_id' = ${menuId}`)
      .orderBy(staffActions.id)
  ).map((r) => (r.actor === admin.id ? r.action : `${r.action} by someone else`));
const storedOrder = async (menuId: string) =>
  (
    await t.db
      .select({ title: cmsMenuItems.title, order: cmsMenuItems.displayOrder })
      .from(cmsMenuItems)
      .where(eq(cmsMenuItems.menuId, menuId))
      .orderBy(asc(cmsMenuItems.displayOrder), asc(cmsMenuItems.title))
  ).map((r) => `${r.order}:${r.title}`);

describe('admin menus', () => {
  it('creates, lists by name with item counts, edits and deletes a menu', async () => {
    const created = await call<TAdminMenu>('/api/cms/menus', {
      method: 'POST',
      json: { name: '  Zeta footer ', location: 'footer' },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: 'Zeta footer',
      location: 'footer',
      is_active: true,
      item_count: 0,
    });
    const other = await buildMenu(t.db, 'sidebar', [menuItem('a'), menuItem('b')], { name: 'alpha side' });

    const list = await call<TAdminMenuList>('/api/cms/menus');
    const names = list.body.menus.map((m) => m.name);
    expect(names.indexOf('alpha side')).toBeLessThan(names.indexOf('Zeta footer'));
    expect(list.body.menus.find((m) => m.id === other)?.item_count).toBe(2);

    const bad = await call<ErrorAnswer>('/api/cms/menus', {
      method: 'POST',
      json: { name: ' ', location: 'attic' },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields ?? {}).sort()).toEqual(['location', 'name']);

    const id = created.body.id;
    const edited = await call<TAdminMenu>(`/api/cms/menus/${id}`, {
      method: 'PUT',
      json: { name: 'Footer', location: 'footer', is_active: false },
    });
    expect(edited.body).toMatchObject({ name: 'Footer', is_active: false });
    expect((await call<TAdminMenu>(`/api/cms/menus/${id}`)).body.name).toBe('Footer');
    expect(await call(`/api/cms/menus/${id}`, { method: 'DELETE' })).toEqual({
      status: 200,
      body: { message: 'Menu deleted successfully' },
    });
    expect(await auditOf(id)).toEqual(['menu.created', 'menu.updated', 'menu.deleted']);
    const gone = await call<ErrorAnswer>(`/api/cms/menus/${id}`);
    expect([gone.status, gone.body.error.message]).toEqual([404, CMS_TEXTS.menuIdNotFound]);
    const noItems = await call<ErrorAnswer>(itemsOf(randomUUID()));
    expect([noItems.status, noItems.body.error.message]).toEqual([404, CMS_TEXTS.menuIdNotFound]);
  });

  it('keeps only the chosen link target, checks page and post ids, numbers new items last', async () => {
    const menuId = await buildMenu(t.db, 'header', [], { name: 'links' });
    const [page] = await t.db
      .insert(cmsPages)
      .values({ title: 'About', slug: 'about', status: 'published' })
      .returning();
    const [post] = await t.db.insert(cmsPosts).values({ title: 'Hello', slug: 'hello' }).returning();

    const custom = await call<TAdminMenuItem>(itemsOf(menuId), {
      method: 'POST',
      json: { title: 'Home', link_type: 'custom', url: '/' },
    });
    expect(custom.status).toBe(201);
    expect(custom.body).toMatchObject({
      link_type: 'custom',
      url: '/',
      page: null,
      post: null,
      display_order: 1,
    });
    const toPage = await call<TAdminMenuItem>(itemsOf(menuId), {
      method: 'POST',
      json: { title: 'About', link_type: 'page', page_id: page!.id },
    });
    expect(toPage.body).toMatchObject({
      link_type: 'page',
      url: null,
      page: { id: page!.id, title: 'About', slug: 'about' },
      display_order: 2,
    });
    const toPost = await call<TAdminMenuItem>(itemsOf(menuId), {
      method: 'POST',
      json: { title: 'Blog', link_type: 'post', post_id: post!.id, target: '_blank' },
    });
    expect(toPost.body).toMatchObject({
      link_type: 'post',
      post: { slug: 'hello' },
      target: '_blank',
      display_order: 3,
    });

    const refusals: [unknown, string][] = [
      [{ title: 'x', link_type: 'page' }, 'page_id'],
      [{ title: 'x', link_type: 'custom', url: '/a', page_id: page!.id }, 'page_id'],
      [{ title: 'x', link_type: 'page', page_id: randomUUID() }, 'page_id'],
      [{ title: 'x', link_type: 'post', post_id: randomUUID() }, 'post_id'],
      [{ title: 'x', link_type: 'custom', url: 'javascript:alert(1)' }, 'url'],
    ];
    for (const [json, field] of refusals) {
      const answer = await call<ErrorAnswer>(itemsOf(menuId), { method: 'POST', json });
      expect([answer.status, Object.keys(answer.body.error.fields ?? {})]).toEqual([400, [field]]);
    }
    // Switching a page link to a custom one clears the page.
    const switched = await call<TAdminMenuItem>(`${itemsOf(menuId)}/${toPage.body.id}`, {
      method: 'PUT',
      json: { title: 'About us', link_type: 'custom', url: 'https://example.org/about' },
    });
    expect(switched.body).toMatchObject({
      link_type: 'custom',
      page: null,
      url: 'https://example.org/about',
      display_order: 2,
    });
    const list = await call<TAdminMenuItemList>(itemsOf(menuId));
    expect(list.body.items.map((i) => i.title)).toEqual(['Home', 'About us', 'Blog']);
    expect(list.body.menu.item_count).toBe(3);
    expect(await call(`${itemsOf(menuId)}/${custom.body.id}`, { method: 'DELETE' })).toEqual({
      status: 200,
      body: { message: 'Menu item deleted successfully' },
    });
    expect(await auditOf(menuId)).toEqual([
      'menu_item.created',
      'menu_item.created',
      'menu_item.created',
      'menu_item.updated',
      'menu_item.deleted',
    ]);
    expect((await call(`${itemsOf(menuId)}/${custom.body.id}`)).status).toBe(404);
  });

  it('refuses parents of another menu, the item itself, a cycle and a third level', async () => {
    const top = menuItem('top');
    const child = menuItem('child', { parentId: top.id });
    const menuId = await buildMenu(t.db, 'header', [top, child, menuItem('single')], { name: 'tree' });
    const foreign = menuItem('foreign');
    await buildMenu(t.db, 'footer', [foreign], { name: 'elsewhere' });
    const put = (id: string, parent: string | null) =>
      call<ErrorAnswer>(`${itemsOf(menuId)}/${id}`, {
        method: 'PUT',
        json: { title: 'moved', link_type: 'custom', url: '/m', parent_id: parent },
      });

    const cases: [string, string | null][] = [
      [top.id!, foreign.id!],
      [top.id!, top.id!],
      [top.id!, child.id!],
    ];
    for (const [id, parent] of cases)
      expect((await put(id, parent)).body.error.fields).toHaveProperty('parent_id');
    const third = await call<ErrorAnswer>(itemsOf(menuId), {
      method: 'POST',
      json: { title: 'deep', link_type: 'custom', url: '/d', parent_id: child.id },
    });
    expect([third.status, Object.keys(third.body.error.fields ?? {})]).toEqual([400, ['parent_id']]);
    expect(await storedOrder(menuId)).toEqual(['0:child', '0:single', '0:top']);
    expect((await put(child.id!, null)).status).toBe(200);
  });

  it('reorders every item in one request, refuses another menu’s item or a missing one, and the public menu follows', async () => {
    const items = ['one', 'two', 'three'].map((title, i) => menuItem(title, { displayOrder: i + 1 }));
    const menuId = await buildMenu(t.db, 'header', items, {
      name: 'main',
      updatedAt: new Date(Date.UTC(2030, 0, 1)),
    });
    const stranger = menuItem('stranger');
    await buildMenu(t.db, 'footer', [stranger], { name: 'other' });
    const order = (ids: string[]) =>
      call<ErrorAnswer>(`${itemsOf(menuId)}/order`, { method: 'PUT', json: { item_ids: ids } });
    const [one, two, three] = items.map((i) => i.id!) as [string, string, string];

    for (const ids of [
      [three, one, stranger.id!],
      [three, one],
      [three, one, two, two],
    ]) {
      const refused = await order(ids);
      expect([refused.status, Object.keys(refused.body.error.fields ?? {})]).toEqual([400, ['item_ids']]);
      expect(await storedOrder(menuId)).toEqual(['1:one', '2:two', '3:three']);
    }
    const { events, stop } = recordEvents(t);
    const done = await order([three, one, two]);
    stop();
    expect(done.status).toBe(200);
    expect(events.filter((e) => e.type === 'cms.changed')).toHaveLength(1);
    expect(await storedOrder(menuId)).toEqual(['1:three', '2:one', '3:two']);
    expect(await auditOf(menuId)).toEqual(['menu.reordered']);
    const header = (await (await t.request('/api/menus/header')).json()) as TMenuResponse;
    expect(header.menu?.id).toBe(menuId);
    expect(header.menu?.items.map((i) => i.title)).toEqual(['three', 'one', 'two']);
  });

  it('answers 401 to visitors and 403 to members and moderators on every menu route', async () => {
    const item = menuItem('guarded');
    const menuId = await buildMenu(t.db, 'sidebar', [item], { name: 'guarded' });
    const member = await buildSignedIn(t);
    const moderator = await buildSignedIn(t, { role: 'moderator' });
    const body = { title: 'x', link_type: 'custom', url: '/x' };
    const routes: [string, RequestInit & { json?: unknown }][] = [
      ['/api/cms/menus', {}],
      ['/api/cms/menus', { method: 'POST', json: { name: 'x' } }],
      [`/api/cms/menus/${menuId}`, {}],
      [`/api/cms/menus/${menuId}`, { method: 'PUT', json: { name: 'x' } }],
      [`/api/cms/menus/${menuId}`, { method: 'DELETE' }],
      [itemsOf(menuId), {}],
      [itemsOf(menuId), { method: 'POST', json: body }],
      [`${itemsOf(menuId)}/order`, { method: 'PUT', json: { item_ids: [item.id] } }],
      [`${itemsOf(menuId)}/${item.id}`, {}],
      [`${itemsOf(menuId)}/${item.id}`, { method: 'PUT', json: body }],
      [`${itemsOf(menuId)}/${item.id}`, { method: 'DELETE' }],
    ];
    for (const [path, init] of routes) {
      expect((await t.request(path, init)).status).toBe(401);
      expect((await t.request(path, { ...init, cookie: member.cookie })).status).toBe(403);
      expect((await t.request(path, { ...init, cookie: moderator.cookie })).status).toBe(403);
    }
    expect(await storedOrder(menuId)).toEqual(['0:guarded']);
  });
});
