import { Hono } from 'hono';
import type { AppEnv } from '../../http/app-env.ts';
import { followMailLink, MAIL_LINK_PATH } from '../../infra/mail-links.ts';

/**
 * GET /l/:code, the short link in a verification or reset e-mail: 302 to what it stands for, or once
 * expired to the page that says so. An unknown code falls through to the web app, whose not-found page
 * is answered with status 404, so the member sees the site rather than a bare error.
 */
export function mailLinkRoutes() {
  const app = new Hono<AppEnv>();
  app.get(`${MAIL_LINK_PATH}:code`, async (c, next) => {
    const outcome = await followMailLink(c.var.deps.db, c.req.param('code'));
    if (outcome.kind !== 'unknown') {
      // The location carries a token: no cache may keep it.
      c.header('Cache-Control', 'no-store');
      return c.redirect(outcome.location, 302);
    }
    await next();
    c.res = new Response(c.res.body, { status: 404, headers: c.res.headers });
  });
  return app;
}
