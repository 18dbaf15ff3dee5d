import { randomUUID } from 'node:crypto';
import type { Db } from '../db/client.ts';
import {
  cmsCategories,
  cmsMenuItems,
  cmsMenus,
  cmsPages,
  cmsPostTags,
  cmsPosts,
  cmsTags,
} from '../db/schema/index.ts';
import { slugify } from '../../shared/rules/slug.ts';
import { DEMO_ARTICLES } from './demo-blog-articles.ts';
import { renderCover } from './demo-blog-covers.ts';
import { DEMO_PAGES } from './demo-blog-pages.ts';
import { postText } from '../features/cms/content-values.ts';

/**
 * The demo's blog: categories, tags, a dozen articles (three featured, one scheduled two days ahead)
 * whose covers went into the media library through the upload pipeline (coverUploads), two CMS pages
 * and a footer menu linking them.
 */
export const DEMO_CATEGORIES = [
  {
    name: 'Marriage Preparation',
    description: 'Getting ready for nikah: intentions, questions and practicalities.',
  },
  { name: 'Family & Wali', description: 'Involving parents and a wali in a search that honours everyone.' },
  { name: 'Online Safety', description: 'Staying safe and recognising scams while you search.' },
  { name: 'Profile Tips', description: 'Presenting yourself honestly and well.' },
  { name: 'Married Life', description: 'The first years together, with faith at the centre.' },
] as const;

const DEMO_TAGS = [
  'nikah',
  'wali',
  'mahr',
  'istikhara',
  'safety',
  'profile',
  'family',
  'reverts',
  'communication',
];

/** What the covers' uploads gave back: where each is served. */
export type StoredCover = { file_url: string };

const DAY_MS = 86_400_000;

export async function insertDemoBlog(
  tx: Pick<Db, 'insert'>,
  covers: readonly StoredCover[],
  options: { now: Date; authorId: string | null },
): Promise<{ posts: number; pages: number }> {
  const categoryIds = new Map<string, string>();
  await tx.insert(cmsCategories).values(
    DEMO_CATEGORIES.map((category, order) => {
      const id = randomUUID();
      categoryIds.set(category.name, id);
      return {
        id,
        name: category.name,
        slug: slugify(category.name),
        description: category.description,
        displayOrder: order + 1,
      };
    }),
  );
  const tagIds = new Map(DEMO_TAGS.map((name) => [name, randomUUID()] as const));
  await tx
    .insert(cmsTags)
    .values(DEMO_TAGS.map((name) => ({ id: tagIds.get(name)!, name, slug: slugify(name) })));

  const postTags: (typeof cmsPostTags.$inferInsert)[] = [];
  const posts = DEMO_ARTICLES.map((article) => {
    const id = randomUUID();
    const publishedAt = new Date(options.now.getTime() - article.days * DAY_MS);
    for (const tag of article.tags) postTags.push({ postId: id, tagId: tagIds.get(tag)! });
    return {
      id,
      title: article.title,
      slug: slugify(article.title),
      content: article.body.join(''),
      ...postText(article.body.join('')),
      excerpt: article.excerpt ?? null,
      featuredImageUrl: covers[article.cover % Math.max(1, covers.length)]?.file_url ?? null,
      categoryId: categoryIds.get(article.category) ?? null,
      authorId: options.authorId,
      status: article.days < 0 ? 'scheduled' : 'published',
      publishedAt,
      isFeatured: article.featured ?? false,
      metaDescription: article.excerpt ?? null,
      viewCount: article.days > 0 ? 40 + ((article.days * 37) % 400) : 0,
      createdAt: new Date(publishedAt.getTime() - DAY_MS),
      updatedAt: publishedAt,
    };
  });
  await tx.insert(cmsPosts).values(posts);
  await tx.insert(cmsPostTags).values(postTags);

  const pages = DEMO_PAGES.map((page, order) => ({
    id: randomUUID(),
    title: page.title,
    slug: slugify(page.title),
    content: page.body.join(''),
    excerpt: page.excerpt,
    metaDescription: page.excerpt,
    status: 'published',
    publishedAt: options.now,
    displayOrder: order + 1,
    createdBy: options.authorId,
  }));
  await tx.insert(cmsPages).values(pages);
  await insertFooterMenu(tx, pages);
  return { posts: posts.length, pages: pages.length };
}

/** The footer: the site's fixed pages, the blog and the demo's CMS pages (linked by page, as an admin would). */
async function insertFooterMenu(tx: Pick<Db, 'insert'>, pages: readonly { id: string; title: string }[]) {
  const menuId = randomUUID();
  await tx.insert(cmsMenus).values({ id: menuId, name: 'Footer menu', location: 'footer', isActive: true });
  const links = [
    { title: 'About Us', url: '/about' },
    { title: 'Blog', url: '/blog' },
    { title: 'FAQ', url: '/faq' },
    { title: 'Contact', url: '/contact' },
    ...pages.map((page) => ({ title: page.title, pageId: page.id })),
    { title: 'Privacy Policy', url: '/privacy' },
    { title: 'Terms of Service', url: '/terms' },
  ];
  await tx
    .insert(cmsMenuItems)
    .values(links.map((link, order) => ({ menuId, ...link, displayOrder: order + 1 })));
}

/** The covers as files an admin would upload, named after the article that uses each first. */
export async function coverUploads(): Promise<File[]> {
  const count = Math.max(...DEMO_ARTICLES.map((article) => article.cover)) + 1;
  return Promise.all(
    Array.from({ length: count }, async (_, i) => {
      const article = DEMO_ARTICLES.find((a) => a.cover === i);
      const name = `${slugify(article?.title ?? `cover ${i + 1}`)}.jpg`;
      return new File([new Uint8Array(await renderCover(i))], name, { type: 'image/jpeg' });
    }),
  );
}
