import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberSuspensions, staffActions } from '../../db/schema/index.ts';
import { SUSPENDED_MESSAGE } from '../../auth/auth.ts';
import { call, expectError, uniqueToken } from '../../../../tests/support/api-calls.ts';
import { buildConnection, buildMessage } from '../../../../tests/support/factories/connections.ts';
import { buildFavorite } from '../../../../tests/support/factories/favorites.ts';
import {
  buildCouple,
  buildSignedIn,
  signIn,
  type SignedIn,
} from '../../../../tests/support/factories/members.ts';
import { buildProfileView } from '../../../../tests/support/factories/profile-views.ts';
import { listenWithHub, openSocket, type Listening } from '../../../../tests/support/realtime.ts';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.ts';

let t: TestApp;
let server: Listening;
let admin: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  // The hub's own check runs every minute: only the suspension's sessions.changed can close a socket
  // within the test's two seconds.
  server = await listenWithHub(t, { sessionCheckMs: 60_000 });
  admin = await buildSignedIn(t, { role: 'admin' });
});
afterAll(async () => {
  await server.close();
  await t.close();
});

const suspend = (userId: string, body: unknown = { reason: 'Asked members for money' }) =>
  call(t, 'POST', `/api/admin/users/${userId}/suspension`, admin.cookie, body);
const reinstate = (userId: string) =>
  call(t, 'DELETE', `/api/admin/users/${userId}/suspension`, admin.cookie);
const auditOf = (userId: string) =>
  t.db.select().from(staffActions).where(eq(staffActions.targetUserId, userId));
const suspensionOf = async (userId: string) =>
  (await t.db.select().from(memberSuspensions).where(eq(memberSuspensions.userId, userId)))[0] ?? null;

/** Everywhere the man could meet the woman: each answer's text, which names her id while she is shown. */
async function whereHeSeesHer(man: SignedIn, woman: SignedIn, token: string, connectionId: string) {
  const get = async (path: string) => {
    const answer = await call(t, 'GET', path, man.cookie);
    return { status: answer.status, shows: answer.text.includes(woman.id) };
  };
  return {
    browse: await get(`/api/browse?search=${token}`),
    matches: await get(`/api/matches?search=${token}`),
    favorites: await get('/api/favorites'),
    profile: await get(`/api/profiles/${woman.id}`),
    connections: await get('/api/connections'),
    chat: await get(`/api/connections/${connectionId}/messages`),
    viewers: await get('/api/analytics/viewers?period=all'),
  };
}

describe('suspending a member', () => {
  it('ends their sessions and sockets at once, refuses their sign-in, and hides them everywhere', async () => {
    const token = uniqueToken('suspendee');
    const { man, woman } = await buildCouple(t, { woman: { name: `Amina ${token}` } });
    await buildFavorite(t.db, man.id, woman.id);
    const chat = await buildConnection(t.db, man.id, woman.id);
    await buildMessage(t.db, chat.id, woman.id, { content: 'Salaam' });
    await buildProfileView(t.db, woman.id, man.id);
    const before = await whereHeSeesHer(man, woman, token, chat.id);
    for (const [where, seen] of Object.entries(before))
      expect(seen, where).toEqual({ status: 200, shows: true });
    const socket = await openSocket(server.wsUrl, woman.cookie);

    const answer = await suspend(woman.id);
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body).toEqual({ user_id: woman.id, suspended: true, changed: true });
    expect(
      await Promise.race([socket.closed, new Promise((r) => setTimeout(() => r('still open'), 2000))]),
    ).toEqual({
      code: 4401,
      reason: 'Session ended',
    });
    expect((await call(t, 'GET', '/api/me', woman.cookie)).status).toBe(401);
    const signInAgain = await call(t, 'POST', '/api/auth/sign-in/email', undefined, {
      email: woman.email,
      password: woman.password,
    });
    expect(signInAgain.status).toBe(403);
    expect(signInAgain.text).toContain(SUSPENDED_MESSAGE);
    // A wrong password is told so, as for anyone: the suspension is news only to the account's owner.
    const wrong = await call(t, 'POST', '/api/auth/sign-in/email', undefined, {
      email: woman.email,
      password: 'not-her-password-1',
    });
    expect(wrong.status).toBe(401);

    const after = await whereHeSeesHer(man, woman, token, chat.id);
    expect(after.browse).toEqual({ status: 200, shows: false });
    expect(after.matches).toEqual({ status: 200, shows: false });
    expect(after.favorites).toEqual({ status: 200, shows: false });
    expect(after.profile.status).toBe(404);
    expect(after.connections).toEqual({ status: 200, shows: false });
    expect(after.chat.status).toBe(404);
    expect(after.viewers).toEqual({ status: 200, shows: false });
    expectError(
      await call(t, 'POST', `/api/connections/${chat.id}/messages`, man.cookie, {
        content: 'Are you there?',
        client_id: crypto.randomUUID(),
      }),
      404,
      'NOT_FOUND',
    );

    const [record] = await auditOf(woman.id);
    expect(record).toMatchObject({
      actorId: admin.id,
      action: 'user.suspended',
      targetEmail: woman.email,
      details: { reason: 'Asked members for money' },
    });
  });

  it('reinstating brings everything back, and they may sign in again', async () => {
    const token = uniqueToken('reinstated');
    const { man, woman } = await buildCouple(t, { woman: { name: `Khadija ${token}` } });
    await buildFavorite(t.db, man.id, woman.id);
    const chat = await buildConnection(t.db, man.id, woman.id);
    await buildMessage(t.db, chat.id, woman.id);
    await buildProfileView(t.db, woman.id, man.id);
    expect((await suspend(woman.id)).status).toBe(200);
    const answer = await reinstate(woman.id);
    expect(answer.body).toEqual({ user_id: woman.id, suspended: false, changed: true });
    const seen = await whereHeSeesHer(man, woman, token, chat.id);
    for (const [where, what] of Object.entries(seen))
      expect(what, where).toEqual({ status: 200, shows: true });
    expect(await signIn(t, woman)).toContain('=');
    expect((await auditOf(woman.id)).map((r) => r.action).sort()).toEqual([
      'user.reinstated',
      'user.suspended',
    ]);
  });

  it('twice changes nothing more, and reinstating someone not suspended neither', async () => {
    const member = await buildSignedIn(t, { gender: 'male' });
    expect((await suspend(member.id)).body).toMatchObject({ changed: true });
    expect((await suspend(member.id, { reason: 'Another reason' })).body).toMatchObject({
      suspended: true,
      changed: false,
    });
    expect((await suspensionOf(member.id))?.reason).toBe('Asked members for money');
    expect((await reinstate(member.id)).body).toMatchObject({ changed: true });
    expect((await reinstate(member.id)).body).toMatchObject({ suspended: false, changed: false });
    expect(await auditOf(member.id)).toHaveLength(2);
  });

  it('the users list shows who is suspended and why', async () => {
    const token = uniqueToken('listed');
    const member = await buildSignedIn(t, { name: `Yusuf ${token}`, gender: 'male' });
    await suspend(member.id, { reason: 'Fake photos' });
    const list = await call(t, 'GET', `/api/admin/users?search=${token}`, admin.cookie);
    expect(list.body).toMatchObject({ items: [{ id: member.id, suspension: { reason: 'Fake photos' } }] });
  });
});

describe('refusals change nothing', () => {
  it('oneself, staff, unknown members and bad reasons', async () => {
    const moderator = await buildSignedIn(t, { role: 'moderator' });
    const member = await buildSignedIn(t);
    expectError(await suspend(admin.id), 409, 'OWN_ACCOUNT');
    expectError(await suspend(moderator.id), 409, 'STAFF_TARGET');
    expectError(await suspend('no-such-user'), 404, 'NOT_FOUND');
    expectError(await reinstate('no-such-user'), 404, 'NOT_FOUND');
    expectError(await suspend(member.id, {}), 400, 'VALIDATION_FAILED');
    expectError(await suspend(member.id, { reason: '   ' }), 400, 'VALIDATION_FAILED');
    expectError(await suspend(member.id, { reason: 'x'.repeat(501) }), 400, 'VALIDATION_FAILED');
    expectError(await suspend(member.id, { reason: 'Spam', extra: true }), 400, 'VALIDATION_FAILED');
    const malformed = await t.request(`/api/admin/users/${member.id}/suspension`, {
      method: 'POST',
      cookie: admin.cookie,
      headers: { 'content-type': 'application/json' },
      body: '{"reason": ',
    });
    expect(malformed.status).toBe(400);
    for (const id of [admin.id, moderator.id, member.id]) expect(await suspensionOf(id)).toBeNull();
    expect((await call(t, 'GET', '/api/me', member.cookie)).status).toBe(200);
    // A moderator may not suspend anyone (the admin-access test walks every admin route as well).
    expect(
      (await call(t, 'POST', `/api/admin/users/${member.id}/suspension`, moderator.cookie, { reason: 'x' }))
        .status,
    ).toBe(403);
    expect(await suspensionOf(member.id)).toBeNull();
  });
});
