import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMember, cookieFrom, signIn } from '../../../tests/support/factories/members.ts';
import { requestResetLink } from '../../../tests/support/mail-links.ts';
import {
  listenWithHub,
  openSocket,
  type Listening,
  type TestSocket,
} from '../../../tests/support/realtime.ts';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.ts';

let t: TestApp;
let server: Listening;
beforeAll(async () => {
  t = await createTestApp();
  // The hub's own check runs every minute, as in production: only the sessions.changed event can close
  // the sockets below within the test's two seconds.
  server = await listenWithHub(t, { sessionCheckMs: 60_000 });
});
afterAll(async () => {
  await server.close();
  await t.close();
});

/** The close of a socket within `ms`, or 'still open'. */
const closedWithin = (socket: TestSocket, ms = 2000) =>
  Promise.race([
    socket.closed,
    new Promise<'still open'>((resolve) => setTimeout(() => resolve('still open'), ms)),
  ]);
const ENDED = { code: 4401, reason: 'Session ended' };

describe('a session that ends closes its sockets at once', () => {
  it('sign-out closes that session’s socket and leaves the member’s other device open', async () => {
    const member = await buildMember(t.db);
    const phone = await signIn(t, member);
    const laptop = await signIn(t, member);
    const phoneSocket = await openSocket(server.wsUrl, phone);
    const laptopSocket = await openSocket(server.wsUrl, laptop);

    const out = await t.request('/api/auth/sign-out', { method: 'POST', cookie: phone, json: {} });
    expect(out.status).toBe(200);
    expect(await closedWithin(phoneSocket)).toEqual(ENDED);
    expect(await closedWithin(laptopSocket, 300)).toBe('still open');
    laptopSocket.send({ type: 'ping' });
    expect(await laptopSocket.next()).toEqual({ type: 'pong' });
    await laptopSocket.close();
  });

  it('changing the password signs out every other device, even when asked not to', async () => {
    const member = await buildMember(t.db);
    const here = await signIn(t, member);
    const elsewhere = await signIn(t, member);
    expect((await t.request('/api/me', { cookie: elsewhere })).status).toBe(200); // now cached
    const elsewhereSocket = await openSocket(server.wsUrl, elsewhere);

    const changed = await t.request('/api/auth/change-password', {
      method: 'POST',
      cookie: here,
      json: { currentPassword: member.password, newPassword: 'changed-pass-77', revokeOtherSessions: false },
    });
    expect(changed.status).toBe(200);
    expect(await closedWithin(elsewhereSocket)).toEqual(ENDED);
    expect((await t.request('/api/me', { cookie: elsewhere })).status).toBe(401);
    // This device carries on with the new session cookie the answer set.
    const renewed = cookieFrom(changed);
    expect((await t.request('/api/me', { cookie: renewed })).status).toBe(200);
    await expect(signIn(t, member)).rejects.toThrow(/401/);
    await expect(signIn(t, { email: member.email, password: 'changed-pass-77' })).resolves.toMatch(/session/);
  });

  it('a wrong current password changes nothing and ends no session', async () => {
    const member = await buildMember(t.db);
    const here = await signIn(t, member);
    const elsewhere = await signIn(t, member);
    const elsewhereSocket = await openSocket(server.wsUrl, elsewhere);
    const refused = await t.request('/api/auth/change-password', {
      method: 'POST',
      cookie: here,
      json: { currentPassword: 'not-the-password', newPassword: 'changed-pass-77' },
    });
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(refused.status).toBeLessThan(500);
    expect(await closedWithin(elsewhereSocket, 500)).toBe('still open');
    expect((await t.request('/api/me', { cookie: elsewhere })).status).toBe(200);
    await expect(signIn(t, member)).resolves.toMatch(/session/);
    await elsewhereSocket.close();
  });

  it('a password reset by e-mail closes every socket of the account', async () => {
    const member = await buildMember(t.db, { email: 'reset-sockets@example.com' });
    const socket = await openSocket(server.wsUrl, await signIn(t, member));
    const link = await requestResetLink(t, member.email);
    const follow = await t.request(link.pathname + link.search, { redirect: 'manual' });
    const token = new URL(follow.headers.get('location')!, 'http://x').searchParams.get('token');
    const reset = await t.request('/api/auth/reset-password', {
      method: 'POST',
      json: { newPassword: 'brand-new-77', token },
    });
    expect(reset.status).toBe(200);
    expect(await closedWithin(socket)).toEqual(ENDED);
  });
});
