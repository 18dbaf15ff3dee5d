// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TPage } from '../../../../shared/cms/cms-contract';
import { renderWithApp } from '../../../test/render-with-app';
import { json, stubApi } from '../../../test/stub-api';
import { ADMIN_ME, buildPage, listOf, loadCmsTexts } from '../cms-test-data';
import { PageEditorPage } from '../pages/page-editor-page';

vi.mock('sonner', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

beforeAll(loadCmsTexts);
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  vi.unstubAllGlobals();
});

// Ids are UUIDs, as the server's are (the shared schema refuses any other parent id).
const ID = {
  about: '0b6f3d1e-0000-4000-8000-000000000001',
  team: '0b6f3d1e-0000-4000-8000-000000000002',
  contact: '0b6f3d1e-0000-4000-8000-000000000003',
};
const ABOUT = buildPage({ id: ID.about, title: 'About us', slug: 'about-us' });
const TEAM = buildPage({ id: ID.team, title: 'Our team', slug: 'our-team', parent_id: ID.about });
const CONTACT = buildPage({ id: ID.contact, title: 'Contact', slug: 'contact', template: 'contact' });

/** The server holds `page`; PUT stores what it was sent. */
function renderPageEditor(page: TPage) {
  const server = { page };
  return stubApi({
    'GET /api/cms/pages': () => json(listOf([ABOUT, TEAM, CONTACT])),
    [`GET /api/cms/pages/${page.id}`]: () => json(server.page),
    [`GET /api/cms/pages/${page.id}/revisions`]: () => json({ items: [] }),
    [`PUT /api/cms/pages/${page.id}`]: (init) => {
      const body = JSON.parse(String(init?.body)) as Partial<TPage>;
      server.page = { ...server.page, ...body, updated_at: '2026-11-22T00:00:00Z' };
      return json(server.page);
    },
  });
}

describe('the page editor', () => {
  it('never offers the page itself (nor a page under it) as its parent', async () => {
    renderPageEditor(ABOUT);
    renderWithApp(<PageEditorPage />, {
      me: ADMIN_ME,
      path: `/admin/cms/pages/${ID.about}/edit`,
      routePath: '/admin/cms/pages/:id/edit',
    });
    const parent = (await screen.findByLabelText('Parent page')) as HTMLSelectElement;
    await waitFor(() => expect(parent.options.length).toBeGreaterThan(1));
    expect([...parent.options].map((o) => o.textContent)).toEqual(['None (top level)', 'Contact']);
    expect([...(screen.getByLabelText('Template') as HTMLSelectElement).options].map((o) => o.value)).toEqual(
      ['default', 'full-width', 'landing', 'contact'],
    );
  });

  it('turns an invalid display order into 0, and saves the chosen parent', async () => {
    const spy = renderPageEditor(TEAM);
    renderWithApp(<PageEditorPage />, {
      me: ADMIN_ME,
      path: `/admin/cms/pages/${ID.team}/edit`,
      routePath: '/admin/cms/pages/:id/edit',
    });
    const order = (await screen.findByLabelText('Display order')) as HTMLInputElement;
    fireEvent.change(order, { target: { value: '-4' } });
    fireEvent.blur(order);
    expect(order.value).toBe('0');
    const parent = screen.getByLabelText('Parent page') as HTMLSelectElement;
    await waitFor(() => expect(parent.options.length).toBe(3));
    fireEvent.change(parent, { target: { value: ID.contact } });

    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByRole('button', { name: 'Update' })).toBeTruthy();
    expect(toast.success).toHaveBeenCalledWith('Page updated successfully');
    const [, init] = spy.mock.calls.find(([, i]) => i?.method === 'PUT') ?? [];
    expect(JSON.parse(String(init?.body))).toMatchObject({
      parent_id: ID.contact,
      display_order: 0,
      status: 'published',
    });
  });
});
