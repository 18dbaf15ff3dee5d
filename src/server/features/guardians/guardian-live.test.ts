import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLOSE_GUARDIANSHIP_ENDED } from '../../../shared/realtime/socket-protocol.ts';
import type { TGuardianAccessPage } from '../../../shared/safety/guardian-contract.ts';
import { call, send } from '../../../../tests/support/api-calls.ts';
import { buildConnection } from '../../../../tests/support/factories/connections.ts';
import { buildGuardian } from '../../../../tests/support/factories/guardians.ts';
import { buildCouple } from '../../../../tests/support/factories/members.ts';
import { listenWithHub, openSocket, type Frame, type Listening } from '../../../../tests/support/realtime.ts';
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

async function scene(status: 'accepted' | 'active' = 'active') {
  const { man, woman } = await buildCouple(t);
  const chat = await buildConnection(t.db, man.id, woman.id);
  const guardian = await buildGuardian(t, woman.id, { status });
  return { man, woman, chat, guardian };
}

const isWardMessage = (frame: Frame) => frame.type === 'ward.message.created';

/** The hub loads a socket's wards just after it opens: wait until the live view is recorded. */
async function untilWatching(member: { cookie: string }) {
  for (let i = 0; i < 100; i++) {
    const log = (await call(t, 'GET', '/api/me/guardians/access', member.cookie)).body as TGuardianAccessPage;
    if (log.items.some((item) => item.kind === 'live')) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('the live view was never recorded');
}

describe("a guardian's live view", () => {
  it("receives the ward's new messages as ward frames, read-only, and records the live view", async () => {
    const { man, woman, chat, guardian } = await scene();
    const socket = await openSocket(server.wsUrl, guardian.cookie);
    // The socket says when it watches her live, so a screen that read her chat before reads it again.
    expect(await socket.waitFor((f) => f.type === 'ward.watching')).toEqual({
      type: 'ward.watching',
      ward_ids: [woman.id],
    });
    await untilWatching(woman);
    const sent = await send(t, man.cookie, chat.id, 'Would your father like to meet mine?');
    expect(sent.status).toBe(201);
    const frame = await socket.waitFor(isWardMessage);
    expect(frame).toMatchObject({
      type: 'ward.message.created',
      ward_id: woman.id,
      connection_id: chat.id,
      message: { content: 'Would your father like to meet mine?', sender_id: man.id },
    });
    // Frames a guardian's socket sends change nothing: only ping and presence questions exist.
    socket.send({ type: 'message.send', connection_id: chat.id, content: 'hi' });
    expect(await socket.next()).toMatchObject({ type: 'error', code: 'BAD_FRAME' });
    await socket.close();
  });

  it('closes the socket at once when the ward revokes the guardian', async () => {
    const { woman, guardian } = await scene();
    const socket = await openSocket(server.wsUrl, guardian.cookie);
    await untilWatching(woman);
    const revoked = await call(t, 'DELETE', `/api/me/guardians/${guardian.guardianshipId}`, woman.cookie);
    expect(revoked.status).toBe(200);
    const closed = await Promise.race([
      socket.closed,
      new Promise((resolve) => setTimeout(() => resolve('still open'), 2000)),
    ]);
    expect(closed).toEqual({ code: CLOSE_GUARDIANSHIP_ENDED, reason: 'Guardianship ended' });
  });

  it('starts delivering once the ward confirms an open socket, and never to another guardian', async () => {
    const { man, woman, chat, guardian } = await scene('accepted');
    const other = await scene();
    const socket = await openSocket(server.wsUrl, guardian.cookie);
    const otherSocket = await openSocket(server.wsUrl, other.guardian.cookie);
    await untilWatching(other.woman);
    await send(t, man.cookie, chat.id, 'Before she confirmed');
    const confirmed = await call(
      t,
      'POST',
      `/api/me/guardians/${guardian.guardianshipId}/confirm`,
      woman.cookie,
    );
    expect(confirmed.status).toBe(200);
    await untilWatching(woman);
    await send(t, man.cookie, chat.id, 'After she confirmed');
    const frame = await socket.waitFor(isWardMessage);
    expect(frame).toMatchObject({ message: { content: 'After she confirmed' } });
    expect(socket.frames.filter(isWardMessage)).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(otherSocket.frames.filter(isWardMessage)).toEqual([]);
    await socket.close();
    await otherSocket.close();
  });

  it("leaves the ward's own socket as it was: her events carry no ward frames", async () => {
    const { man, woman, chat } = await scene();
    const hers = await openSocket(server.wsUrl, woman.cookie);
    await send(t, man.cookie, chat.id, 'Salaam');
    const frame = await hers.waitFor((f) => f.type === 'message.created');
    expect(frame).toMatchObject({ connection_id: chat.id });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(hers.frames.filter(isWardMessage)).toEqual([]);
    await hers.close();
  });
});
