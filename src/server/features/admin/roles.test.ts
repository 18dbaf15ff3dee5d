import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_TEXTS, type TRoleChangeReply, type TRolesPage } from '../../../shared/admin/admin-contract.ts';
import { staffActions, userRoles, users } from '../../db/schema/index.ts';
import { buildMember, buildSignedIn, type SignedIn } from '../../../../tests/support/factories/members.ts';
import { call, expectError } from '../../../../tests/support/api-calls.ts';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.ts';

let t: TestApp;
let admin: SignedIn;

const putRole = (cookie: string, userId: string, body: unknown) =>
  call(t, 'PUT', `/api/admin/users/${userId}/role`, cookie, body);
const grant = (cookie: string, body: unknown) => call(t, 'POST', '/api/admin/admins', cookie, body);

const roleRow = async (userId: string) =>
  (await t.db.select().from(userRoles).where(eq(userRoles.userId, userId)))[0] ?? null;
const auditOf = (userId: string) =>
  t.db.select().from(staffActions).where(eq(staffActions.targetUserId, userId));
const auditCount = async () =>
  (await t.db.select({ n: sql<number>`count(*)::int` }).from(staffActions))[0]!.n;

beforeAll(async () => {
  t = await createTestApp();
  admin = await buildSignedIn(t, { role: 'admin' });
});
afterAll(async () => {
  await t.close();
});

describe('PUT /api/admin/users/:userId/role', () => {
  it('sets the role, records who and when, and writes the audit row in the same change', async () => {
    const member = await buildMember(t.db);
    const answer = await putRole(admin.cookie, member.id, { role: 'moderator' });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body).toEqual({
      user_id: member.id,
      role: 'moderator',
      changed: true,
    } satisfies TRoleChangeReply);
    expect(await roleRow(member.id)).toMatchObject({ role: 'moderator', assignedBy: admin.id });
    const [record, ...more] = await auditOf(member.id);
    expect(more).toEqual([]);
    expect(record).toMatchObject({
      actorId: admin.id,
      actorEmail: admin.email,
      action: 'role.changed',
      targetEmail: member.email,
      details: { before: { role: 'user' }, after: { role: 'moderator' } },
    });
  });

  it("counts on the member's very next request, both ways", async () => {
    const member = await buildSignedIn(t);
    expectError(await call(t, 'GET', '/api/admin/users', member.cookie), 403, 'FORBIDDEN');
    expect((await putRole(admin.cookie, member.id, { role: 'admin' })).status).toBe(200);
    expect((await call(t, 'GET', '/api/admin/users', member.cookie)).status).toBe(200);
    expect((await call(t, 'GET', '/api/me', member.cookie)).body).toMatchObject({ role: 'admin' });
    expect((await putRole(admin.cookie, member.id, { role: 'user' })).status).toBe(200);
    expect((await call(t, 'GET', '/api/me', member.cookie)).body).toMatchObject({ role: 'user' });
    expectError(await call(t, 'GET', '/api/admin/users', member.cookie), 403, 'FORBIDDEN');
    expect((await auditOf(member.id)).map((row) => row.details)).toEqual(
      expect.arrayContaining([
        { before: { role: 'user' }, after: { role: 'admin' } },
        { before: { role: 'admin' }, after: { role: 'user' } },
      ]),
    );
  });

  it('changes and records nothing when the member already has the role', async () => {
    const member = await buildMember(t.db, { role: 'moderator' });
    const answer = await putRole(admin.cookie, member.id, { role: 'moderator' });
    expect(answer.body).toEqual({ user_id: member.id, role: 'moderator', changed: false });
    expect(await auditOf(member.id)).toEqual([]);
  });

  it('refuses an admin their own role (409), changing nothing', async () => {
    const before = await auditCount();
    expectError(await putRole(admin.cookie, admin.id, { role: 'user' }), 409, 'OWN_ROLE');
    expect((await roleRow(admin.id))?.role).toBe('admin');
    expect(await auditCount()).toBe(before);
  });

  it('never leaves the site without an admin: two admins demoting each other, one wins', async () => {
    const [a, b] = await Promise.all([
      buildSignedIn(t, { role: 'admin' }),
      buildSignedIn(t, { role: 'admin' }),
    ]);
    const answers = await Promise.all([
      putRole(a.cookie, b.id, { role: 'user' }),
      putRole(b.cookie, a.id, { role: 'user' }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 403]);
    const refused = answers.find((answer) => answer.status === 403)!;
    expectError(refused, 403, 'FORBIDDEN', ADMIN_TEXTS.onlyAdminsAssign);
    const roles = [(await roleRow(a.id))?.role, (await roleRow(b.id))?.role].sort();
    expect(roles).toEqual(['admin', 'user']);
  });

  it.each([
    ['an unknown role', { role: 'boss' }],
    ['no role', {}],
    ['a role of the wrong type', { role: 3 }],
    ['an unknown field', { role: 'moderator', level: 3 }],
  ])('answers %s with 400, changing nothing', async (_what, body) => {
    const member = await buildMember(t.db);
    const before = await auditCount();
    expectError(await putRole(admin.cookie, member.id, body), 400, 'VALIDATION_FAILED');
    expect(await roleRow(member.id)).toBeNull();
    expect(await auditCount()).toBe(before);
  });

  it('answers malformed JSON with 400, changing nothing', async () => {
    const member = await buildMember(t.db);
    const response = await t.request(`/api/admin/users/${member.id}/role`, {
      method: 'PUT',
      cookie: admin.cookie,
      headers: { 'content-type': 'application/json' },
      body: '{"role": "admin"',
    });
    expect(response.status).toBe(400);
    expect(await roleRow(member.id)).toBeNull();
  });

  it('answers an unknown user with 404, recording nothing', async () => {
    const before = await auditCount();
    expectError(await putRole(admin.cookie, 'no-such-user', { role: 'moderator' }), 404, 'NOT_FOUND');
    expect(await auditCount()).toBe(before);
  });

  it("refuses a moderator with the spec's words", async () => {
    const moderator = await buildSignedIn(t, { role: 'moderator' });
    const member = await buildMember(t.db);
    expectError(
      await putRole(moderator.cookie, member.id, { role: 'moderator' }),
      403,
      'FORBIDDEN',
      ADMIN_TEXTS.onlyAdminsAssign,
    );
    expectError(
      await grant(moderator.cookie, { email: member.email }),
      403,
      'FORBIDDEN',
      ADMIN_TEXTS.onlyAdminsAssign,
    );
    expectError(
      await call(t, 'GET', '/api/admin/roles', moderator.cookie),
      403,
      'FORBIDDEN',
      ADMIN_TEXTS.onlyAdminsView,
    );
    expect(await roleRow(member.id)).toBeNull();
  });
});

describe('POST /api/admin/admins', () => {
  it('makes the account with this e-mail an admin (any case, spaces trimmed) and records it', async () => {
    const member = await buildSignedIn(t);
    const answer = await grant(admin.cookie, { email: `  ${member.email.toUpperCase()} ` });
    expect(answer.body).toEqual({ user_id: member.id, role: 'admin', changed: true });
    expect(await roleRow(member.id)).toMatchObject({ role: 'admin', assignedBy: admin.id });
    expect(await auditOf(member.id)).toMatchObject([
      {
        action: 'admin.granted',
        actorId: admin.id,
        details: { before: { role: 'user' }, after: { role: 'admin' } },
      },
    ]);
    expect((await call(t, 'GET', '/api/admin/users', member.cookie)).status).toBe(200);
    const again = await grant(admin.cookie, { email: member.email });
    expect(again.body).toEqual({ user_id: member.id, role: 'admin', changed: false });
    expect(await auditOf(member.id)).toHaveLength(1);
  });

  it('answers an e-mail without an account with a clear 404, creating nobody', async () => {
    const before = await auditCount();
    const answer = await grant(admin.cookie, { email: 'nobody-here@example.test' });
    expectError(answer, 404, 'NOT_FOUND');
    expect((answer.body as { error: { message: string } }).error.message).toMatch(
      /No account uses this e-mail/,
    );
    expect(await t.db.select().from(users).where(eq(users.email, 'nobody-here@example.test'))).toEqual([]);
    expect(await auditCount()).toBe(before);
  });

  it.each([[{ email: '' }], [{ email: '   ' }], [{}], [{ email: 42 }]])(
    "answers %j with 400 '%s'",
    async (body) => {
      const answer = await grant(admin.cookie, body);
      expectError(answer, 400, 'VALIDATION_FAILED');
      expect((answer.body as { error: { fields: Record<string, string> } }).error.fields.email).toBe(
        ADMIN_TEXTS.enterEmail,
      );
    },
  );
});

describe('GET /api/admin/roles', () => {
  it('lists the role levels and the role rows newest first, with who assigned them', async () => {
    const member = await buildMember(t.db);
    await putRole(admin.cookie, member.id, { role: 'moderator' });
    const answer = await call(t, 'GET', '/api/admin/roles', admin.cookie);
    expect(answer.status).toBe(200);
    const page = answer.body as TRolesPage;
    expect(page.roles).toEqual([
      { role: 'user', level: 1 },
      { role: 'moderator', level: 2 },
      { role: 'admin', level: 3 },
    ]);
    expect(page.items[0]).toMatchObject({ user_id: member.id, role: 'moderator', assigned_by: admin.id });
    const times = page.items.map((item) => item.assigned_at);
    expect(times).toEqual([...times].sort().reverse());
    expect(page.total).toBeGreaterThanOrEqual(page.items.length);
  });
});
