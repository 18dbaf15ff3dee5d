import { randomUUID } from 'node:crypto';
import { OpenAPIHono } from '@hono/zod-openapi';
import { secureHeaders } from 'hono/secure-headers';
import { loadViewer } from './auth/middleware.ts';
import { adminRoutes } from './features/admin/routes.ts';
import { analyticsRoutes } from './features/analytics/routes.ts';
import { cmsRoutes } from './features/cms/routes.ts';
import { membershipRoutes } from './features/membership/routes.ts';
import { connectionRoutes } from './features/connections/routes.ts';
import { discoveryRoutes } from './features/discovery/routes.ts';
import { mailLinkRoutes } from './features/mail-links/routes.ts';
import { profileRoutes } from './features/profiles/routes.ts';
import { seoRoutes } from './features/site/seo-routes.ts';
import { siteRoutes } from './features/site/routes.ts';
import { safetyRoutes } from './features/safety/routes.ts';
import { accountRoutes } from './features/account/routes.ts';
import { guardiansRoutes } from './features/guardians/routes.ts';
import { verificationRoutes } from './features/verification/routes.ts';
import { systemRoutes } from './features/system/routes.ts';
import { handleAuth } from './auth/auth-handler.ts';
import { registerAuthPaths } from './auth/auth-openapi.ts';
import { authThrottle } from './auth/auth-throttle.ts';
import type { AppEnv, Deps } from './http/app-env.ts';
import { apiBodyLimit } from './http/body-limits.ts';
import { renderError } from './http/error-handler.ts';
import { sendError } from './http/errors.ts';
import { originGuard } from './http/origin-guard.ts';
import { loggablePath } from './infra/logger.ts';
import { realtimeRoutes } from './realtime/presence-routes.ts';
import { PrerenderedPages } from './web-host/prerendered-pages.ts';
import { spaRoutes } from './web-host/spa.ts';

const CSP = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  // Radix and sonner set style attributes at run time; scripts stay strictly same-origin.
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

/** webRoot: the built app (dist/web); prerendered: the renderer of visitors' public pages (none: the app renders them). */
export function createApp(deps: Deps, options: { webRoot: string; prerendered?: PrerenderedPages }) {
  const app = new OpenAPIHono<AppEnv>();
  const prerendered = options.prerendered ?? new PrerenderedPages(undefined);
  // A post, page, menu or setting changed (here or on another instance): every rendered page goes.
  prerendered.listen(deps.bus);

  app.use('*', async (c, next) => {
    c.set('deps', deps);
    c.set('viewer', null);
    c.set('account', null);
    c.set('role', null);
    c.set('requestId', randomUUID());
    const started = performance.now();
    await next();
    // Path only, its secrets masked: query strings and some paths carry verification and reset tokens.
    deps.log.info(
      {
        reqId: c.var.requestId,
        method: c.req.method,
        path: loggablePath(c.req.path),
        status: c.res.status,
        ms: Math.round(performance.now() - started),
      },
      'request',
    );
  });
  app.use(
    '*',
    secureHeaders({
      contentSecurityPolicy: CSP,
      referrerPolicy: 'strict-origin-when-cross-origin',
      xFrameOptions: 'DENY',
      strictTransportSecurity: deps.config.secureCookies ? 'max-age=31536000; includeSubDomains' : false,
      crossOriginEmbedderPolicy: false,
    }),
  );
  app.use('/api/*', apiBodyLimit);
  app.use('/api/*', async (c, next) => {
    c.header('Cache-Control', 'no-store');
    await next();
  });

  app.use('/api/*', originGuard);
  app.use('/api/auth/*', authThrottle);
  app.on(['GET', 'POST'], '/api/auth/*', handleAuth);

  app.use('/api/*', loadViewer);
  app.route('/', systemRoutes());
  app.route('/', profileRoutes());
  app.route('/', discoveryRoutes());
  app.route('/', connectionRoutes());
  app.route('/', membershipRoutes());
  app.route('/', analyticsRoutes());
  app.route('/', cmsRoutes());
  app.route('/', adminRoutes());
  app.route('/', siteRoutes());
  app.route('/', safetyRoutes());
  app.route('/', verificationRoutes());
  app.route('/', accountRoutes());
  app.route('/', guardiansRoutes());
  app.route('/', realtimeRoutes());

  registerAuthPaths(app);
  app.doc31('/api/openapi.json', {
    openapi: '3.1.0',
    info: {
      title: 'Mithaq API',
      version: '0.1.0',
      description: 'Every error answers { error: { code, message, fields? } }.',
    },
  });

  app.route('/', seoRoutes());
  app.route('/', mailLinkRoutes());
  app.all('/api/*', (c) => sendError(c, 404, 'NOT_FOUND', `No API route for ${c.req.method} ${c.req.path}.`));
  app.route('/', spaRoutes(options.webRoot, deps.storage.root, deps.config.publicUrl, prerendered));

  app.onError(renderError);

  return app;
}

export type App = ReturnType<typeof createApp>;
