import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberGuardians } from '../../db/schema/index.ts';
import { call, expectError } from '../../../../tests/support/api-calls.ts';
import { buildConnection } from '../../../../tests/support/factories/connections.ts';
import { buildGuardian } from '../../../../tests/support/factories/guardians.ts';
import { buildCouple, FACTORY_PASSWORD } from '../../../../tests/support/factories/members.ts';
import { listenWithHub, openSocket, type Listening } from '../../../../tests/support/realtime.ts';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.ts';
import { CLOSE_GUARDIANSHIP_ENDED } from '../../../shared/realtime/socket-protocol.ts';

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

const DAY = 24 * 3600 * 1000;

describe('an erased ward', () => {
  it("ends her guardianship: nobody reads an erased member's chats, and the guardian's socket closes", async () => {
    const { man, woman } = await buildCouple(t);
    const chat = await buildConnection(t.db, man.id, woman.id);
    const guardian = await buildGuardian(t, woman.id);
    const path = `/api/guardian/wards/${woman.id}/connections/${chat.id}/messages`;
    expect((await call(t, 'GET', path, guardian.cookie)).status).toBe(200);
    const socket = await openSocket(server.wsUrl, guardian.cookie);
    // The hub loads the socket's wards just after it opens: the live view is recorded then.
    await expect
      .poll(async () => JSON.stringify((await call(t, 'GET', '/api/me/guardians/access', woman.cookie)).body))
      .toContain('"kind":"live"');
    expect((await call(t, 'DELETE', '/api/me', woman.cookie, { password: FACTORY_PASSWORD })).status).toBe(
      200,
    );
    t.clock.advance(14 * DAY + 60_000);
    try {
      for (const step of t.deps.sweepSteps) await step(t.deps);
    } finally {
      t.clock.set(new Date());
    }
    const [row] = await t.db
      .select()
      .from(memberGuardians)
      .where(eq(memberGuardians.id, guardian.guardianshipId));
    expect(row?.status).toBe('revoked');
    expectError(await call(t, 'GET', path, guardian.cookie), 404, 'NOT_FOUND');
    expect(await socket.closed).toEqual({ code: CLOSE_GUARDIANSHIP_ENDED, reason: 'Guardianship ended' });
  });
});
