import { Feed } from 'feed';
import { Hono, type Context } from 'hono';
import { SitemapStream, streamToPromise } from 'sitemap';
import type { AppEnv } from '../../http/app-env.ts';
import { PUBLIC_PAGES } from '../../../shared/site/public-pages.ts';
import { latestPosts } from './blog-service.ts';
import { presentPost } from './blog-presenter.ts';
import { sitemapRows } from './feed-service.ts';
import { readSiteSettings } from './settings-reader.ts';

const FEED_SIZE = 20;
// Short: a new post reaches readers and crawlers within minutes.
const CACHE = 'public, max-age=300';

async function buildFeed(c: Context<AppEnv>): Promise<Feed> {
  const { db, clock, config } = c.var.deps;
  const base = config.publicUrl;
  const [settings, posts] = await Promise.all([
    readSiteSettings(db),
    latestPosts(db, clock.now(), FEED_SIZE),
  ]);
  const feed = new Feed({
    title: settings.site_name,
    description: settings.site_tagline || settings.default_meta_description || undefined,
    id: `${base}/blog`,
    link: `${base}/blog`,
    language: 'en',
    updated: posts[0] ? new Date(posts[0].updatedAt) : undefined,
    generator: false,
    feedLinks: { rss: `${base}/blog/rss.xml`, atom: `${base}/blog/atom.xml` },
    copyright: `© ${settings.site_name}`,
  });
  for (const row of posts) {
    const post = presentPost(row, []);
    const link = `${base}/blog/${encodeURIComponent(post.slug)}`;
    feed.addItem({
      title: post.title,
      id: link,
      link,
      date: new Date(post.published_at),
      description: post.excerpt,
      content: post.content,
      category: post.category ? [{ name: post.category.name, term: post.category.slug }] : undefined,
    });
  }
  return feed;
}

async function sitemapXml(c: Context<AppEnv>): Promise<string> {
  const { db, clock, config } = c.var.deps;
  const { posts, pages } = await sitemapRows(db, clock.now());
  const stream = new SitemapStream({ hostname: config.publicUrl });
  const seen = new Set<string>();
  const add = (entry: { url: string; lastmod?: string; changefreq?: string; priority?: number }) => {
    if (seen.has(entry.url)) return;
    seen.add(entry.url);
    stream.write(entry);
  };
  for (const page of PUBLIC_PAGES) {
    add({ url: page.path, changefreq: page.changefreq, priority: page.priority });
  }
  add({ url: '/blog', changefreq: 'daily', priority: 0.8 });
  for (const post of posts) {
    add({ url: `/blog/${encodeURIComponent(post.slug)}`, lastmod: post.lastmod, priority: 0.6 });
  }
  // Member profiles never: only CMS pages, which live at /{slug}.
  for (const page of pages)
    add({ url: `/${encodeURIComponent(page.slug)}`, lastmod: page.lastmod, priority: 0.5 });
  stream.end();
  return (await streamToPromise(stream)).toString('utf8');
}

/** RSS 2.0 and Atom feeds of the latest public posts, and /sitemap.xml (spec issue 22 item 8). */
export function feedRoutes() {
  const app = new Hono<AppEnv>();
  app.get('/blog/rss.xml', async (c) => {
    const feed = await buildFeed(c);
    c.header('Content-Type', 'application/rss+xml; charset=utf-8');
    c.header('Cache-Control', CACHE);
    return c.body(feed.rss2());
  });
  app.get('/blog/atom.xml', async (c) => {
    const feed = await buildFeed(c);
    c.header('Content-Type', 'application/atom+xml; charset=utf-8');
    c.header('Cache-Control', CACHE);
    return c.body(feed.atom1());
  });
  app.get('/sitemap.xml', async (c) => {
    const xml = await sitemapXml(c);
    c.header('Content-Type', 'application/xml; charset=utf-8');
    c.header('Cache-Control', CACHE);
    return c.body(xml);
  });
  return app;
}
