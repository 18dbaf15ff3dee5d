import { isbot } from 'isbot';
import type { Db } from '../../db/client.ts';
import type { TBlogList, TBlogPost, TCmsPublicPage } from '../../../shared/cms/blog-contract.ts';
import type { TBlogListParams } from '../../../shared/cms/blog-query.ts';
import { presentBlogList, presentPost, presentPublicPage } from './blog-presenter.ts';
import { countPostView, findPublicPost, listBlog } from './blog-service.ts';
import { withImageMedia } from './featured-image-media.ts';
import { findPublicPage } from './public-page-service.ts';
import { readSiteSettings } from './settings-reader.ts';

/**
 * What the public blog and pages answer, for the API and for the server-rendered pages (web-host):
 * one reading, so a page rendered on the server holds exactly what the API would have sent.
 */
export async function readBlogList(db: Db, now: Date, params: TBlogListParams): Promise<TBlogList> {
  const settings = await readSiteSettings(db);
  const list = presentBlogList(await listBlog(db, now, settings, params), params);
  const cards = await withImageMedia(db, [...list.featured, ...list.posts]);
  return {
    ...list,
    featured: cards.slice(0, list.featured.length),
    posts: cards.slice(list.featured.length),
  };
}

export type Found<T> = { kind: 'found'; value: T } | { kind: 'moved'; slug: string } | { kind: 'missing' };

export async function readBlogPost(db: Db, now: Date, slug: string): Promise<Found<TBlogPost>> {
  const lookup = await findPublicPost(db, now, slug);
  if (lookup.kind !== 'found') return lookup;
  const [post] = await withImageMedia(db, [presentPost(lookup.post, lookup.tags)]);
  return { kind: 'found', value: post! };
}

export async function readCmsPage(db: Db, slug: string): Promise<Found<TCmsPublicPage>> {
  const lookup = await findPublicPage(db, slug);
  if (lookup.kind !== 'found') return lookup;
  const [page] = await withImageMedia(db, [presentPublicPage(lookup.page)]);
  return { kind: 'found', value: page! };
}

/** A person's view: a browser's User-Agent (no agent at all is a tool, not a reader). */
export const isReader = (userAgent: string | undefined): boolean => Boolean(userAgent) && !isbot(userAgent);

/** Counts a reader's view of a post (bots are not counted). */
export async function countView(db: Db, postId: string, userAgent: string | undefined): Promise<void> {
  if (isReader(userAgent)) await countPostView(db, postId);
}
