// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TBlogPost } from '../../../../shared/cms/blog-contract';
import { loadNamespace } from '../../../lib/i18n';
import { renderWithApp } from '../../../test/render-with-app';
import { json, stubApi } from '../../../test/stub-api';
import { BlogPostPage } from './blog-post-page';

beforeAll(async () => {
  await loadNamespace('blog', { en: () => import('./i18n/en.json') });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const NotFound = () => <h1>Oops! Page not found</h1>;

const post: TBlogPost = {
  id: 'p1',
  slug: 'first-meeting',
  title: 'Preparing for the first meeting',
  excerpt: 'What to ask',
  own_excerpt: 'What to ask',
  featured_image_url: '/media/cover.jpg',
  category: { name: 'Family', slug: 'family' },
  published_at: '2026-03-03T10:00:00.000Z',
  updated_at: '2026-03-04T10:00:00.000Z',
  reading_minutes: 3,
  is_featured: false,
  content: '<h2>Before</h2><p>Talk with your family.</p>',
  tags: [{ name: 'Nikah', slug: 'nikah' }],
  meta_title: null,
  meta_description: 'About the first meeting',
  meta_keywords: 'meeting',
};

const renderPost = (slug: string) =>
  renderWithApp(<BlogPostPage NotFound={NotFound} />, {
    me: null,
    path: `/blog/${slug}`,
    routePath: '/blog/:slug',
  });

describe('BlogPostPage', () => {
  it('shows the article: back link, category, title, excerpt, author, date, reading time, image, body, tags', async () => {
    stubApi({ 'GET /api/blog/first-meeting': () => json(post) });
    renderPost('first-meeting');
    expect(await screen.findByRole('heading', { level: 1, name: post.title })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Blog' }).getAttribute('href')).toBe('/blog');
    expect(screen.getByText('Family')).toBeTruthy();
    expect(screen.getByText('What to ask')).toBeTruthy();
    expect(screen.getByText('Admin')).toBeTruthy();
    expect(screen.getByText('March 3, 2026')).toBeTruthy();
    expect(screen.getByText('3 min read')).toBeTruthy();
    expect(screen.getByRole('img', { name: post.title }).getAttribute('src')).toBe('/media/cover.jpg');
    expect(screen.getByRole('heading', { level: 2, name: 'Before' })).toBeTruthy();
    expect(screen.getByText('#Nikah')).toBeTruthy();
    await vi.waitFor(() => expect(document.title).toBe('Preparing for the first meeting · Mithaq'));
    expect(document.head.querySelector<HTMLMetaElement>('meta[name="description"]')?.content).toBe(
      'About the first meeting',
    );
  });

  it('shows the 404 page for a post the API does not have', async () => {
    stubApi({});
    renderPost('missing');
    expect(await screen.findByRole('heading', { name: 'Oops! Page not found' })).toBeTruthy();
  });
});
