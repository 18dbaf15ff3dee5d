import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userMemberships } from '../../db/schema/index.ts';
import { runMembershipSweep } from '../../features/membership/payments/sweep.ts';
import { buildMember } from '../../../../tests/support/factories/members.ts';
import { buildPlan, giveMembership } from '../../../../tests/support/factories/memberships.ts';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.ts';
import { countLifecycleDue } from './lifecycle-due.ts';

/**
 * The admin dashboard's pending jobs are the membership sweep's due work, counted with the sweep's own
 * conditions: what is counted as due, one sweep does, and afterwards nothing is due.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('countLifecycleDue', () => {
  it('counts what the next sweep will do, and nothing once it ran', async () => {
    const now = t.clock.now();
    const hour = 3_600_000;
    const ago = (hours: number) => new Date(now.getTime() - hours * hour);
    const plan = await buildPlan(t.db);
    const oneOff = await buildPlan(t.db, { billingModel: 'one-time', billingPeriod: null });
    const [a, b, c, d, e] = await Promise.all([1, 2, 3, 4, 5].map(() => buildMember(t.db)));
    await giveMembership(t.db, a!.id, plan.id, { endsAt: ago(2) }); // a sandbox renewal
    await giveMembership(t.db, b!.id, plan.id, { status: 'cancelled', endsAt: ago(3) }); // to end
    await giveMembership(t.db, c!.id, oneOff.id, { endsAt: ago(1) }); // one-time: to end
    const pastDue = await giveMembership(t.db, d!.id, plan.id, { status: 'past_due', endsAt: ago(30) });
    await t.db
      .update(userMemberships)
      .set({ graceEndsAt: ago(4) })
      .where(eq(userMemberships.id, pastDue.id)); // past grace: to end
    await giveMembership(t.db, e!.id, plan.id, { endsAt: new Date(now.getTime() + 24 * hour) }); // not due

    const due = await countLifecycleDue(t.db, now);
    expect(due).toEqual({ renewals: 1, toEnd: 3, checkoutsToExpire: 0, oldestDueAt: ago(4) });

    const swept = await runMembershipSweep(t.deps);
    expect(swept).toMatchObject({ renewed: 1, ended: 3 });
    expect(await countLifecycleDue(t.db, t.clock.now())).toEqual({
      renewals: 0,
      toEnd: 0,
      checkoutsToExpire: 0,
      oldestDueAt: null,
    });
  });
});
