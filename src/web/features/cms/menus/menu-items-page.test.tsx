// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { toast } from 'sonner';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TAdminMenuItem } from '../../../../shared/cms/menus-contract';
import { json } from '../../../test/stub-api';
import { moveItem } from '../api/menu-items-order';
import { loadLibraryCatalog } from '../media/library-catalog';
import {
  bodyOf,
  buildMenu,
  buildMenuItem,
  callsTo,
  renderScreen,
  type Handlers,
} from '../media/library-harness';
import { MenuItemsPage } from './menu-items-page';

vi.mock('sonner', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

beforeAll(loadLibraryCatalog);

const ROW_HEIGHT = 60;
/**
 * jsdom lays nothing out, so every box is 0×0 and dnd-kit's keyboard moves would find no neighbour:
 * each item row gets the box a browser would give it (one under the other), by its place in the list.
 */
beforeEach(() => {
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const row = this.closest('[data-menu-item]');
    const rows = row ? Array.from(row.parentElement?.children ?? []) : [];
    const top = row ? rows.indexOf(row) * ROW_HEIGHT : 0;
    const height = row ? ROW_HEIGHT - 8 : 0;
    return {
      x: 0,
      y: top,
      top,
      left: 0,
      right: 400,
      bottom: top + height,
      width: 400,
      height,
      toJSON: () => ({}),
    };
  });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.clearAllMocks();
  vi.unstubAllGlobals();
});

const HOME = buildMenuItem({ id: 'item-home', title: 'Home', display_order: 1 });
const BLOG = buildMenuItem({ id: 'item-blog', title: 'Blog', url: '/blog', display_order: 2 });
const NEWS = buildMenuItem({
  id: 'item-news',
  title: 'News',
  url: '/news',
  parent_id: 'item-blog',
  display_order: 3,
});
const ABOUT = buildMenuItem({ id: 'item-about', title: 'About', url: '/about', display_order: 4 });

function renderItems(items: TAdminMenuItem[], extra: Handlers = {}) {
  return renderScreen(
    <MenuItemsPage />,
    {
      'GET /api/cms/menus/menu-1/items': () => json({ menu: buildMenu(), items }),
      ...extra,
    },
    '/admin/cms/menus/menu-1/items',
    '/admin/cms/menus/:menuId/items',
  );
}

const titles = () =>
  within(screen.getByRole('list', { name: 'Items of the menu, in order' }))
    .getAllByRole('listitem')
    .map((row) => row.querySelector('.font-medium')?.textContent);

/** Picks the item up with its handle, moves it down `steps` places with the arrow key, and drops it. */
/**
 * Space, ArrowDown `steps` times, Space. After each key the timers dnd-kit set (its measuring frames, run
 * by jsdom as timers) run first: on a loaded machine a second ArrowDown sent before the first move was
 * measured moved the item once (CI). Timers fire in order of their time, so 50 ms of them is enough
 * however slow the machine is.
 */
const afterFrames = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 50)));

async function moveDownByKeyboard(title: string, steps: number) {
  const handle = screen.getByRole('button', { name: `Move ${title}` });
  handle.focus();
  fireEvent.keyDown(handle, { code: 'Space', key: ' ' });
  await afterFrames();
  for (let step = 0; step < steps; step += 1) {
    fireEvent.keyDown(handle, { code: 'ArrowDown', key: 'ArrowDown' });
    await afterFrames();
  }
  fireEvent.keyDown(handle, { code: 'Space', key: ' ' });
  await act(async () => undefined);
}

describe('/admin/cms/menus/{menuId}/items', () => {
  it("shows the items in order, children indented under their parent, or 'No menu items yet'", async () => {
    renderItems([HOME, BLOG, NEWS, ABOUT]);
    expect(
      await screen.findByRole('heading', { name: 'Menu Items: Main menu' }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(titles()).toEqual(['Home', 'Blog', 'News', 'About']);
    expect(screen.getByText('/news · Under Blog')).toBeTruthy();
    cleanup();
    renderItems([]);
    expect(await screen.findByText('No menu items yet')).toBeTruthy();
  });

  it("says 'Menu ID not found' without a menu id, and the server's message for an unknown menu", async () => {
    renderScreen(<MenuItemsPage />, {}, '/admin/cms/menus/items', '/admin/cms/menus/items');
    expect(await screen.findByText('Menu ID not found')).toBeTruthy();
    cleanup();
    renderScreen(
      <MenuItemsPage />,
      {
        'GET /api/cms/menus/nope/items': () =>
          json({ error: { code: 'NOT_FOUND', message: 'Menu not found' } }, 404),
      },
      '/admin/cms/menus/nope/items',
      '/admin/cms/menus/:menuId/items',
    );
    expect(await screen.findByText('Menu not found')).toBeTruthy();
  });

  it('reorders by keyboard: the item moves, and ONE request sends every id in the new order', async () => {
    const { spy } = renderItems([HOME, BLOG, NEWS, ABOUT], {
      'PUT /api/cms/menus/menu-1/items/order': () => json({ items: [] }),
    });
    await screen.findByRole('button', { name: 'Move Home' });
    await moveDownByKeyboard('Home', 2);
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Menu items reordered successfully'));
    expect(titles()).toEqual(['Blog', 'News', 'Home', 'About']);
    expect(screen.getByText('Home dropped at position 3 of 4.')).toBeTruthy();
    const puts = callsTo(spy, '/api/cms/menus/menu-1/items/order', 'PUT');
    expect(puts).toHaveLength(1);
    expect(bodyOf(puts[0]?.init)).toEqual({
      item_ids: ['item-blog', 'item-news', 'item-home', 'item-about'],
    });
  });

  it('a refused reorder says why and reloads the list from the server', async () => {
    const { spy } = renderItems([HOME, BLOG, NEWS, ABOUT], {
      'PUT /api/cms/menus/menu-1/items/order': () =>
        json({ error: { code: 'BAD_REQUEST', message: 'Items belong to another menu' } }, 400),
    });
    await screen.findByRole('button', { name: 'Move Home' });
    expect(callsTo(spy, '/api/cms/menus/menu-1/items')).toHaveLength(1);
    await moveDownByKeyboard('Home', 1);
    // The keyboard move, the refused save and the reload take more than waitFor's 1 s default on a
    // loaded 2-core machine (it failed once in CI): the same 5 s the lookups get.
    const slow = { timeout: 5000 };
    await waitFor(
      () =>
        expect(toast.error).toHaveBeenCalledWith(
          'Failed to reorder menu items: Items belong to another menu',
        ),
      slow,
    );
    await waitFor(() => expect(callsTo(spy, '/api/cms/menus/menu-1/items')).toHaveLength(2), slow);
    await waitFor(() => expect(titles()).toEqual(['Home', 'Blog', 'News', 'About']), slow);
  });
});

it('passes axe with the sortable list', async () => {
  const { view } = renderItems([HOME, BLOG, NEWS, ABOUT]);
  await screen.findByRole('button', { name: 'Move Home' });
  const result = await axe.run(view.container, { rules: { 'color-contrast': { enabled: false } } });
  expect(result.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
});

describe('moveItem', () => {
  it('moves one item and renumbers every display_order from 1', () => {
    const moved = moveItem([HOME, BLOG, NEWS, ABOUT], 3, 0);
    expect(moved.map((item) => [item.id, item.display_order])).toEqual([
      ['item-about', 1],
      ['item-home', 2],
      ['item-blog', 3],
      ['item-news', 4],
    ]);
  });
});
