// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TCategory } from '../../../../shared/cms/cms-contract';
import { renderWithApp } from '../../../test/render-with-app';
import { json, stubApi } from '../../../test/stub-api';
import { ADMIN_ME, loadCmsTexts } from '../cms-test-data';
import { TaxonomyPage } from './taxonomy-page';

vi.mock('sonner', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

beforeAll(loadCmsTexts);
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  vi.unstubAllGlobals();
});

describe('/admin/cms/categories', () => {
  it('creates a category and lists it; a refusal is said at the field and in the toast', async () => {
    const server = { categories: [] as TCategory[] };
    stubApi({
      'GET /api/cms/categories': () => json({ items: server.categories }),
      'GET /api/cms/tags': () => json({ items: [] }),
      'POST /api/cms/categories': (init) => {
        const body = JSON.parse(String(init?.body)) as { name: string; slug?: string };
        if (body.slug === 'taken')
          return json(
            { error: { code: 'SLUG_TAKEN', message: 'Slug taken', fields: { slug: 'Slug taken' } } },
            409,
          );
        const category: TCategory = {
          id: 'c1',
          name: body.name,
          slug: 'marriage',
          description: null,
          parent_id: null,
          display_order: 0,
          is_active: true,
          post_count: 0,
        };
        server.categories = [category];
        return json(category, 201);
      },
    });
    renderWithApp(<TaxonomyPage />, { me: ADMIN_ME, path: '/admin/cms/categories' });
    const categories = within(screen.getByRole('region', { name: 'Categories' }));
    expect(await categories.findByText('No categories yet')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Tags' })).getByText('No tags yet')).toBeTruthy();

    fireEvent.change(categories.getByLabelText(/^Name/), { target: { value: 'Marriage' } });
    fireEvent.change(categories.getByLabelText('Slug'), { target: { value: 'taken' } });
    fireEvent.click(categories.getByRole('button', { name: 'Add' }));
    expect(await categories.findByText('Slug taken')).toBeTruthy();
    expect(toast.error).toHaveBeenCalledWith('Failed to create category: Slug taken');

    fireEvent.change(categories.getByLabelText('Slug'), { target: { value: '' } });
    fireEvent.click(categories.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Category created successfully'));
    expect(await categories.findByRole('button', { name: 'Edit Marriage' })).toBeTruthy();
  });
});
