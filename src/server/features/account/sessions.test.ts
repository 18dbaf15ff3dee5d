import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, expectError } from '../../../../tests/support/api-calls.ts';
import { buildSignedIn, signIn } from '../../../../tests/support/factories/members.ts';
import {
  listenWithHub,
  openSocket,
  type Listening,
  type TestSocket,
} from '../../../../tests/support/realtime.ts';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.ts';

let t: TestApp;
let server: Listening;
beforeAll(async () => {
  t = await createTestApp();
  server = await listenWithHub(t);
});
afterAll(async () => {
  await server.close();
  await t.close();
});

const closedWithin = (socket: TestSocket, ms = 2000) =>
  Promise.race([
    socket.closed,
    new Promise<'still open'>((resolve) => setTimeout(() => resolve('still open'), ms)),
  ]);

describe('DELETE /api/me/sessions', () => {
  it('ends every session of the member, this one too, and closes their sockets; others stay', async () => {
    const member = await buildSignedIn(t);
    const phone = await signIn(t, member);
    const other = await buildSignedIn(t);
    const phoneSocket = await openSocket(server.wsUrl, phone);
    const otherSocket = await openSocket(server.wsUrl, other.cookie);

    const answer = await call(t, 'DELETE', '/api/me/sessions', member.cookie);
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body).toEqual({ ended: 2 });
    expect(answer.headers.get('set-cookie')).toMatch(/session_token=;/);

    expect(await closedWithin(phoneSocket)).toEqual({ code: 4401, reason: 'Session ended' });
    expect(await closedWithin(otherSocket, 300)).toBe('still open');
    await otherSocket.close();
    expect((await call(t, 'GET', '/api/me', member.cookie)).status).toBe(401);
    expect((await call(t, 'GET', '/api/me', phone)).status).toBe(401);
    expect((await call(t, 'GET', '/api/me', other.cookie)).status).toBe(200);
    // Signing in again works as usual.
    expect((await call(t, 'GET', '/api/me', await signIn(t, member))).status).toBe(200);
  });

  it('needs a session', async () => {
    expectError(await call(t, 'DELETE', '/api/me/sessions', undefined), 401, 'UNAUTHORIZED');
  });
});
