import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TProfileDetail } from '../../../shared/profiles/profile-contract.ts';
import { messages } from '../../db/schema/index.ts';
import { call, expectError, send } from '../../../../tests/support/api-calls.ts';
import { buildConnection, buildMessage } from '../../../../tests/support/factories/connections.ts';
import { buildGuardian, type BuiltGuardian } from '../../../../tests/support/factories/guardians.ts';
import { buildCouple, type SignedIn } from '../../../../tests/support/factories/members.ts';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.ts';

/**
 * Issue 23 item 5, "the guardian's read-only scope across every route": every route of the API, read
 * from /api/openapi.json, asked as a guardian account. A route a visitor is refused (401) refuses a
 * guardian account with 403 GUARDIAN_ACCOUNT unless it is one of the few below; a public route answers
 * it exactly what it answers a visitor (a guardian account is no member). A new member route that
 * forgets the rule fails here.
 */
const GUARDIAN_ROUTES = new Set([
  'get /api/me',
  'delete /api/me/sessions',
  'get /api/me/notices',
  'post /api/me/notices/{id}/dismiss',
  'get /api/guardian/wards',
  'post /api/guardian/invitations/accept',
  'get /api/guardian/wards/{memberId}/connections',
  'get /api/guardian/wards/{memberId}/connections/{id}',
  'get /api/guardian/wards/{memberId}/connections/{id}/messages',
]);

/** Of the guardian's routes, those that write: none touches a ward's data. */
const GUARDIAN_WRITES = new Set([
  'delete /api/me/sessions',
  'post /api/me/notices/{id}/dismiss',
  'post /api/guardian/invitations/accept',
]);

type Route = { method: string; path: string; takesBody: boolean };

let t: TestApp;
let man: SignedIn;
let woman: SignedIn;
let guardian: BuiltGuardian;
let chatId: string;
let routes: Route[];

beforeAll(async () => {
  t = await createTestApp();
  ({ man, woman } = await buildCouple(t));
  const chat = await buildConnection(t.db, man.id, woman.id);
  chatId = chat.id;
  await buildMessage(t.db, chatId, man.id, { content: 'Assalamu alaikum' });
  guardian = await buildGuardian(t, woman.id);
  const doc = (await (await t.request('/api/openapi.json')).json()) as {
    paths: Record<string, Record<string, { requestBody?: unknown }>>;
  };
  routes = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method,
      path,
      takesBody: operation.requestBody !== undefined,
    })),
  );
});
afterAll(async () => {
  await t.close();
});

const label = (route: Route) => `${route.method} ${route.path}`;
/** Path parameters: the ward for a member id, her chat for any other id. */
const concrete = (path: string) => path.replace('{memberId}', woman.id).replace(/\{[^}]+\}/g, chatId);

async function ask(route: Route, cookie: string | undefined) {
  const answer = await call(
    t,
    route.method.toUpperCase(),
    concrete(route.path),
    cookie,
    route.takesBody ? {} : undefined,
  );
  return { status: answer.status, code: (answer.body as { error?: { code?: string } } | null)?.error?.code };
}

describe("a guardian account's scope", () => {
  it('is refused on every member and staff route (403 GUARDIAN_ACCOUNT) and is a visitor on public ones', async () => {
    expect(routes.length).toBeGreaterThan(60);
    const wrong: string[] = [];
    const walked = routes.filter(
      // Its own sign-out everywhere would end the session this walk uses (account/sessions.test.ts).
      (route) => !route.path.startsWith('/api/auth/') && label(route) !== 'delete /api/me/sessions',
    );
    for (const route of walked) {
      const asVisitor = await ask(route, undefined);
      const asGuardian = await ask(route, guardian.cookie);
      if (GUARDIAN_ROUTES.has(label(route))) {
        if (asGuardian.status === 401 || asGuardian.status === 403 || asGuardian.status >= 500)
          wrong.push(`${label(route)} is the guardian's, but -> ${asGuardian.status} ${asGuardian.code}`);
      } else if (asVisitor.status === 401) {
        if (asGuardian.status !== 403 || asGuardian.code !== 'GUARDIAN_ACCOUNT')
          wrong.push(`${label(route)} -> ${asGuardian.status} ${asGuardian.code}, not 403 GUARDIAN_ACCOUNT`);
      } else if (asGuardian.status !== asVisitor.status) {
        wrong.push(`${label(route)} public: visitor ${asVisitor.status}, guardian ${asGuardian.status}`);
      }
    }
    expect(wrong).toEqual([]);
    for (const path of GUARDIAN_ROUTES) expect(routes.map(label)).toContain(path);
  });

  it("has no route that writes to a ward's data: its only writes are its own", () => {
    const writes = [...GUARDIAN_ROUTES].filter((route) => !route.startsWith('get '));
    expect(writes.sort()).toEqual([...GUARDIAN_WRITES].sort());
  });

  it("cannot send in the ward's chat, answer, withdraw or mark it read; nothing changes", async () => {
    const before = await t.db.select().from(messages).where(eq(messages.connectionId, chatId));
    expectError(await send(t, guardian.cookie, chatId, 'I am her father'), 403, 'GUARDIAN_ACCOUNT');
    expectError(
      await call(t, 'POST', `/api/connections/${chatId}/read`, guardian.cookie),
      403,
      'GUARDIAN_ACCOUNT',
    );
    expectError(
      await call(t, 'PATCH', `/api/connections/${chatId}`, guardian.cookie, { status: 'rejected' }),
      403,
      'GUARDIAN_ACCOUNT',
    );
    expectError(
      await call(t, 'DELETE', `/api/connections/${chatId}`, guardian.cookie),
      403,
      'GUARDIAN_ACCOUNT',
    );
    expectError(
      await call(t, 'POST', '/api/connections', guardian.cookie, { recipient_id: man.id }),
      403,
      'GUARDIAN_ACCOUNT',
    );
    expect(await t.db.select().from(messages).where(eq(messages.connectionId, chatId))).toEqual(before);
  });

  it('a member account that guards her cannot write in her chat either (not theirs: 404)', async () => {
    const { man: uncle } = await buildCouple(t);
    const memberGuardian = await buildGuardian(t, woman.id, { account: uncle, name: 'Hamza' });
    expectError(await send(t, memberGuardian.cookie, chatId, 'Hello from her uncle'), 404, 'NOT_FOUND');
    expectError(
      await call(t, 'GET', `/api/connections/${chatId}/messages`, memberGuardian.cookie),
      404,
      'NOT_FOUND',
    );
    const read = await call(
      t,
      'GET',
      `/api/guardian/wards/${woman.id}/connections/${chatId}/messages`,
      memberGuardian.cookie,
    );
    expect(read.status).toBe(200);
  });

  it("sees another member's profile as a visitor does: no member fields", async () => {
    const asGuardian = (await call(t, 'GET', `/api/profiles/${man.id}`, guardian.cookie))
      .body as TProfileDetail;
    const asVisitor = (await call(t, 'GET', `/api/profiles/${man.id}`, undefined)).body as TProfileDetail;
    expect(asGuardian).toEqual(asVisitor);
    expect(asGuardian.viewer).toBe('visitor');
  });
});
