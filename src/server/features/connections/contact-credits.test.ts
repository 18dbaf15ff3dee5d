import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connections } from '../../db/schema/index.ts';
import { buildCouple, buildMember, buildSignedIn } from '../../../../tests/support/factories/members.ts';
import { buildConnection } from '../../../../tests/support/factories/connections.ts';
import { buildPlan, giveMembership, usageOf } from '../../../../tests/support/factories/memberships.ts';
import { call, expectError, recordEvents } from '../../../../tests/support/api-calls.ts';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.ts';

/** contact_credits (issue 19): each connection request spends one; Free has 5 a month (migration 0014). */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const request = (cookie: string, recipientId: string) =>
  call(t, 'POST', '/api/connections', cookie, { recipient_id: recipientId });

const requestsBy = async (userId: string) =>
  Number(
    (await t.db.select({ n: count() }).from(connections).where(eq(connections.requesterId, userId)))[0]?.n,
  );

const creditsUsed = (userId: string) => usageOf(t.db, userId, 'contact_credits');

const women = (n: number) =>
  Promise.all(Array.from({ length: n }, () => buildMember(t.db, { gender: 'female' })));

describe('POST /api/connections spends a contact credit', () => {
  it('lets a Free member send 5 requests; the 6th is 403 USAGE_LIMIT_EXCEEDED and creates nothing', async () => {
    const man = await buildSignedIn(t, { gender: 'male' });
    const asked = await women(6);
    for (const woman of asked.slice(0, 5)) expect((await request(man.cookie, woman.id)).status).toBe(201);
    expect(await creditsUsed(man.id)).toBe(5);

    const recorder = recordEvents(t);
    const refused = await request(man.cookie, asked[5]!.id);
    recorder.stop();
    expectError(refused, 403, 'USAGE_LIMIT_EXCEEDED', 'Usage limit exceeded. Please upgrade your plan.');
    expect(await requestsBy(man.id)).toBe(5);
    expect(recorder.events).toEqual([]);
    expect(await creditsUsed(man.id)).toBe(5);
  });

  it('spends nothing on a refused request (self, unknown, same gender, an existing pair)', async () => {
    const { man, woman } = await buildCouple(t);
    const otherMan = await buildMember(t.db, { gender: 'male' });
    const partner = await buildMember(t.db, { gender: 'female' });
    await buildConnection(t.db, partner.id, man.id, 'pending');
    expectError(await request(man.cookie, man.id), 400, 'SELF_CONNECTION');
    expectError(await request(man.cookie, 'no-such-member'), 404, 'NOT_FOUND');
    expectError(await request(man.cookie, otherMan.id), 400, 'SAME_GENDER');
    expectError(await request(man.cookie, partner.id), 409, 'CONNECTION_EXISTS');
    expect(await creditsUsed(man.id)).toBe(0);
    expect((await request(man.cookie, woman.id)).status).toBe(201);
    expect(await creditsUsed(man.id)).toBe(1);
  });

  it('answers an existing pair with 409, not 403, once the credits are gone', async () => {
    const man = await buildSignedIn(t, { gender: 'male' });
    const asked = await women(5);
    for (const woman of asked) expect((await request(man.cookie, woman.id)).status).toBe(201);
    expectError(await request(man.cookie, asked[0]!.id), 409, 'CONNECTION_EXISTS');
  });

  it('gives the credit back when two requests of a pair race and one loses', async () => {
    const { man, woman } = await buildCouple(t);
    const answers = await Promise.all([request(man.cookie, woman.id), request(woman.cookie, man.id)]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    // Each member paid for the request that exists, and only that one.
    expect((await creditsUsed(man.id)) + (await creditsUsed(woman.id))).toBe(1);
    expect((await requestsBy(man.id)) + (await requestsBy(woman.id))).toBe(1);
  });

  it('refuses with 403 FEATURE_NOT_AVAILABLE on a plan without contact credits', async () => {
    const { man, woman } = await buildCouple(t);
    const plan = await buildPlan(t.db, { entitlements: { daily_messages: ['50', 'daily'] } });
    await giveMembership(t.db, man.id, plan.id);
    expectError(
      await request(man.cookie, woman.id),
      403,
      'FEATURE_NOT_AVAILABLE',
      'This feature is not available in your current plan',
    );
    expect(await requestsBy(man.id)).toBe(0);
  });

  it('lets a member with unlimited credits send more than the Free 5', async () => {
    const man = await buildSignedIn(t, { gender: 'male' });
    const plan = await buildPlan(t.db, { entitlements: { contact_credits: ['unlimited', 'monthly'] } });
    await giveMembership(t.db, man.id, plan.id);
    for (const woman of await women(7)) expect((await request(man.cookie, woman.id)).status).toBe(201);
    expect(await requestsBy(man.id)).toBe(7);
  });

  it('gives a Free member 5 new credits when the month is over (the server clock)', async () => {
    const man = await buildSignedIn(t, { gender: 'male' });
    const asked = await women(6);
    for (const woman of asked.slice(0, 5)) expect((await request(man.cookie, woman.id)).status).toBe(201);
    expectError(await request(man.cookie, asked[5]!.id), 403, 'USAGE_LIMIT_EXCEEDED');
    // Last in the file: the clock stays moved for this app.
    t.clock.advance(32 * 86_400_000);
    expect((await request(man.cookie, asked[5]!.id)).status).toBe(201);
    expect(await creditsUsed(man.id)).toBe(1);
  });
});
