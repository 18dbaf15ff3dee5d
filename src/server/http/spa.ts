import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Hono } from 'hono';
import type { AppEnv } from './app-env.ts';
import { fileBelow, IMMUTABLE, sendFile } from './static-files.ts';

/**
 * Serves the built React app: hashed assets cached for a year, every other GET falls back to
 * index.html (never cached, so a deploy is picked up at once) and the router decides what to show.
 */
export function spaRoutes(webRoot: string, mediaRoot: string) {
  const app = new Hono<AppEnv>();
  app.get('/media/*', async (c) => {
    const file = await fileBelow(mediaRoot, c.req.path.slice('/media'.length));
    if (!file) return c.text('Not found', 404);
    return sendFile(c, file, IMMUTABLE);
  });
  app.get('*', async (c) => {
    const file = c.req.path === '/' ? null : await fileBelow(webRoot, c.req.path);
    if (file)
      return sendFile(c, file, c.req.path.startsWith('/assets/') ? IMMUTABLE : 'public, max-age=3600');
    const index = await fileBelow(webRoot, '/index.html');
    if (!index) {
      return c.text(
        existsSync(join(webRoot)) ? 'index.html missing' : 'The web app is not built: run npm run build.',
        503,
      );
    }
    return sendFile(c, index, 'no-cache');
  });
  return app;
}
