import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAdminStats } from '../../../shared/admin/admin-stats-contract.ts';
import { buildSignedIn, type SignedIn } from '../../../../tests/support/factories/members.ts';
import { call } from '../../../../tests/support/api-calls.ts';
import { listenWithHub, openSocket, type Listening } from '../../../../tests/support/realtime.ts';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.ts';

/** The dashboard's system status is measured, never fixed: sockets that open and close, mail that fails. */

const statsOf = async (t: TestApp, admin: SignedIn) => {
  const answer = await call(t, 'GET', '/api/admin/stats', admin.cookie);
  expect(answer.status, answer.text).toBe(200);
  return (answer.body as TAdminStats).system;
};

describe('system status: realtime', () => {
  let t: TestApp;
  let server: Listening;
  let admin: SignedIn;
  beforeAll(async () => {
    t = await createTestApp();
    server = await listenWithHub(t);
    admin = await buildSignedIn(t, { role: 'admin' });
  });
  afterAll(async () => {
    await server.close();
    await t.close();
  });

  it('counts the sockets open on this instance and the members online across live instances', async () => {
    expect((await statsOf(t, admin)).realtime).toEqual({ sockets_here: 0, members_online: 0, instances: 1 });
    const member = await buildSignedIn(t);
    const sockets = await Promise.all([
      openSocket(server.wsUrl, member.cookie),
      openSocket(server.wsUrl, member.cookie),
      openSocket(server.wsUrl, admin.cookie),
    ]);
    await expect
      .poll(async () => (await statsOf(t, admin)).realtime)
      .toEqual({
        sockets_here: 3,
        members_online: 2,
        instances: 1,
      });
    for (const socket of sockets) socket.ws.close();
    await expect.poll(async () => (await statsOf(t, admin)).realtime.sockets_here).toBe(0);
  });

  it('is operational when mail can leave and nothing is overdue', async () => {
    const system = await statsOf(t, admin);
    expect(system.overall).toBe('operational');
    expect(system.jobs).toEqual({
      renewals_due: 0,
      memberships_to_end: 0,
      checkouts_to_expire: 0,
      oldest_due_at: null,
      behind: false,
    });
  });
});

describe('system status: mail', () => {
  let t: TestApp;
  let admin: SignedIn;
  beforeAll(async () => {
    // Nothing listens on port 1: the SMTP check fails as a server that is down would.
    t = await createTestApp({ SMTP_URL: 'smtp://127.0.0.1:1' });
    admin = await buildSignedIn(t, { role: 'admin' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('reports an SMTP server that cannot be reached, and the system as degraded', async () => {
    const system = await statsOf(t, admin);
    expect(system.mail).toMatchObject({ transport: 'smtp', ok: false });
    expect(system.mail.detail).toMatch(/ECONNREFUSED/);
    expect(Date.parse(system.mail.checked_at ?? '')).not.toBeNaN();
    expect(system.overall).toBe('degraded');
  });
});
