import type { TCmsPublicPage } from '../../../shared/cms/blog-contract';
import type { TListPage, TPage, TPageSummary, TPost, TPostSummary } from '../../../shared/cms/cms-contract';
import { loadNamespace } from '../../lib/i18n';
import { buildMe } from '../../test/render-with-app';

// What the CMS admin screen tests share: the admin signed in, the 'cms' texts, the server's answers.

export const ADMIN_ME = buildMe({ role: 'admin', user: { ...buildMe().user, id: 'admin-1' } });

export const loadCmsTexts = () => loadNamespace('cms', { en: () => import('./i18n/en.json') });

export function buildPost(overrides: Partial<TPost> = {}): TPost {
  return {
    id: 'post-1',
    title: 'Choosing a spouse with care',
    slug: 'choosing-a-spouse-with-care',
    status: 'draft',
    published_at: null,
    updated_at: '2026-11-20T10:00:00Z',
    created_at: '2026-11-20T10:00:00Z',
    is_featured: false,
    view_count: 0,
    category: null,
    content: '<p>Marriage is half of the faith.</p>',
    excerpt: null,
    featured_image_url: null,
    allow_comments: true,
    meta_title: null,
    meta_description: null,
    meta_keywords: null,
    tags: [],
    ...overrides,
  };
}

export function buildPage(overrides: Partial<TPage> = {}): TPage {
  return {
    id: 'page-1',
    title: 'About us',
    slug: 'about-us',
    status: 'draft',
    template: 'default',
    parent_id: null,
    display_order: 0,
    is_homepage: false,
    show_in_menu: true,
    published_at: null,
    updated_at: '2026-11-20T10:00:00Z',
    created_at: '2026-11-20T10:00:00Z',
    content: '<p>Who we are.</p>',
    excerpt: null,
    featured_image_url: null,
    meta_title: null,
    meta_description: null,
    meta_keywords: null,
    ...overrides,
  };
}

export const listOf = <T extends TPostSummary | TPageSummary>(
  items: T[],
  total = items.length,
): TListPage<T> => ({
  items,
  total,
  page: 1,
  page_size: 20,
});

/** GET /api/pages/:slug for a published page (a visitor's view). */
export function buildPublicPage(overrides: Partial<TCmsPublicPage> = {}): TCmsPublicPage {
  return {
    id: 'pg1',
    slug: 'reach-us',
    title: 'Reach us',
    content: '<p>Our team answers every message.</p>',
    excerpt: null,
    featured_image_url: null,
    template: 'default',
    meta_title: null,
    meta_description: null,
    meta_keywords: null,
    updated_at: '2026-03-04T10:00:00.000Z',
    ...overrides,
  };
}
