import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connections } from '../../db/schema/index.ts';
import { buildMember, buildSignedIn } from '../../../../tests/support/factories/members.ts';
import { call } from '../../../../tests/support/api-calls.ts';
import { givePremium } from '../../../../tests/support/factories/memberships.ts';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.ts';
import { REQUEST_RATE_RULE } from './connection-service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const requestsBy = async (userId: string) =>
  Number(
    (await t.db.select({ n: count() }).from(connections).where(eq(connections.requesterId, userId)))[0]?.n,
  );

describe('POST /api/connections rate limit', () => {
  it(`lets ${REQUEST_RATE_RULE.max} requests an hour through; the next is 429 with Retry-After and makes no connection`, async () => {
    const man = await buildSignedIn(t, { gender: 'male' });
    // Credits without a ceiling, so the rate limit is what stops him (contact-credits.test.ts: the plan).
    await givePremium(t.db, man.id);
    const women = await Promise.all(
      Array.from({ length: REQUEST_RATE_RULE.max + 1 }, () => buildMember(t.db, { gender: 'female' })),
    );
    for (const woman of women.slice(0, REQUEST_RATE_RULE.max)) {
      expect((await call(t, 'POST', '/api/connections', man.cookie, { recipient_id: woman.id })).status).toBe(
        201,
      );
    }
    const refused = await call(t, 'POST', '/api/connections', man.cookie, { recipient_id: women.at(-1)!.id });
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({
      error: { code: 'RATE_LIMITED', message: expect.stringContaining('many connection requests') },
    });
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(REQUEST_RATE_RULE.windowSeconds - 60);
    expect(retryAfter).toBeLessThanOrEqual(REQUEST_RATE_RULE.windowSeconds);
    expect(await requestsBy(man.id)).toBe(REQUEST_RATE_RULE.max);

    // The count is the sender's: the last woman can still ask another man.
    const other = await buildSignedIn(t, { gender: 'male' });
    const last = await buildSignedIn(t, { gender: 'female' });
    expect((await call(t, 'POST', '/api/connections', last.cookie, { recipient_id: other.id })).status).toBe(
      201,
    );
  });

  it('counts refused attempts too, so probing members one by one is bounded as well', async () => {
    const man = await buildSignedIn(t, { gender: 'male' });
    for (let i = 0; i < REQUEST_RATE_RULE.max; i += 1) {
      const answer = await call(t, 'POST', '/api/connections', man.cookie, { recipient_id: `nobody-${i}` });
      expect(answer.status).toBe(404);
    }
    const woman = await buildMember(t.db, { gender: 'female' });
    const refused = await call(t, 'POST', '/api/connections', man.cookie, { recipient_id: woman.id });
    expect(refused.status).toBe(429);
    expect(await requestsBy(man.id)).toBe(0);
  });
});
