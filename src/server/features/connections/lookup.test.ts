import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMember, buildSignedIn } from '../../../../tests/support/factories/members.ts';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.ts';
import type { TConnection } from '../../../shared/connections/connection-contract.ts';
import { call, expectError } from '../../../../tests/support/api-calls.ts';
import { buildConnection } from '../../../../tests/support/factories/connections.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const lookup = (ids: string[], cookie: string | undefined) =>
  call(t, 'GET', `/api/connections/with?user_ids=${ids.map(encodeURIComponent).join(',')}`, cookie);

describe('GET /api/connections/with?user_ids=', () => {
  it("answers my connections with each listed member in one go, from my side, and nobody else's", async () => {
    const me = await buildSignedIn(t, { gender: 'female' });
    const [asked, asker, declined, unrelated] = await Promise.all(
      [1, 2, 3, 4].map(() => buildMember(t.db, { gender: 'male' })),
    );
    const outgoing = await buildConnection(t.db, me.id, asked!.id, 'pending');
    const incoming = await buildConnection(t.db, asker!.id, me.id, 'accepted');
    await buildConnection(t.db, declined!.id, me.id, 'rejected');
    // A connection between two other members never shows, even when both are listed.
    const other = await buildMember(t.db, { gender: 'female' });
    await buildConnection(t.db, other.id, unrelated!.id, 'accepted');

    const answer = await lookup(
      [asked!.id, asker!.id, declined!.id, unrelated!.id, other.id, me.id],
      me.cookie,
    );
    expect(answer.status, answer.text).toBe(200);
    const found = (answer.body as { connections: TConnection[] }).connections;
    const byOther = new Map(found.map((c) => [c.other.user_id, c]));
    expect([...byOther.keys()].sort()).toEqual([asked!.id, asker!.id, declined!.id].sort());
    expect(byOther.get(asked!.id)).toMatchObject({
      id: outgoing.id,
      status: 'pending',
      direction: 'outgoing',
    });
    expect(byOther.get(asker!.id)).toMatchObject({
      id: incoming.id,
      status: 'accepted',
      direction: 'incoming',
    });
    expect(byOther.get(declined!.id)).toMatchObject({ status: 'rejected', direction: 'incoming' });
    expect(JSON.stringify(found)).not.toContain('@');
  });

  it('answers an empty list when none of them is connected, and ignores repeated ids', async () => {
    const me = await buildSignedIn(t, { gender: 'male' });
    const stranger = await buildMember(t.db, { gender: 'female' });
    const answer = await lookup([stranger.id, stranger.id, 'nobody'], me.cookie);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ connections: [] });
  });

  it('refuses visitors, no ids, more than 50 ids and malformed ids', async () => {
    const me = await buildSignedIn(t, { gender: 'male' });
    expectError(await lookup(['someone'], undefined), 401, 'UNAUTHORIZED');
    expectError(await call(t, 'GET', '/api/connections/with', me.cookie), 400, 'VALIDATION_FAILED');
    expectError(
      await call(t, 'GET', '/api/connections/with?user_ids=,,', me.cookie),
      400,
      'VALIDATION_FAILED',
    );
    const many = Array.from({ length: 51 }, (_, i) => `member-${i}`);
    expectError(await lookup(many, me.cookie), 400, 'VALIDATION_FAILED');
    expectError(await lookup(['a\u0000b'], me.cookie), 400, 'VALIDATION_FAILED');
    expectError(await lookup(['x'.repeat(129)], me.cookie), 400, 'VALIDATION_FAILED');
  });
});
