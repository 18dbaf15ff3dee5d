import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import type { TMembershipMe } from '../../../shared/membership/membership-contract.ts';
import { buildSignedIn } from '../../../../tests/support/factories/members.ts';
import { buildPlan, giveMembership } from '../../../../tests/support/factories/memberships.ts';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.ts';

let plain: TestApp;
let testing: TestApp;
beforeAll(async () => {
  [plain, testing] = await Promise.all([createTestApp(), createTestApp({ TEST_CLOCK: 'true' })]);
});
afterAll(async () => {
  await Promise.all([plain.close(), testing.close()]);
});

const move = (t: TestApp, json: unknown, cookie?: string) =>
  t.request('/api/test/clock', { method: 'POST', json, ...(cookie ? { cookie } : {}) });

describe('POST /api/test/clock', () => {
  it('does not exist on a server without TEST_CLOCK, and refuses visitors everywhere', async () => {
    const member = await buildSignedIn(plain);
    const before = plain.clock.now().getTime();
    expect((await move(plain, { advance_seconds: 86_400 }, member.cookie)).status).toBe(404);
    expect(plain.clock.now().getTime() - before).toBeLessThan(60_000);
    expect((await move(testing, { advance_seconds: 60 })).status).toBe(401);
  });

  it('moves the clock and runs the sweep: a cancelled plan ends at once', async () => {
    const member = await buildSignedIn(testing);
    const plan = await buildPlan(testing.db);
    const now = testing.clock.now();
    await giveMembership(testing.db, member.id, plan.id, {
      now,
      status: 'cancelled',
      autoRenew: false,
      endsAt: new Date(now.getTime() + 3_600_000),
    });
    const moved = await move(testing, { advance_seconds: 7200 }, member.cookie);
    expect(moved.status).toBe(200);
    expect(await moved.json()).toMatchObject({ ended: expect.any(Number) });
    const me = (await (
      await testing.request('/api/membership/me', { cookie: member.cookie })
    ).json()) as TMembershipMe;
    expect([me.membership, me.plan.id]).toEqual([null, 'free']);
  });

  it('answers 400 to a backwards or fractional move', async () => {
    const member = await buildSignedIn(testing);
    for (const advance_seconds of [-60, 0, 1.5, '60'])
      expect((await move(testing, { advance_seconds }, member.cookie)).status).toBe(400);
  });

  it('cannot be switched on for a site at a public address', () => {
    expect(() =>
      loadConfig({ DATA_DIR: '/tmp/mithaq-clock', PUBLIC_URL: 'https://mithaq.example', TEST_CLOCK: 'true' }),
    ).toThrow(/TEST_CLOCK/);
    expect(loadConfig({ DATA_DIR: '/tmp/mithaq-clock', TEST_CLOCK: 'true' }).testClock).toBe(true);
  });
});
