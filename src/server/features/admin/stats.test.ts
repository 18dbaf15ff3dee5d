import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAdminStats } from '../../../shared/admin/admin-stats-contract.ts';
import {
  checkoutSessions,
  cmsPages,
  cmsPosts,
  membershipTransactions,
  staffActions,
  userMemberships,
  users,
} from '../../db/schema/index.ts';
import {
  buildMember,
  buildSignedIn,
  type Member,
  type SignedIn,
} from '../../../../tests/support/factories/members.ts';
import { buildPlan, giveMembership } from '../../../../tests/support/factories/memberships.ts';
import { call } from '../../../../tests/support/api-calls.ts';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.ts';

/**
 * GET /api/admin/stats against a small data set whose every figure is computed by hand below. The
 * server's clock stands at 2026-03-10 08:00 UTC: this month began on 2026-03-01, the 30 chart days run
 * 2026-02-09 .. 2026-03-10 and the 12 chart months 2025-04 .. 2026-03.
 */

const NOW = new Date('2026-03-10T08:00:00Z');
const at = (iso: string) => new Date(iso);

let t: TestApp;
let admin: SignedIn;
let plain: SignedIn;
let moderator: SignedIn;
let joined: Record<'a' | 'b' | 'c' | 'd' | 'e' | 'f', Member>;
let stats: TAdminStats;

const setJoined = (id: string, iso: string) =>
  t.db
    .update(users)
    .set({ createdAt: at(iso) })
    .where(eq(users.id, id));

async function pay(userId: string, planId: string, cents: number, iso: string, extra: object = {}) {
  await t.db.insert(membershipTransactions).values({
    id: randomUUID(),
    userId,
    planId,
    amountCents: cents,
    currency: 'usd',
    status: 'completed',
    kind: 'initial',
    provider: 'sandbox',
    providerRef: `pay_${randomUUID()}`,
    createdAt: at(iso),
    ...extra,
  });
}

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(NOW);
  [admin, plain, moderator] = await Promise.all([
    buildSignedIn(t, { role: 'admin' }),
    buildSignedIn(t),
    buildSignedIn(t, { role: 'moderator' }),
  ]);
  await setJoined(admin.id, '2025-06-01T10:00:00Z');
  await setJoined(plain.id, '2025-06-02T10:00:00Z');
  await setJoined(moderator.id, '2025-06-03T10:00:00Z');
  const names = ['a', 'b', 'c', 'd', 'e', 'f'] as const;
  const built = await Promise.all(
    names.map((name) => buildMember(t.db, { name: `Joined ${name}`, profile: name === 'f' ? false : {} })),
  );
  joined = Object.fromEntries(names.map((name, i) => [name, built[i]!])) as typeof joined;
  await setJoined(joined.a.id, '2026-02-08T23:59:59Z'); // the day before the chart's first
  await setJoined(joined.b.id, '2026-02-09T00:00:00Z'); // the chart's first day
  await setJoined(joined.c.id, '2026-02-28T23:59:59Z'); // last month's last second
  await setJoined(joined.d.id, '2026-03-01T00:00:00Z'); // this month's first instant
  await setJoined(joined.e.id, '2026-03-10T07:00:00Z'); // today
  await setJoined(joined.f.id, '2026-03-10T07:30:00Z'); // today, no profile

  const plan = await buildPlan(t.db);
  // Access now: a renewing one just past its period (inside the renewal slack), a cancelled one still
  // paid for, a past-due one inside its grace. No access: past-due past grace, a lapsed one-off, ended.
  await giveMembership(t.db, joined.a.id, plan.id, {
    now: at('2026-02-10T07:00:00Z'),
    endsAt: at('2026-03-10T07:00:00Z'),
  });
  await giveMembership(t.db, joined.b.id, plan.id, {
    status: 'cancelled',
    endsAt: at('2026-03-20T00:00:00Z'),
  });
  const inGrace = await giveMembership(t.db, joined.c.id, plan.id, {
    status: 'past_due',
    endsAt: at('2026-03-04T00:00:00Z'),
  });
  const pastGrace = await giveMembership(t.db, joined.d.id, plan.id, {
    status: 'past_due',
    endsAt: at('2026-03-02T00:00:00Z'),
  });
  await t.db
    .update(userMemberships)
    .set({ graceEndsAt: at('2026-03-11T00:00:00Z') })
    .where(eq(userMemberships.id, inGrace.id));
  await t.db
    .update(userMemberships)
    .set({ graceEndsAt: at('2026-03-09T00:00:00Z') })
    .where(eq(userMemberships.id, pastGrace.id));
  await giveMembership(t.db, joined.e.id, plan.id, { autoRenew: false, endsAt: at('2026-03-09T12:00:00Z') });
  await giveMembership(t.db, joined.f.id, plan.id, { status: 'ended', endsAt: at('2026-01-01T00:00:00Z') });

  await pay(joined.a.id, plan.id, 1999, '2026-03-01T00:00:00Z');
  await pay(joined.a.id, plan.id, 500, '2026-03-10T07:59:00Z');
  await pay(joined.a.id, plan.id, 10_000, '2026-03-05T00:00:00Z', { status: 'failed' });
  await pay(joined.a.id, plan.id, 3000, '2026-03-05T00:00:00Z', { currency: 'eur' });
  await pay(joined.a.id, plan.id, 4999, '2026-02-28T23:59:59.999Z');
  await pay(joined.a.id, plan.id, 1234, '2025-04-30T12:00:00Z');
  await pay(joined.a.id, plan.id, 777, '2025-03-31T23:00:00Z'); // before the chart's first month

  const checkout = (id: string, status: string, expiresAt: string) => ({
    id,
    userId: joined.b.id,
    planId: plan.id,
    provider: 'sandbox',
    amountCents: 1999,
    currency: 'usd',
    status,
    expiresAt: at(expiresAt),
  });
  await t.db
    .insert(checkoutSessions)
    .values([
      checkout(randomUUID(), 'open', '2026-03-10T07:59:00Z'),
      checkout(randomUUID(), 'open', '2026-03-10T08:30:00Z'),
      checkout(randomUUID(), 'paid', '2026-03-01T00:00:00Z'),
    ]);

  const post = (status: string) => ({ title: status, slug: `${status}-${randomUUID()}`, status });
  await t.db
    .insert(cmsPosts)
    .values([post('published'), post('published'), post('draft'), post('scheduled')]);
  await t.db.insert(cmsPages).values([post('published'), post('private'), post('private')]);

  await t.db.insert(staffActions).values([
    {
      actorId: admin.id,
      actorEmail: admin.email,
      action: 'role.changed',
      targetUserId: joined.e.id,
      targetEmail: joined.e.email,
      createdAt: at('2026-03-10T07:15:00Z'),
    },
    {
      actorId: admin.id,
      actorEmail: admin.email,
      action: 'admin.granted',
      targetUserId: joined.d.id,
      targetEmail: joined.d.email,
      createdAt: at('2026-03-01T12:00:00Z'),
    },
  ]);

  const answer = await call(t, 'GET', '/api/admin/stats', admin.cookie);
  expect(answer.status, answer.text).toBe(200);
  stats = answer.body as TAdminStats;
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/admin/stats: the figures', () => {
  it('counts members, and new ones from the first of this UTC month', () => {
    // The test clock keeps running from NOW.
    const age = Date.parse(stats.generated_at) - NOW.getTime();
    expect(age).toBeGreaterThanOrEqual(0);
    expect(age).toBeLessThan(60_000);
    // 3 staff and member accounts + a..f; d, e, f joined since 2026-03-01 00:00 UTC.
    expect(stats.members).toEqual({ total: 9, new_this_month: 3 });
  });

  it('counts the memberships that give access now, by the current-plan rule', () => {
    // a (renewal slack), b (cancelled, paid until the 20th), c (past due, in grace).
    expect(stats.active_subscriptions).toBe(3);
  });

  it('sums completed usd payments of this calendar month, in cents', () => {
    // 19.99 on the 1st at 00:00 + 5.00 today; not the failed one, the eur one or February's last.
    expect(stats.revenue_this_month).toEqual({ cents: 2499, payments: 2 });
  });

  it('counts posts and pages by status', () => {
    expect(stats.posts).toEqual({ published: 2, draft: 1, scheduled: 1, private: 0, total: 4 });
    expect(stats.pages).toEqual({ published: 1, draft: 0, private: 2, total: 3 });
  });

  it('charts sign-ups for every one of the last 30 UTC days, zeros included', () => {
    const days = stats.signups_per_day;
    expect(days).toHaveLength(30);
    expect(days[0]).toEqual({ day: '2026-02-09', count: 1 });
    expect(days.at(-1)).toEqual({ day: '2026-03-10', count: 2 });
    const counted = Object.fromEntries(days.filter((d) => d.count > 0).map((d) => [d.day, d.count]));
    expect(counted).toEqual({ '2026-02-09': 1, '2026-02-28': 1, '2026-03-01': 1, '2026-03-10': 2 });
    // Consecutive days, February's end included.
    for (let i = 1; i < days.length; i++) {
      const gap = Date.parse(`${days[i]!.day}T00:00:00Z`) - Date.parse(`${days[i - 1]!.day}T00:00:00Z`);
      expect(gap).toBe(86_400_000);
    }
  });

  it('charts completed usd revenue for every one of the last 12 UTC months', () => {
    expect(stats.revenue_per_month.map((m) => m.month)).toEqual([
      '2025-04',
      '2025-05',
      '2025-06',
      '2025-07',
      '2025-08',
      '2025-09',
      '2025-10',
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
      '2026-03',
    ]);
    const earned = Object.fromEntries(
      stats.revenue_per_month.filter((m) => m.cents > 0).map((m) => [m.month, m.cents]),
    );
    expect(earned).toEqual({ '2025-04': 1234, '2026-02': 4999, '2026-03': 2499 });
  });

  it('lists the latest staff actions and sign-ups merged, newest first', () => {
    expect(stats.activity).toHaveLength(10);
    expect(stats.activity.map((item) => [item.kind, item.at])).toEqual([
      ['sign_up', '2026-03-10T07:30:00.000Z'],
      ['staff_action', '2026-03-10T07:15:00.000Z'],
      ['sign_up', '2026-03-10T07:00:00.000Z'],
      ['staff_action', '2026-03-01T12:00:00.000Z'],
      ['sign_up', '2026-03-01T00:00:00.000Z'],
      ['sign_up', '2026-02-28T23:59:59.000Z'],
      ['sign_up', '2026-02-09T00:00:00.000Z'],
      ['sign_up', '2026-02-08T23:59:59.000Z'],
      ['sign_up', '2025-06-03T10:00:00.000Z'],
      ['sign_up', '2025-06-02T10:00:00.000Z'],
    ]);
    expect(stats.activity[0]).toEqual({
      kind: 'sign_up',
      id: `signup-${joined.f.id}`,
      at: '2026-03-10T07:30:00.000Z',
      user_id: joined.f.id,
      name: 'Joined f',
      email: joined.f.email,
    });
    expect(stats.activity[1]).toMatchObject({
      kind: 'staff_action',
      action: 'role.changed',
      actor_email: admin.email,
      target_email: joined.e.email,
    });
  });

  it("counts the membership sweep's due work as pending jobs, and says it is behind", () => {
    expect(stats.system.jobs).toEqual({
      renewals_due: 1, // a: a renewing sandbox subscription past its period end
      memberships_to_end: 2, // d: past grace; e: a non-renewing one past its end
      checkouts_to_expire: 1,
      oldest_due_at: '2026-03-09T00:00:00.000Z',
      behind: true,
    });
    expect(stats.system.overall).toBe('degraded');
  });

  it('measures the database and checks the mail outbox', () => {
    expect(stats.system.database.reachable).toBe(true);
    expect(stats.system.database.kind).toBe(t.deps.dbKind);
    expect(stats.system.database.latency_ms).toBeGreaterThanOrEqual(0);
    expect(stats.system.mail).toMatchObject({ transport: 'outbox', ok: true, detail: null });
    // No hub is attached to this app: no sockets to count here, and nobody online anywhere.
    expect(stats.system.realtime).toEqual({ sockets_here: null, members_online: 0, instances: 0 });
  });
});

describe('GET /api/admin/stats: who may ask', () => {
  it('refuses a visitor (401), a member and a moderator (403)', async () => {
    expect((await call(t, 'GET', '/api/admin/stats', undefined)).status).toBe(401);
    const member = await call(t, 'GET', '/api/admin/stats', plain.cookie);
    expect(member.status).toBe(403);
    expect(member.text).not.toContain(admin.email);
    expect((await call(t, 'GET', '/api/admin/stats', moderator.cookie)).status).toBe(403);
  });
});
