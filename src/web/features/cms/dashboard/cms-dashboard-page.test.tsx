// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TCmsOverview } from '../../../../shared/cms/cms-contract';
import { renderWithApp } from '../../../test/render-with-app';
import { json, stubApi } from '../../../test/stub-api';
import { ADMIN_ME, buildPost, loadCmsTexts } from '../cms-test-data';
import { CmsDashboardPage } from './cms-dashboard-page';

vi.mock('sonner', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

beforeAll(loadCmsTexts);
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  vi.unstubAllGlobals();
});

const OVERVIEW: TCmsOverview = {
  recent_posts: [buildPost({ id: 'p1', title: 'Scheduled one', status: 'scheduled' })],
  recent_pages: [],
  counts: { posts: 12, published_posts: 10, scheduled_posts: 1, pages: 4, media: 7 },
};

describe('/admin/cms', () => {
  it('links to every CMS screen and shows the counts and the recent posts and pages', async () => {
    stubApi({ 'GET /api/cms/overview': () => json(OVERVIEW) });
    renderWithApp(<CmsDashboardPage />, { me: ADMIN_ME, path: '/admin/cms' });
    const sections = within(screen.getByRole('navigation', { name: 'Sections' }));
    const hrefs = sections.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual([
      '/admin/cms/posts',
      '/admin/cms/pages',
      '/admin/cms/media',
      '/admin/cms/menus',
      '/admin/cms/settings',
      '/admin/cms/categories',
    ]);
    const recentPosts = within(await screen.findByRole('region', { name: 'Recent Posts' }));
    expect(recentPosts.getByRole('link', { name: 'Scheduled one' }).getAttribute('href')).toBe(
      '/admin/cms/posts/p1/edit',
    );
    expect(recentPosts.getByText('Scheduled')).toBeTruthy();
    expect(
      within(screen.getByRole('region', { name: 'Recent Pages' })).getByText('No pages yet'),
    ).toBeTruthy();
    expect(screen.getByText('Media files').nextElementSibling?.textContent).toBe('7');
  });
});
