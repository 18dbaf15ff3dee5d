import { eq, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connections } from '../../db/schema/index.ts';
import { buildMember, buildSignedIn, buildCouple } from '../../../../tests/support/factories/members.ts';
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

const request = (cookie: string | undefined, body: unknown) =>
  call(t, 'POST', '/api/connections', cookie, body);

const pairRows = (a: string, b: string) =>
  t.db
    .select()
    .from(connections)
    .where(
      or(
        eq(connections.requesterId, a),
        eq(connections.recipientId, a),
        eq(connections.requesterId, b),
        eq(connections.recipientId, b),
      ),
    );

describe('POST /api/connections', () => {
  it('creates a pending request and announces it to both members', async () => {
    const { man, woman } = await buildCouple(t);
    const recorder = recordEvents(t);
    const answer = await request(man.cookie, { recipient_id: woman.id });
    recorder.stop();
    expect(answer.status).toBe(201);
    const { connection } = answer.body as { connection: Record<string, unknown> };
    expect(connection).toMatchObject({
      requester_id: man.id,
      recipient_id: woman.id,
      status: 'pending',
      direction: 'outgoing',
      other: {
        user_id: woman.id,
        full_name: woman.name,
        profile_photo_url: null,
        profile_photo_thumb_url: null,
      },
      requester_profile: { full_name: man.name, profile_photo_url: null },
      recipient_profile: { full_name: woman.name, profile_photo_url: null },
      last_message: null,
      unread_count: 0,
    });
    expect(answer.text).not.toContain(woman.email);
    expect(answer.text).not.toContain(man.email);
    expect(recorder.events).toHaveLength(1);
    const [event] = recorder.events;
    expect(event).toMatchObject({
      type: 'connection.created',
      connection_id: connection.id,
      status: 'pending',
    });
    sameMembers(event!.audience, [man.id, woman.id]);
  });

  it('refuses a request to oneself (400), an unknown member (404) and the same gender (400)', async () => {
    const { man, woman } = await buildCouple(t);
    const otherMan = await buildMember(t.db, { gender: 'male' });
    const nameless = await buildMember(t.db, { gender: 'female', profile: { fullName: null } });
    const noProfile = await buildMember(t.db, { profile: false });
    const recorder = recordEvents(t);
    expectError(await request(man.cookie, { recipient_id: man.id }), 400, 'SELF_CONNECTION');
    expectError(
      await request(man.cookie, { recipient_id: 'no-such-member' }),
      404,
      'NOT_FOUND',
      'Member not found',
    );
    expectError(await request(man.cookie, { recipient_id: nameless.id }), 404, 'NOT_FOUND');
    expectError(await request(man.cookie, { recipient_id: noProfile.id }), 404, 'NOT_FOUND');
    expectError(await request(man.cookie, { recipient_id: otherMan.id }), 400, 'SAME_GENDER');
    const sister = await buildMember(t.db, { gender: 'female' });
    expectError(await request(woman.cookie, { recipient_id: sister.id }), 400, 'SAME_GENDER');
    recorder.stop();
    expect(recorder.events).toEqual([]);
    expect(await pairRows(man.id, woman.id)).toEqual([]);
  });

  it('asks the requester to complete their profile first when it has no gender or name', async () => {
    const target = await buildMember(t.db, { gender: 'female' });
    for (const profile of [false, { gender: null }, { fullName: null }] as const) {
      const member = await buildSignedIn(t, { gender: 'male', profile });
      expectError(
        await request(member.cookie, { recipient_id: target.id }),
        400,
        'PROFILE_INCOMPLETE',
        'Complete your profile first',
      );
    }
  });

  it('refuses a second request between the same two members, in either direction', async () => {
    for (const status of ['pending', 'accepted', 'rejected'] as const) {
      const { man, woman } = await buildCouple(t);
      await buildConnection(t.db, man.id, woman.id, status);
      const recorder = recordEvents(t);
      for (const [from, to] of [
        [man, woman],
        [woman, man],
      ] as const) {
        expectError(
          await request(from.cookie, { recipient_id: to.id }),
          409,
          'CONNECTION_EXISTS',
          'Connection already exists with this user',
        );
      }
      recorder.stop();
      expect(recorder.events).toEqual([]);
      expect(await pairRows(man.id, woman.id)).toHaveLength(1);
    }
  });

  it('lets exactly one of two simultaneous requests (opposite directions) succeed', async () => {
    for (let round = 0; round < 3; round++) {
      const { man, woman } = await buildCouple(t);
      const answers = await Promise.all([
        request(man.cookie, { recipient_id: woman.id }),
        request(woman.cookie, { recipient_id: man.id }),
      ]);
      expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
      expectError(
        answers.find((a) => a.status === 409)!,
        409,
        'CONNECTION_EXISTS',
      );
      expect(await pairRows(man.id, woman.id)).toHaveLength(1);
    }
  });

  it('validates the body: 400 VALIDATION_FAILED naming the field', async () => {
    const { man } = await buildCouple(t);
    for (const body of [{}, { recipient_id: '' }, { recipient_id: 42 }, { recipient_id: 'x'.repeat(129) }]) {
      const answer = await request(man.cookie, body);
      expectError(answer, 400, 'VALIDATION_FAILED');
      expect((answer.body as { error: { fields: object } }).error.fields).toHaveProperty('recipient_id');
    }
    const extra = await request(man.cookie, { recipient_id: 'abc', status: 'accepted' });
    expectError(extra, 400, 'VALIDATION_FAILED');
    expect((extra.body as { error: { fields: object } }).error.fields).toHaveProperty('status');
    const nul = await request(man.cookie, { recipient_id: 'ab\u0000c' });
    expectError(nul, 400, 'VALIDATION_FAILED');
    const malformed = await t.request('/api/connections', {
      method: 'POST',
      cookie: man.cookie,
      headers: { 'content-type': 'application/json' },
      body: '{"recipient_id":',
    });
    expect(malformed.status).toBe(400);
  });

  it('answers 401 to anonymous callers, before looking at the body', async () => {
    expectError(await request(undefined, { recipient_id: 'anyone' }), 401, 'UNAUTHORIZED');
    expectError(await request(undefined, {}), 401, 'UNAUTHORIZED');
  });
});
