// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test/render-with-app';
import { json, stubApi } from '../../../test/stub-api';
import { ADMIN_ME, buildPage, buildPost, listOf, loadCmsTexts } from '../cms-test-data';
import { PagesListPage } from '../pages/pages-list-page';
import { PostsListPage } from '../posts/posts-list-page';

vi.mock('sonner', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

beforeAll(loadCmsTexts);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The server's side: it filters by the query string it receives, like the real one. */
function renderPosts(posts: ReturnType<typeof buildPost>[], path = '/admin/cms/posts') {
  const spy = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname !== '/api/cms/posts')
      return json({ error: { code: 'NOT_FOUND', message: 'Not found' } }, 404);
    const status = url.searchParams.get('status');
    const search = url.searchParams.get('search')?.toLowerCase() ?? '';
    return json(
      listOf(posts.filter((p) => (!status || p.status === status) && p.title.toLowerCase().includes(search))),
    );
  });
  vi.stubGlobal('fetch', spy);
  renderWithApp(<PostsListPage />, { me: ADMIN_ME, path, routePath: '/admin/cms/posts' });
  return spy;
}

describe('/admin/cms/posts', () => {
  it("says 'No posts yet' when there are no posts at all", async () => {
    renderPosts([]);
    expect(await screen.findByText('No posts yet')).toBeTruthy();
    expect(screen.queryByText('No posts found')).toBeNull();
  });

  it("filters by status through the server and says 'No posts found' when the filter matches none", async () => {
    const spy = renderPosts([
      buildPost({
        id: 'a',
        title: 'Published one',
        slug: 'published-one',
        status: 'published',
        published_at: '2026-11-01T09:00:00Z',
      }),
      buildPost({ id: 'b', title: 'A draft', slug: 'a-draft' }),
    ]);
    const table = await screen.findByRole('region', { name: 'Posts table, scrolls sideways' });
    const view = within(table).getByRole('link', { name: 'View “Published one” on the site' });
    expect(view.getAttribute('href')).toBe('/blog/published-one');
    expect(within(table).queryByRole('link', { name: 'View “A draft” on the site' })).toBeNull();
    expect(within(table).getByRole('link', { name: 'Edit “A draft”' }).getAttribute('href')).toBe(
      '/admin/cms/posts/b/edit',
    );

    const status = screen.getByLabelText('Status');
    expect([...(status as HTMLSelectElement).options].map((o) => o.textContent)).toEqual([
      'All',
      'Draft',
      'Published',
      'Scheduled',
      'Private',
    ]);
    fireEvent.change(status, { target: { value: 'scheduled' } });
    expect(await screen.findByText('No posts found')).toBeTruthy();
    expect(String(spy.mock.calls.at(-1)?.[0])).toContain('status=scheduled');
    expect(screen.getByRole('button', { name: 'Clear filters' })).toBeTruthy();

    fireEvent.change(status, { target: { value: 'draft' } });
    await waitFor(() => expect(screen.queryByText('No posts found')).toBeNull());
    expect(await screen.findByRole('link', { name: 'Edit “A draft”' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Edit “Published one”' })).toBeNull();
  });

  it('reads the status filter from the URL', async () => {
    const spy = renderPosts([buildPost()], '/admin/cms/posts?status=private');
    expect(await screen.findByText('No posts found')).toBeTruthy();
    expect(String(spy.mock.calls[0]?.[0])).toContain('status=private');
    expect((screen.getByLabelText('Status') as HTMLSelectElement).value).toBe('private');
  });
});

describe('/admin/cms/pages', () => {
  it("offers no 'Scheduled' filter, links published pages to /{slug}, says 'No pages yet' when empty", async () => {
    stubApi({
      'GET /api/cms/pages': () =>
        json(listOf([buildPage({ status: 'published', published_at: '2026-11-01T09:00:00Z' })])),
    });
    renderWithApp(<PagesListPage />, {
      me: ADMIN_ME,
      path: '/admin/cms/pages',
      routePath: '/admin/cms/pages',
    });
    const view = await screen.findByRole('link', { name: 'View “About us” on the site' });
    expect(view.getAttribute('href')).toBe('/about-us');
    const options = [...(screen.getByLabelText('Status') as HTMLSelectElement).options].map((o) => o.value);
    expect(options).toEqual(['all', 'draft', 'published', 'private']);
    cleanup();

    stubApi({ 'GET /api/cms/pages': () => json(listOf([])) });
    renderWithApp(<PagesListPage />, {
      me: ADMIN_ME,
      path: '/admin/cms/pages',
      routePath: '/admin/cms/pages',
    });
    expect(await screen.findByText('No pages yet')).toBeTruthy();
  });
});
