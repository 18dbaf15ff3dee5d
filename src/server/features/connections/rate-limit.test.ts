import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.ts';
import { expectError, recordEvents, send } from '../../../../tests/support/api-calls.ts';
import { buildCouple } from '../../../../tests/support/factories/members.ts';
import { buildConnection } from '../../../../tests/support/factories/connections.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('message rate limit', () => {
  it('accepts 30 messages a minute per member; the 31st is 429 with Retry-After and is not stored', async () => {
    const { man, woman } = await buildCouple(t);
    const connection = await buildConnection(t.db, man.id, woman.id, 'accepted');
    const firstClientId = randomUUID();
    for (let i = 0; i < 30; i++) {
      const answer = await send(
        t,
        man.cookie,
        connection.id,
        `message ${i}`,
        i === 0 ? firstClientId : undefined,
      );
      expect(answer.status, answer.text).toBe(201);
    }
    const recorder = recordEvents(t);
    const refused = await send(t, man.cookie, connection.id, 'one too many');
    recorder.stop();
    expectError(refused, 429, 'RATE_LIMITED');
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(recorder.events).toEqual([]);
    expect(await t.db.select().from(messages).where(eq(messages.connectionId, connection.id))).toHaveLength(
      30,
    );

    // A retry of a message already stored is answered, not counted; the partner has her own budget.
    expect((await send(t, man.cookie, connection.id, 'message 0', firstClientId)).status).toBe(200);
    expect((await send(t, woman.cookie, connection.id, 'Wa alaikum assalam')).status).toBe(201);
  });
});
