import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPlan, giveMembership } from '../../../../tests/support/factories/memberships.ts';
import {
  buildMember,
  buildSignedIn,
  type Member,
  type SignedIn,
} from '../../../../tests/support/factories/members.ts';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.ts';

/**
 * Issue 21, done-when 1: every /api/admin route, read from the running app's own route table (every
 * route Hono holds, documented or not, so a plain app.get() added beside the OpenAPI routes is walked
 * too), answers a visitor 401, a member 403, a moderator 403 (unless it is listed below as theirs) and
 * an admin anything but 401/403 (or a 5xx). A new admin route without the guard fails here.
 */

/** Routes a moderator may call ('METHOD /path' as Hono spells it). None yet: the moderation issue adds them. */
const MODERATOR_ROUTES = new Set<string>([]);

type Route = { method: string; path: string };

let t: TestApp;
let member: SignedIn;
let moderator: SignedIn;
let admin: SignedIn;
let target: Member;
let routes: Route[];

/** Fills path parameters (:userId, :id ...) with an existing member's id. */
const concrete = (path: string) => path.replace(/:[A-Za-z_]+(\{[^}]*\})?/g, target.id);

function adminRoutesOf(app: TestApp['app']): Route[] {
  const seen = new Set<string>();
  const found: Route[] = [];
  for (const { method, path } of app.routes) {
    if (!(path === '/api/admin' || path.startsWith('/api/admin/')) || path.includes('*')) continue;
    const key = `${method} ${path}`;
    if (seen.has(key)) continue;
    seen.add(key);
    found.push({ method: method === 'ALL' ? 'GET' : method, path });
  }
  return found;
}

beforeAll(async () => {
  t = await createTestApp();
  [member, moderator, admin] = await Promise.all([
    buildSignedIn(t),
    buildSignedIn(t, { role: 'moderator' }),
    buildSignedIn(t, { role: 'admin' }),
  ]);
  target = await buildMember(t.db);
  // Something for every list and export to answer with (an export of nothing is a 404 of its own).
  await giveMembership(t.db, target.id, (await buildPlan(t.db)).id);
  routes = adminRoutesOf(t.app);
});
afterAll(async () => {
  await t.close();
});

/** The status and the body as text: not every admin answer is JSON (members.csv). */
async function ask(route: Route, cookie: string | undefined) {
  const response = await t.request(concrete(route.path), {
    method: route.method,
    ...(cookie ? { cookie } : {}),
    ...(route.method === 'GET' ? {} : { json: {} }),
  });
  return { status: response.status, text: await response.text() };
}

describe('every /api/admin route', () => {
  it('is found in the route table, the documented ones included', async () => {
    const doc = (await (await t.request('/api/openapi.json')).json()) as { paths: Record<string, object> };
    const documented = Object.keys(doc.paths).filter((path) => path.startsWith('/api/admin'));
    expect(documented.length).toBeGreaterThanOrEqual(5);
    const walked = new Set(routes.map((route) => route.path.replace(/:([A-Za-z_]+)/g, '{$1}')));
    for (const path of documented) expect(walked, path).toContain(path);
  });

  it('refuses a visitor with 401', async () => {
    for (const route of routes) {
      const answer = await ask(route, undefined);
      expect(answer.status, `${route.method} ${route.path}`).toBe(401);
    }
  });

  it('refuses a member with 403', async () => {
    for (const route of routes) {
      const answer = await ask(route, member.cookie);
      expect(answer.status, `${route.method} ${route.path}`).toBe(403);
    }
  });

  it('refuses a moderator with 403, except the routes that are theirs', async () => {
    for (const route of routes) {
      const answer = await ask(route, moderator.cookie);
      const theirs = MODERATOR_ROUTES.has(`${route.method} ${route.path}`);
      if (theirs) expect(answer.status, `${route.method} ${route.path}`).not.toBe(403);
      else expect(answer.status, `${route.method} ${route.path}`).toBe(403);
    }
  });

  it('lets an admin through (2xx, or a 4xx about the request, never 401/403/5xx)', async () => {
    for (const route of routes) {
      const answer = await ask(route, admin.cookie);
      const label = `${route.method} ${route.path}: ${answer.text}`;
      expect(answer.status, label).not.toBe(401);
      expect(answer.status, label).not.toBe(403);
      expect(answer.status, label).toBeLessThan(500);
      if (route.method === 'GET') expect(answer.status, label).toBe(200);
    }
  });
});
