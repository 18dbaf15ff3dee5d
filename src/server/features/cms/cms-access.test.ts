import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSignedIn, type SignedIn } from '../../../../tests/support/factories/members.ts';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.ts';

/**
 * Issue 22, done-when "route × role": every /api/cms operation, read from the app's own OpenAPI
 * document (so routes added later are walked too), answers a visitor 401, a member 403, a moderator
 * 403 and an admin anything but 401/403 or a 5xx. Hono's route table is checked against the document,
 * so a route added without documentation cannot slip past.
 */

type Operation = { method: string; path: string };

let t: TestApp;
let member: SignedIn;
let moderator: SignedIn;
let admin: SignedIn;
let operations: Operation[];

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];
const isCms = (path: string) => path === '/api/cms' || path.startsWith('/api/cms/');
// Path parameters are ids: a well-formed id that names nothing.
const concrete = (path: string) => path.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000');

beforeAll(async () => {
  t = await createTestApp();
  [member, moderator, admin] = await Promise.all([
    buildSignedIn(t),
    buildSignedIn(t, { role: 'moderator' }),
    buildSignedIn(t, { role: 'admin' }),
  ]);
  const doc = (await (await t.request('/api/openapi.json')).json()) as {
    paths: Record<string, Record<string, unknown>>;
  };
  operations = Object.entries(doc.paths)
    .filter(([path]) => isCms(path))
    .flatMap(([path, item]) =>
      Object.keys(item)
        .filter((method) => METHODS.includes(method))
        .map((method) => ({ method: method.toUpperCase(), path })),
    );
});
afterAll(async () => {
  await t.close();
});

async function ask(operation: Operation, cookie: string | undefined) {
  const response = await t.request(concrete(operation.path), {
    method: operation.method,
    ...(cookie ? { cookie } : {}),
    ...(operation.method === 'GET' || operation.method === 'DELETE' ? {} : { json: {} }),
  });
  return { status: response.status, text: await response.text() };
}

describe('every /api/cms operation', () => {
  it('is documented, and the posts, pages, categories, tags and overview are among them', () => {
    expect(operations.length).toBeGreaterThanOrEqual(25);
    const walked = new Set(operations.map((o) => `${o.method} ${o.path}`));
    for (const { method, path } of t.app.routes) {
      if (!isCms(path) || path.includes('*') || method === 'ALL') continue;
      expect(walked, `${method} ${path} is not in /api/openapi.json`).toContain(
        `${method} ${path.replace(/:([A-Za-z_]+)/g, '{$1}')}`,
      );
    }
    for (const expected of [
      'GET /api/cms/posts',
      'POST /api/cms/posts',
      'GET /api/cms/posts/{id}',
      'PUT /api/cms/posts/{id}',
      'DELETE /api/cms/posts/{id}',
      'GET /api/cms/posts/{id}/revisions',
      'POST /api/cms/posts/{id}/revisions/{revisionId}/restore',
      'GET /api/cms/pages',
      'POST /api/cms/pages/{id}/revisions/{revisionId}/restore',
      'PUT /api/cms/categories/{id}',
      'DELETE /api/cms/tags/{id}',
      'GET /api/cms/overview',
    ])
      expect(walked).toContain(expected);
  });

  it('refuses a visitor with 401', async () => {
    for (const operation of operations) {
      const answer = await ask(operation, undefined);
      expect(answer.status, `${operation.method} ${operation.path}`).toBe(401);
    }
  });

  it('refuses a member and a moderator with 403', async () => {
    for (const operation of operations) {
      for (const who of [member, moderator]) {
        const answer = await ask(operation, who.cookie);
        expect(answer.status, `${operation.method} ${operation.path}`).toBe(403);
      }
    }
  });

  it('lets an admin through (2xx, or a 4xx about the request; never 401, 403 or a 5xx)', async () => {
    for (const operation of operations) {
      const answer = await ask(operation, admin.cookie);
      const label = `${operation.method} ${operation.path}: ${answer.text}`;
      expect(answer.status, label).not.toBe(401);
      expect(answer.status, label).not.toBe(403);
      expect(answer.status, label).toBeLessThan(500);
    }
  });
});
