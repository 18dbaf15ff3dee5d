// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TBlogCard, TBlogList } from '../../../../shared/cms/blog-contract';
import { loadNamespace } from '../../../lib/i18n';
import { renderWithApp } from '../../../test/render-with-app';
import { json, pending, stubApi } from '../../../test/stub-api';
import { BlogPage } from './blog-page';

beforeAll(async () => {
  await loadNamespace('blog', { en: () => import('./i18n/en.json') });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const card = (slug: string, more: Partial<TBlogCard> = {}): TBlogCard => ({
  id: slug,
  slug,
  title: `Title ${slug}`,
  excerpt: `Excerpt of ${slug}...`,
  featured_image_url: `/media/${slug}.jpg`,
  category: { name: 'Family', slug: 'family' },
  published_at: '2026-03-03T10:00:00.000Z',
  reading_minutes: 4,
  is_featured: false,
  ...more,
});

const list = (more: Partial<TBlogList> = {}): TBlogList => ({
  featured: [],
  posts: [],
  page: 1,
  page_count: 1,
  total: 0,
  categories: [{ name: 'Family', slug: 'family' }],
  ...more,
});

const renderBlog = (path = '/blog') => renderWithApp(<BlogPage />, { me: null, path, routePath: '/blog' });

describe('BlogPage', () => {
  it('shows a loading state while the list is on its way', async () => {
    stubApi({ 'GET /api/blog': pending });
    renderBlog();
    expect(await screen.findByRole('status')).toHaveProperty('textContent', 'Loading articles...');
    expect(screen.getByRole('heading', { level: 1, name: 'Our Blog' })).toBeTruthy();
  });

  it('shows featured and latest cards with image, category, excerpt, date and reading time', async () => {
    const spy = stubApi({
      'GET /api/blog': () =>
        json(
          list({
            featured: [card('f1', { is_featured: true })],
            posts: [card('p1')],
            total: 2,
            page_count: 2,
          }),
        ),
    });
    renderBlog();
    const featured = await screen.findByRole('region', { name: 'Featured Articles' });
    expect(within(featured).getByRole('link', { name: 'Title f1' }).getAttribute('href')).toBe('/blog/f1');
    const latest = screen.getByRole('region', { name: 'Latest Articles' });
    expect(within(latest).getByRole('img', { name: 'Title p1' }).getAttribute('src')).toBe('/media/p1.jpg');
    expect(within(latest).getByText('Excerpt of p1...')).toBeTruthy();
    expect(within(latest).getByText('March 3, 2026')).toBeTruthy();
    expect(within(latest).getByText('4 min read')).toBeTruthy();
    expect(within(latest).getByText('Family')).toBeTruthy();
    expect(screen.getByPlaceholderText('Search articles...')).toBeTruthy();
    expect(screen.getByRole('option', { name: 'All Categories' })).toBeTruthy();
    const pages = screen.getByRole('navigation', { name: 'Pages of articles' });
    expect(within(pages).getByRole('link', { name: /Next/ }).getAttribute('href')).toBe('/blog?page=2');
    expect(String(spy.mock.calls[0]![0])).toBe('/api/blog');
  });

  it("says 'All Articles' without featured ones and keeps the filters in the query", async () => {
    const spy = stubApi({
      'GET /api/blog': () => json(list({ posts: [card('p1')], total: 1, page: 1 })),
    });
    renderBlog('/blog?search=wali&category=family');
    expect(await screen.findByRole('region', { name: 'All Articles' })).toBeTruthy();
    expect(String(spy.mock.calls[0]![0])).toBe('/api/blog?search=wali&category=family');
    expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('wali');
    expect((screen.getByRole('combobox') as HTMLSelectElement).value).toBe('family');
  });

  it("says 'No articles found' with 'Clear Filters' when a filter finds nothing", async () => {
    stubApi({ 'GET /api/blog': () => json(list()) });
    renderBlog('/blog?search=nothing');
    expect(await screen.findByRole('heading', { name: 'No articles found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Clear Filters' }).getAttribute('href')).toBe('/blog');
  });

  it("says 'No articles found' without 'Clear Filters' when the blog is empty", async () => {
    stubApi({ 'GET /api/blog': () => json(list({ categories: [] })) });
    renderBlog();
    expect(await screen.findByRole('heading', { name: 'No articles found' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Clear Filters' })).toBeNull();
  });

  it('shows an error with a retry when the list cannot be loaded', async () => {
    stubApi({ 'GET /api/blog': () => json({ error: { code: 'INTERNAL', message: 'x' } }, 500) });
    renderBlog();
    const alert = await screen.findByRole('alert', {}, { timeout: 8000 });
    expect(alert.textContent).toContain('The articles could not be loaded.');
    expect(within(alert).getByRole('button', { name: 'Try Again' })).toBeTruthy();
  });
});
