import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSignedIn, type SignedIn } from '../../../tests/support/factories/members.ts';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.ts';

/**
 * Generated from the API's own route list (/api/openapi.json, auth routes included): a route added
 * without a refusal or without validation fails here, not in production.
 * - Every route refuses a visitor with 401, unless it is listed below as public on purpose.
 * - Staff routes (/api/admin/*) refuse a member with 403.
 * - No junk (malformed JSON, NUL bytes, overlong or wrong-typed values) ever gets a 5xx, from a
 *   visitor or a member; a route that takes a JSON body answers malformed JSON with a 4xx.
 */
const PUBLIC_ROUTES = new Set([
  'get /api/health',
  'get /api/membership/plans',
  'post /api/webhooks/payments/sandbox',
  'post /api/webhooks/payments/stripe',
  'get /api/menus/{location}',
  'get /api/blog',
  'get /api/blog/{slug}',
  'get /api/pages/{slug}',
  'get /api/site/settings',
  'get /api/profiles/{userId}',
  // Who invited me as a guardian: the mail's one-time token is the secret (features/guardians).
  'get /api/guardian/invitation',
  'post /api/contact',
  'post /api/newsletter',
  'post /api/newsletter/confirm',
  'post /api/newsletter/unsubscribe',
  'get /api/newsletter/confirm',
  'get /api/newsletter/unsubscribe',
  'post /api/auth/sign-up/email',
  'post /api/auth/sign-in/email',
  'post /api/auth/sign-out',
  'get /api/auth/get-session',
  'get /api/auth/verify-email',
  'post /api/auth/send-verification-email',
  'post /api/auth/request-password-reset',
  'get /api/auth/reset-password/{token}',
  'post /api/auth/reset-password',
]);

type Route = { method: string; path: string; takesBody: boolean; writes: boolean };

let t: TestApp;
let member: SignedIn;
let routes: Route[];

beforeAll(async () => {
  t = await createTestApp();
  member = await buildSignedIn(t);
  const doc = (await (await t.request('/api/openapi.json')).json()) as {
    paths: Record<string, Record<string, { requestBody?: unknown }>>;
  };
  routes = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method,
      path,
      takesBody: operation.requestBody !== undefined,
      writes: ['post', 'put', 'patch', 'delete'].includes(method),
    })),
  );
});
afterAll(async () => {
  await t.close();
});

const JUNK_PARAMS = ['x'.repeat(5000), 'a%00b', '%E2%80%AE', '-1', '1e309'];
const concrete = (path: string, value = 'unknown-id') => path.replace(/\{[^}]+\}/g, value);
const label = (route: Route) => `${route.method} ${route.path}`;

async function send(route: Route, path: string, cookie: string | undefined, body?: string) {
  const response = await t.request(path, {
    method: route.method.toUpperCase(),
    ...(cookie ? { cookie } : {}),
    ...(body === undefined ? {} : { body, headers: { 'content-type': 'application/json' } }),
  });
  return response.status;
}

describe('every route of the API', () => {
  it('is documented (the list this suite is generated from is not empty)', () => {
    expect(routes.length).toBeGreaterThan(30);
    expect(routes.some((route) => route.path.startsWith('/api/auth/'))).toBe(true);
  });

  it('refuses a visitor with 401 unless it is public on purpose', async () => {
    const answers: string[] = [];
    for (const route of routes.filter(
      (r) => !PUBLIC_ROUTES.has(label(r)) && r.path !== '/api/openapi.json',
    )) {
      const body = route.takesBody ? '{}' : undefined;
      answers.push(`${label(route)} -> ${await send(route, concrete(route.path), undefined, body)}`);
    }
    // better-auth reads a body before the session, so its own routes may refuse with 400 first.
    const refused = (answer: string) =>
      answer.endsWith('-> 401') || (answer.includes(' /api/auth/') && answer.endsWith('-> 400'));
    expect(answers.filter((answer) => !refused(answer))).toEqual([]);
  });

  it('refuses a member on staff routes with 403', async () => {
    const staff = routes.filter((route) => route.path.startsWith('/api/admin/'));
    const answers: string[] = [];
    for (const route of staff) {
      // A GET cannot carry a body (the first staff GET routes came with the admin area).
      const body = route.takesBody ? '{}' : undefined;
      answers.push(`${label(route)} -> ${await send(route, concrete(route.path), member.cookie, body)}`);
    }
    expect(answers.filter((answer) => !answer.endsWith('-> 403'))).toEqual([]);
  });

  it('answers junk with a 4xx, never a 5xx, for a visitor and for a member', async () => {
    const failures: string[] = [];
    for (const route of routes) {
      for (const cookie of [undefined, member.cookie]) {
        const who = cookie ? 'member' : 'visitor';
        for (const value of JUNK_PARAMS) {
          const path = concrete(route.path, value);
          const query = `${path}${path.includes('?') ? '&' : '?'}page=${value}&user_ids=${value}&token=${value}`;
          const status = await send(route, query, cookie, route.writes ? '{"x":' : undefined);
          if (status >= 500) failures.push(`${label(route)} (${who}, ${value.slice(0, 12)}) -> ${status}`);
          if (route.takesBody && status < 400) {
            failures.push(`${label(route)} (${who}) took malformed JSON -> ${status}`);
          }
        }
        for (const body of [
          'null',
          '[]',
          '"text"',
          '{"name":null,"email":{},"password":["x"],"token":{}}',
          `{"name":"a\\u0000b","image":"\\u0000","token":"a\\u0000b","newPassword":"secret123"}`,
        ]) {
          if (!route.writes) continue;
          const status = await send(route, concrete(route.path), cookie, body);
          if (status >= 500) failures.push(`${label(route)} (${who}, body ${body}) -> ${status}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });
});
