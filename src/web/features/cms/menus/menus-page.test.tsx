// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TAdminMenu } from '../../../../shared/cms/menus-contract';
import { json } from '../../../test/stub-api';
import { loadLibraryCatalog } from '../media/library-catalog';
import { bodyOf, buildMenu, callsTo, renderScreen, type Handlers } from '../media/library-harness';
import { MenusPage } from './menus-page';

vi.mock('sonner', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

beforeAll(loadLibraryCatalog);
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  vi.unstubAllGlobals();
});

function renderMenus(menus: TAdminMenu[], extra: Handlers = {}) {
  return renderScreen(
    <MenusPage />,
    { 'GET /api/cms/menus': () => json({ menus }), ...extra },
    '/admin/cms/menus',
  );
}

describe('/admin/cms/menus', () => {
  it('lists the menus with a way to their items, or says there are none', async () => {
    renderMenus([
      buildMenu(),
      buildMenu({ id: 'menu-2', name: 'Footer links', location: 'footer', is_active: false, item_count: 1 }),
    ]);
    const footer = within(await screen.findByRole('group', { name: 'Footer links' }));
    expect(footer.getByText('Footer')).toBeTruthy();
    expect(footer.getByText('Inactive')).toBeTruthy();
    expect(footer.getByText('1 item')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Manage the items of Main menu' }).getAttribute('href')).toBe(
      '/admin/cms/menus/menu-1/items',
    );
    cleanup();
    renderMenus([]);
    expect(await screen.findByText('No menus found. Create your first menu to get started.')).toBeTruthy();
  });

  it('creates a menu: the name is required, then one POST and the toast', async () => {
    const { spy } = renderMenus([], {
      'POST /api/cms/menus': (init) => json(buildMenu({ ...(bodyOf(init) as object), id: 'menu-9' }), 201),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Create Menu' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Menu name is required')).toBeTruthy();
    expect(callsTo(spy, '/api/cms/menus', 'POST')).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText(/^Name/), { target: { value: 'Sidebar' } });
    fireEvent.change(within(dialog).getByLabelText('Location'), { target: { value: 'sidebar' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Menu created successfully'));
    expect(bodyOf(callsTo(spy, '/api/cms/menus', 'POST')[0]?.init)).toEqual({
      name: 'Sidebar',
      location: 'sidebar',
      is_active: true,
    });
  });

  it("a refused create says 'Failed to create menu: ' and the server's message, and keeps the dialog", async () => {
    renderMenus([], {
      'POST /api/cms/menus': () =>
        json({ error: { code: 'CONFLICT', message: 'A menu has that name' } }, 409),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Create Menu' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/^Name/), { target: { value: 'Main menu' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Failed to create menu: A menu has that name'),
    );
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});
