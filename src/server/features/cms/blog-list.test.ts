import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCategory, buildPost } from '../../../../tests/support/factories/cms-content.ts';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.ts';
import { cmsSettings } from '../../db/schema/index.ts';
import type { TBlogList } from '../../../shared/cms/blog-contract.ts';

let t: TestApp;
const HOUR = 3_600_000;
const ago = (hours: number) => new Date(t.clock.now().getTime() - hours * HOUR);

async function setSetting(key: string, value: string) {
  await t.db.update(cmsSettings).set({ settingValue: value }).where(eq(cmsSettings.settingKey, key));
}

async function list(query = ''): Promise<TBlogList> {
  const response = await t.request(`/api/blog${query}`);
  expect(response.status).toBe(200);
  return (await response.json()) as TBlogList;
}

const slugs = (cards: { slug: string }[]) => cards.map((card) => card.slug);

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/blog', () => {
  it('lists only public posts: published (no date or past) and due scheduled ones', async () => {
    const faith = await buildCategory(t.db, { slug: 'faith', name: 'Faith', displayOrder: 1 });
    await buildCategory(t.db, { slug: 'empty', name: 'Empty' });
    await buildCategory(t.db, { slug: 'hidden', name: 'Hidden', isActive: false });
    await buildPost(t.db, {
      slug: 'published-past',
      status: 'published',
      publishedAt: ago(5),
      categoryId: faith.id,
    });
    await buildPost(t.db, { slug: 'published-undated', status: 'published', publishedAt: null });
    await buildPost(t.db, { slug: 'scheduled-due', status: 'scheduled', publishedAt: ago(1) });
    await buildPost(t.db, { slug: 'scheduled-future', status: 'scheduled', publishedAt: ago(-2) });
    await buildPost(t.db, { slug: 'published-future', status: 'published', publishedAt: ago(-2) });
    await buildPost(t.db, { slug: 'a-draft', status: 'draft', publishedAt: ago(3) });
    await buildPost(t.db, { slug: 'a-private', status: 'private', publishedAt: ago(3) });
    const body = await list();
    expect(slugs(body.posts).sort()).toEqual(['published-past', 'published-undated', 'scheduled-due']);
    expect(body.total).toBe(3);
    // Active categories with a public post only.
    expect(body.categories).toEqual([{ name: 'Faith', slug: 'faith' }]);
    const card = body.posts.find((post) => post.slug === 'published-past')!;
    expect(card.category).toEqual({ name: 'Faith', slug: 'faith' });
    expect(card.reading_minutes).toBe(1);
    expect(card.excerpt).toBe('About published-past....');
    // The future post appears once its time comes (the app's clock).
    t.clock.advance(3 * HOUR);
    expect(slugs((await list()).posts)).toContain('scheduled-future');
    t.clock.advance(-3 * HOUR);
  });

  it('searches title, excerpt and text case-insensitively, taking % and _ literally', async () => {
    await buildPost(t.db, {
      slug: 'wali-guide',
      title: 'The WALI guide',
      status: 'published',
      publishedAt: ago(2),
    });
    await buildPost(t.db, {
      slug: 'mahr-basics',
      excerpt: 'On mahr and Wali duties',
      status: 'published',
      publishedAt: ago(2),
    });
    await buildPost(t.db, {
      slug: 'in-text',
      content: '<p>Ask your <strong>wali</strong> first.</p>',
      status: 'published',
      publishedAt: ago(2),
    });
    await buildPost(t.db, { slug: 'wali-draft', title: 'wali draft', status: 'draft' });
    await buildPost(t.db, { slug: 'percent', title: '100% halal', status: 'published', publishedAt: ago(2) });
    expect(slugs((await list('?search=wali')).posts).sort()).toEqual([
      'in-text',
      'mahr-basics',
      'wali-guide',
    ]);
    expect(slugs((await list('?search=0%25')).posts)).toEqual(['percent']);
    expect((await list('?search=_')).posts).toEqual([]);
    // Tags are not text.
    expect((await list('?search=strong')).posts).toEqual([]);
  });

  it('filters by category slug and pages with posts_per_page', async () => {
    const family = await buildCategory(t.db, { slug: 'family', name: 'Family' });
    for (let i = 1; i <= 5; i += 1) {
      await buildPost(t.db, {
        slug: `family-${i}`,
        status: 'published',
        publishedAt: ago(100 + i),
        categoryId: family.id,
      });
    }
    await setSetting('posts_per_page', '2');
    const first = await list('?category=family');
    expect(slugs(first.posts)).toEqual(['family-1', 'family-2']);
    expect(first).toMatchObject({ page: 1, page_count: 3, total: 5, featured: [] });
    expect(slugs((await list('?category=family&page=3')).posts)).toEqual(['family-5']);
    expect((await list('?category=family&page=4')).posts).toEqual([]);
    expect((await list('?category=nope')).total).toBe(0);
    await setSetting('posts_per_page', '9');
  });

  it('shows at most 3 featured posts on the first unfiltered page, never again in the rest', async () => {
    for (let i = 1; i <= 4; i += 1) {
      await buildPost(t.db, {
        slug: `featured-${i}`,
        isFeatured: true,
        status: 'published',
        publishedAt: ago(i / 10),
      });
    }
    await buildPost(t.db, { slug: 'featured-draft', isFeatured: true, status: 'draft' });
    const body = await list();
    expect(slugs(body.featured)).toEqual(['featured-1', 'featured-2', 'featured-3']);
    expect(slugs(body.posts)).not.toContain('featured-1');
    expect(slugs(body.posts)).toContain('featured-4');
    // Not on later pages, not in a filtered list, not when the setting hides them.
    expect((await list('?page=2')).featured).toEqual([]);
    const searched = await list('?search=featured');
    expect(searched.featured).toEqual([]);
    expect(slugs(searched.posts)).toHaveLength(4);
    await setSetting('show_featured_posts', 'false');
    expect((await list()).featured).toEqual([]);
    await setSetting('show_featured_posts', 'true');
  });

  it('refuses bad paging and overlong searches with a 400', async () => {
    expect((await t.request('/api/blog?page=0')).status).toBe(400);
    expect((await t.request('/api/blog?page=abc')).status).toBe(400);
    expect((await t.request(`/api/blog?search=${'x'.repeat(101)}`)).status).toBe(400);
  });
});

describe('GET /api/site/settings', () => {
  it('answers the public settings to anyone', async () => {
    await setSetting('site_name', 'Mithaq Blog Test');
    const response = await t.request('/api/site/settings');
    expect(response.status).toBe(200);
    const body = (await response.json()) as { site_name: string; posts_per_page: number };
    expect(body.site_name).toBe('Mithaq Blog Test');
    expect(body.posts_per_page).toBe(9);
  });
});
