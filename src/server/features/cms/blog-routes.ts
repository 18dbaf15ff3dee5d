import { createRoute } from '@hono/zod-openapi';
import { createRouter } from '../../http/router.ts';
import { errorResponse, json } from '../../http/openapi.ts';
import { notFound } from '../../http/errors.ts';
import { ZBlogQuery } from '../../../shared/cms/blog-contract.ts';
import { ZBlogList, ZBlogPost, ZCmsPublicPage, ZSiteSettings, ZSlugParam } from './blog-openapi.ts';
import { countView, readBlogList, readBlogPost, readCmsPage } from './blog-reads.ts';
import { readSiteSettings } from './settings-reader.ts';

const moved = { description: 'The slug changed: Location holds the current address' };

const listBlog = createRoute({
  method: 'get',
  path: '/api/blog',
  tags: ['cms'],
  summary:
    'The public blog: published posts whose publish date is empty or past, newest first, a page at a time (posts_per_page). Featured posts (at most 3) come on the first page of an unfiltered list and are left out of the rest. Public.',
  request: { query: ZBlogQuery },
  responses: {
    200: json(ZBlogList, 'A page of the blog'),
    400: errorResponse('VALIDATION_FAILED'),
  },
});

const getPost = createRoute({
  method: 'get',
  path: '/api/blog/{slug}',
  tags: ['cms'],
  summary: "One public post, its HTML sanitised. Counts a reader's view (not a bot's). Public.",
  request: { params: ZSlugParam },
  responses: {
    200: json(ZBlogPost, 'The post'),
    301: moved,
    404: errorResponse('NOT_FOUND: no public post has this slug'),
  },
});

const getPage = createRoute({
  method: 'get',
  path: '/api/pages/{slug}',
  tags: ['cms'],
  summary: 'One published CMS page, its HTML sanitised. Public.',
  request: { params: ZSlugParam },
  responses: {
    200: json(ZCmsPublicPage, 'The page'),
    301: moved,
    404: errorResponse('NOT_FOUND: no published page has this slug'),
  },
});

const getSettings = createRoute({
  method: 'get',
  path: '/api/site/settings',
  tags: ['cms'],
  summary: 'The site settings the public pages read (name, tagline, contact, social links, blog). Public.',
  responses: { 200: json(ZSiteSettings, 'The settings') },
});

/** The public blog, CMS pages and site settings (spec §2 "Blog (public)", §7). */
export function blogRoutes() {
  const app = createRouter();
  app.openapi(listBlog, async (c) => {
    const { search, category, page } = c.req.valid('query');
    const params = { page, ...(search ? { search } : {}), ...(category ? { category } : {}) };
    return c.json(await readBlogList(c.var.deps.db, c.var.deps.clock.now(), params), 200);
  });
  app.openapi(getPost, async (c) => {
    const { slug } = c.req.valid('param');
    const found = await readBlogPost(c.var.deps.db, c.var.deps.clock.now(), slug);
    if (found.kind === 'moved') return c.redirect(`/api/blog/${encodeURIComponent(found.slug)}`, 301);
    if (found.kind === 'missing') throw notFound('Post');
    // The app asks once per page it shows (its cache keeps the post); a prerendered page counted already.
    await countView(c.var.deps.db, found.value.id, c.req.header('User-Agent'));
    return c.json(found.value, 200);
  });
  app.openapi(getPage, async (c) => {
    const { slug } = c.req.valid('param');
    const found = await readCmsPage(c.var.deps.db, slug);
    if (found.kind === 'moved') return c.redirect(`/api/pages/${encodeURIComponent(found.slug)}`, 301);
    if (found.kind === 'missing') throw notFound('Page');
    return c.json(found.value, 200);
  });
  app.openapi(getSettings, async (c) => c.json(await readSiteSettings(c.var.deps.db), 200));
  return app;
}
