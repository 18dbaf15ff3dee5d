import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connections } from '../../db/schema/index.ts';
import { buildSignedIn, buildCouple } from '../../../../tests/support/factories/members.ts';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.ts';
import { call, expectError, recordEvents, sameMembers } from '../../../../tests/support/api-calls.ts';
import { buildConnection } from '../../../../tests/support/factories/connections.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const answer = (cookie: string | undefined, id: string, body: unknown) =>
  call(t, 'PATCH', `/api/connections/${id}`, cookie, body);
const withdraw = (cookie: string | undefined, id: string) =>
  call(t, 'DELETE', `/api/connections/${id}`, cookie);
const statusOf = async (id: string) =>
  (await t.db.select({ status: connections.status }).from(connections).where(eq(connections.id, id)))[0]
    ?.status;

const UNKNOWN = '00000000-0000-4000-8000-000000000000';

describe('PATCH /api/connections/:id', () => {
  it('lets the recipient accept, once, and tells both members', async () => {
    const { man, woman } = await buildCouple(t);
    const pending = await buildConnection(t.db, man.id, woman.id, 'pending');
    const recorder = recordEvents(t);
    const accepted = await answer(woman.cookie, pending.id, { status: 'accepted' });
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({
      connection: { id: pending.id, status: 'accepted', direction: 'incoming', other: { user_id: man.id } },
    });
    const updatedAt = (accepted.body as { connection: { updated_at: string } }).connection.updated_at;
    expect(new Date(updatedAt).getTime()).toBeGreaterThanOrEqual(pending.updatedAt.getTime());
    expectError(
      await answer(woman.cookie, pending.id, { status: 'accepted' }),
      409,
      'CONNECTION_ALREADY_ANSWERED',
    );
    expectError(
      await answer(woman.cookie, pending.id, { status: 'rejected' }),
      409,
      'CONNECTION_ALREADY_ANSWERED',
    );
    recorder.stop();
    expect(recorder.events).toHaveLength(1);
    expect(recorder.events[0]).toMatchObject({
      type: 'connection.updated',
      connection_id: pending.id,
      status: 'accepted',
    });
    sameMembers(recorder.events[0]!.audience, [man.id, woman.id]);
    expect(await statusOf(pending.id)).toBe('accepted');
  });

  it('lets the recipient reject; a rejected request cannot be accepted later', async () => {
    const { man, woman } = await buildCouple(t);
    const pending = await buildConnection(t.db, woman.id, man.id, 'pending');
    expect((await answer(man.cookie, pending.id, { status: 'rejected' })).status).toBe(200);
    expectError(
      await answer(man.cookie, pending.id, { status: 'accepted' }),
      409,
      'CONNECTION_ALREADY_ANSWERED',
    );
    expect(await statusOf(pending.id)).toBe('rejected');
  });

  it('answers 403 to the requester and 404 to a stranger, changing nothing and announcing nothing', async () => {
    const { man, woman } = await buildCouple(t);
    const stranger = await buildSignedIn(t, { gender: 'female' });
    const pending = await buildConnection(t.db, man.id, woman.id, 'pending');
    const recorder = recordEvents(t);
    expectError(await answer(man.cookie, pending.id, { status: 'accepted' }), 403, 'FORBIDDEN');
    expectError(await answer(stranger.cookie, pending.id, { status: 'accepted' }), 404, 'NOT_FOUND');
    recorder.stop();
    expect(recorder.events).toEqual([]);
    expect(await statusOf(pending.id)).toBe('pending');
  });

  it('answers 404 for unknown and malformed ids, 400 for a bad status, 401 for anonymous callers', async () => {
    const { man, woman } = await buildCouple(t);
    const pending = await buildConnection(t.db, man.id, woman.id, 'pending');
    for (const id of [UNKNOWN, 'not-a-uuid', '1', "1' or '1'='1"]) {
      expectError(
        await answer(woman.cookie, encodeURIComponent(id), { status: 'accepted' }),
        404,
        'NOT_FOUND',
      );
    }
    for (const body of [
      {},
      { status: 'pending' },
      { status: 'ACCEPTED' },
      { status: 'accepted', extra: 1 },
    ]) {
      expectError(await answer(woman.cookie, pending.id, body), 400, 'VALIDATION_FAILED');
    }
    expectError(await answer(undefined, pending.id, { status: 'accepted' }), 401, 'UNAUTHORIZED');
    expect(await statusOf(pending.id)).toBe('pending');
  });

  it('accepts exactly once when two answers race', async () => {
    const { man, woman } = await buildCouple(t);
    const pending = await buildConnection(t.db, man.id, woman.id, 'pending');
    const answers = await Promise.all([
      answer(woman.cookie, pending.id, { status: 'accepted' }),
      answer(woman.cookie, pending.id, { status: 'rejected' }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
  });
});

describe('DELETE /api/connections/:id', () => {
  it('lets the requester withdraw a pending request; the pair may connect again', async () => {
    const { man, woman } = await buildCouple(t);
    const pending = await buildConnection(t.db, man.id, woman.id, 'pending');
    const recorder = recordEvents(t);
    const result = await withdraw(man.cookie, pending.id);
    recorder.stop();
    expect(result.status).toBe(204);
    expect(result.text).toBe('');
    expect(await statusOf(pending.id)).toBeUndefined();
    expect(recorder.events).toHaveLength(1);
    expect(recorder.events[0]).toMatchObject({
      type: 'connection.updated',
      connection_id: pending.id,
      status: 'withdrawn',
    });
    sameMembers(recorder.events[0]!.audience, [man.id, woman.id]);
    const again = await call(t, 'POST', '/api/connections', woman.cookie, { recipient_id: man.id });
    expect(again.status).toBe(201);
  });

  it('answers 404 to the recipient and strangers, 409 for an answered request, 401 anonymous', async () => {
    const { man, woman } = await buildCouple(t);
    const stranger = await buildSignedIn(t, { gender: 'male' });
    const pending = await buildConnection(t.db, man.id, woman.id, 'pending');
    const recorder = recordEvents(t);
    expectError(await withdraw(woman.cookie, pending.id), 404, 'NOT_FOUND');
    expectError(await withdraw(stranger.cookie, pending.id), 404, 'NOT_FOUND');
    expectError(await withdraw(undefined, pending.id), 401, 'UNAUTHORIZED');
    expectError(await withdraw(man.cookie, UNKNOWN), 404, 'NOT_FOUND');
    expectError(await withdraw(man.cookie, 'nope'), 404, 'NOT_FOUND');
    expect(await statusOf(pending.id)).toBe('pending');

    const accepted = await buildConnection(t.db, stranger.id, woman.id, 'accepted');
    expectError(await withdraw(stranger.cookie, accepted.id), 409, 'CONNECTION_NOT_PENDING');
    expect(await statusOf(accepted.id)).toBe('accepted');
    recorder.stop();
    expect(recorder.events).toEqual([]);
  });
});
