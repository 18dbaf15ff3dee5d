import { Hono } from 'hono';
import type { AppEnv } from '../../http/app-env.ts';

/**
 * Member, admin and one-time-link pages are useless (or private) in search results; the API is not
 * for crawlers. A Disallow is a prefix: '/profile' also covers /profile/:id and /profile-analytics.
 */
const DISALLOW = [
  '/api/',
  '/admin',
  '/messages',
  '/chat/',
  '/profile',
  '/browse',
  '/matches',
  '/complete-profile',
  '/blocked-members',
  '/reset-password',
  '/newsletter/',
  '/l/',
];

// Not under /api, so the API's no-store does not apply; crawlers may keep these an hour.
const CACHE = 'public, max-age=3600';

/** GET /robots.txt, built from config.publicUrl (the address visitors use); /sitemap.xml is the CMS's (features/cms/feed-routes.ts). */
export function seoRoutes() {
  const app = new Hono<AppEnv>();
  app.get('/robots.txt', (c) => {
    const { publicUrl } = c.var.deps.config;
    const lines = ['User-agent: *', 'Allow: /', ...DISALLOW.map((path) => `Disallow: ${path}`), ''];
    lines.push(`Sitemap: ${publicUrl}/sitemap.xml`, '');
    c.header('Cache-Control', CACHE);
    return c.text(lines.join('\n'));
  });
  return app;
}
