import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Env } from 'hono';
import { ZErrorResponse } from '../http/openapi.ts';
import { AUTH_ROUTES } from './auth-routes.ts';

const errorContent = { 'application/json': { schema: ZErrorResponse } };

/**
 * better-auth's routes, described by hand so /api/openapi.json lists every route the app serves: the
 * enabled ones of auth-routes.ts, which are also the only ones that answer (any other is a 404).
 */
export function registerAuthPaths<E extends Env>(app: OpenAPIHono<E>): void {
  for (const { method, path, summary, body } of AUTH_ROUTES) {
    app.openAPIRegistry.registerPath({
      method,
      path,
      tags: ['auth'],
      summary,
      // The body's shape as auth-routes.ts checks it, so the junk-input suites send these routes bodies.
      ...(body
        ? { request: { body: { required: true, content: { 'application/json': { schema: body } } } } }
        : {}),
      responses: {
        200: { description: 'OK' },
        400: {
          description:
            "VALIDATION_FAILED with fields (a wrong type, a value too long, U+0000 or control characters), INVALID_JSON, or better-auth's own refusal",
          content: errorContent,
        },
        429: { description: 'RATE_LIMITED', content: errorContent },
      },
    });
  }
}
