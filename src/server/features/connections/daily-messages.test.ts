import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { membershipUsage } from '../../db/schema/index.ts';
import { buildCouple } from '../../../../tests/support/factories/members.ts';
import { buildConnection, messageCount } from '../../../../tests/support/factories/connections.ts';
import { buildPlan, buildUsage, giveMembership } from '../../../../tests/support/factories/memberships.ts';
import { expectError, recordEvents, send } from '../../../../tests/support/api-calls.ts';
import { usageOf } from '../../../../tests/support/factories/memberships.ts';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.ts';

/** daily_messages (issue 19): each stored message spends one; Free has 50 a day (migration 0014). */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const inAnHour = () => new Date(t.clock.now().getTime() + 3_600_000);

const sentToday = (userId: string) => usageOf(t.db, userId, 'daily_messages');

const storedIn = (connectionId: string) => messageCount(t.db, connectionId);

async function chat() {
  const { man, woman } = await buildCouple(t);
  const connection = await buildConnection(t.db, man.id, woman.id, 'accepted');
  return { man, woman, connection };
}

describe('POST /api/connections/:id/messages spends a daily message', () => {
  it('counts each stored message, and not a retry of it', async () => {
    const { man, connection } = await chat();
    const clientId = randomUUID();
    expect((await send(t, man.cookie, connection.id, 'Salaam', clientId)).status).toBe(201);
    expect((await send(t, man.cookie, connection.id, 'Salaam', clientId)).status).toBe(200);
    expect((await send(t, man.cookie, connection.id, 'How are you?')).status).toBe(201);
    expect(await sentToday(man.id)).toBe(2);
  });

  it("refuses a Free member's 51st message of the day with 403 and stores and announces nothing", async () => {
    const { man, woman, connection } = await chat();
    await buildUsage(t.db, man.id, 'daily_messages', 49, inAnHour());
    expect((await send(t, man.cookie, connection.id, 'The fiftieth')).status).toBe(201);
    const recorder = recordEvents(t);
    const refused = await send(t, man.cookie, connection.id, 'The fifty-first');
    recorder.stop();
    expectError(refused, 403, 'USAGE_LIMIT_EXCEEDED', 'Usage limit exceeded. Please upgrade your plan.');
    expect(await storedIn(connection.id)).toBe(1);
    expect(recorder.events).toEqual([]);
    expect(await sentToday(man.id)).toBe(50);
    // The limit is the sender's: she can still answer.
    expect((await send(t, woman.cookie, connection.id, 'Wa alaikum salaam')).status).toBe(201);
  });

  it('at the limit still answers a retry with the first message, and 404/403 for chats it may not write in', async () => {
    const { man, connection } = await chat();
    const clientId = randomUUID();
    const first = await send(t, man.cookie, connection.id, 'Salaam', clientId);
    expect(first.status).toBe(201);
    await t.db
      .update(membershipUsage)
      .set({ usageCount: 50 })
      .where(and(eq(membershipUsage.userId, man.id), eq(membershipUsage.featureKey, 'daily_messages')));
    const retry = await send(t, man.cookie, connection.id, 'Salaam', clientId);
    expect(retry.status).toBe(200);
    expect(retry.body).toMatchObject({ id: (first.body as { id: string }).id });

    const pending = await buildConnection(t.db, man.id, (await buildCouple(t)).woman.id, 'pending');
    expectError(await send(t, man.cookie, pending.id, 'Hello'), 403, 'CONNECTION_NOT_ESTABLISHED');
    const theirs = await chat();
    expectError(await send(t, man.cookie, theirs.connection.id, 'Hello'), 404, 'NOT_FOUND');
    expectError(await send(t, man.cookie, randomUUID(), 'Hello'), 404, 'NOT_FOUND');
    expect(await storedIn(connection.id)).toBe(1);
  });

  it('gives the message back when nothing was stored (a chat not yet accepted)', async () => {
    const { man, woman } = await buildCouple(t);
    const pending = await buildConnection(t.db, man.id, woman.id, 'pending');
    expectError(await send(t, man.cookie, pending.id, 'Hello'), 403, 'CONNECTION_NOT_ESTABLISHED');
    expect(await sentToday(man.id)).toBe(0);
  });

  it('refuses with 403 FEATURE_NOT_AVAILABLE on a plan without daily messages', async () => {
    const { man, connection } = await chat();
    const plan = await buildPlan(t.db, { entitlements: { contact_credits: ['5', 'monthly'] } });
    await giveMembership(t.db, man.id, plan.id);
    expectError(await send(t, man.cookie, connection.id, 'Salaam'), 403, 'FEATURE_NOT_AVAILABLE');
    expect(await storedIn(connection.id)).toBe(0);
  });

  it('lets a member with unlimited messages send past the Free 50', async () => {
    const { man, connection } = await chat();
    const plan = await buildPlan(t.db, { entitlements: { daily_messages: ['unlimited', 'daily'] } });
    await giveMembership(t.db, man.id, plan.id);
    await buildUsage(t.db, man.id, 'daily_messages', 50, inAnHour());
    expect((await send(t, man.cookie, connection.id, 'The fifty-first')).status).toBe(201);
    expect(await storedIn(connection.id)).toBe(1);
  });

  it('gives a Free member 50 new messages the next day (the server clock)', async () => {
    const { man, connection } = await chat();
    await buildUsage(t.db, man.id, 'daily_messages', 50, inAnHour());
    expectError(await send(t, man.cookie, connection.id, 'Too many'), 403, 'USAGE_LIMIT_EXCEEDED');
    // Last in the file: the clock stays moved for this app.
    t.clock.advance(2 * 3_600_000);
    expect((await send(t, man.cookie, connection.id, 'A new day')).status).toBe(201);
    expect(await sentToday(man.id)).toBe(1);
  });
});
