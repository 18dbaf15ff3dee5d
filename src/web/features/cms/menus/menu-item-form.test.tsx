// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { json } from '../../../test/stub-api';
import { loadLibraryCatalog } from '../media/library-catalog';
import { bodyOf, buildMenu, buildMenuItem, callsTo, renderScreen } from '../media/library-harness';
import { MenuItemsPage } from './menu-items-page';

vi.mock('sonner', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

beforeAll(loadLibraryCatalog);
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  vi.unstubAllGlobals();
});

const PAGE_ID = '0b8e7c1e-6c35-4a53-9d5c-3f1f7e1a9b21';
const HOME = buildMenuItem({ id: 'item-home', title: 'Home' });
const BLOG = buildMenuItem({ id: 'item-blog', title: 'Blog', url: '/blog', display_order: 2 });
const NEWS = buildMenuItem({
  id: 'item-news',
  title: 'News',
  url: '/news',
  parent_id: 'item-blog',
  display_order: 3,
});

function renderItems() {
  return renderScreen(
    <MenuItemsPage />,
    {
      'GET /api/cms/menus/menu-1/items': () => json({ menu: buildMenu(), items: [HOME, BLOG, NEWS] }),
      'GET /api/cms/pages': () =>
        json({
          items: [{ id: PAGE_ID, title: 'About us', slug: 'about' }],
          total: 1,
          page: 1,
          page_size: 100,
        }),
      'POST /api/cms/menus/menu-1/items': (init) =>
        json({ ...BLOG, ...(bodyOf(init) as object), id: 'item-9' }, 201),
    },
    '/admin/cms/menus/menu-1/items',
    '/admin/cms/menus/:menuId/items',
  );
}

describe('the menu item form', () => {
  it('sends only the chosen link target: a page item sends page_id, no url', async () => {
    const { spy } = renderItems();
    fireEvent.click(await screen.findByRole('button', { name: 'Add Item' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/^Title/), { target: { value: 'About' } });
    fireEvent.change(within(dialog).getByLabelText(/^URL/), { target: { value: '/typed-before' } });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Page' }));
    const page = await within(dialog).findByRole('option', { name: 'About us' });
    fireEvent.change(within(dialog).getByRole('combobox', { name: /^Page/ }), {
      target: { value: page.getAttribute('value') },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Menu item created successfully'));
    expect(bodyOf(callsTo(spy, '/api/cms/menus/menu-1/items', 'POST')[0]?.init)).toEqual({
      title: 'About',
      link_type: 'page',
      page_id: PAGE_ID,
      parent_id: null,
      target: '_self',
      css_class: '',
      is_active: true,
    });
  });

  it('a custom link needs its URL; the parent choices leave out the item itself and what is under it', async () => {
    const { spy } = renderItems();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Blog' }));
    const dialog = await screen.findByRole('dialog');
    const parents = within(within(dialog).getByLabelText('Parent')).getAllByRole('option');
    expect(parents.map((option) => option.textContent)).toEqual(['None (top level)', 'Home']);
    fireEvent.change(within(dialog).getByLabelText(/^URL/), { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('A custom link needs its URL')).toBeTruthy();
    expect(callsTo(spy, '/api/cms/menus/menu-1/items/item-blog', 'PUT')).toHaveLength(0);
  });
});
