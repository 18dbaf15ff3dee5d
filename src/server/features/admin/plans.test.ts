import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { membershipEntitlements, membershipPlans, staffActions } from '../../db/schema/index.ts';
import { call, expectError, recordEvents } from '../../../../tests/support/api-calls.ts';
import { buildMember, buildSignedIn, type SignedIn } from '../../../../tests/support/factories/members.ts';
import { buildPlan, giveMembership } from '../../../../tests/support/factories/memberships.ts';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.ts';
import type { TAdminPlan, TAdminPlanList } from '../../../shared/admin/plans-contract.ts';

/**
 * Issue 21 item 5, the Plans tab's API: create, list, replace, delete or deactivate, each recorded in
 * the audit trail; every bad input refused with nothing changed; members' plans re-read at once (the
 * plan cache is on here, as in production).
 */

let t: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  t = await createTestApp({ PLAN_CACHE_SECONDS: '60' });
  admin = await buildSignedIn(t, { role: 'admin' });
});
afterAll(async () => {
  await t.close();
});

const post = (body: unknown) => call(t, 'POST', '/api/admin/plans', admin.cookie, body);
const put = (id: string, body: unknown) => call(t, 'PUT', `/api/admin/plans/${id}`, admin.cookie, body);
const remove = (id: string) => call(t, 'DELETE', `/api/admin/plans/${id}`, admin.cookie);
const planCount = async () =>
  (await t.db.select({ n: sql<number>`count(*)::int` }).from(membershipPlans))[0]!.n;
const auditOf = (planId: string) =>
  t.db
    .select()
    .from(staffActions)
    .where(sql`${staffActions.details}->>'plan_id' = ${planId}`)
    .orderBy(staffActions.id);
const entitlementsOf = (planId: string) =>
  t.db
    .select({ key: membershipEntitlements.featureKey, value: membershipEntitlements.featureValue })
    .from(membershipEntitlements)
    .where(eq(membershipEntitlements.planId, planId))
    .orderBy(membershipEntitlements.featureKey);

describe('creating a plan', () => {
  it('applies the spec defaults and records it', async () => {
    const before = await planCount();
    const answer = await post({
      name: 'Gold Monthly',
      entitlements: [{ feature_key: 'daily_messages', feature_value: '10', reset_period: 'daily' }],
    });
    expect(answer.status, answer.text).toBe(201);
    const { plan } = answer.body as { plan: TAdminPlan };
    expect(plan).toMatchObject({
      name: 'Gold Monthly',
      billing_model: 'recurring',
      billing_period: 'monthly',
      currency: 'usd',
      price_cents: 0,
      is_active: true,
      display_order: before,
      members_holding: 0,
      entitlements: [{ feature_key: 'daily_messages', feature_value: '10', reset_period: 'daily' }],
    });
    expect(plan.id).toMatch(/^gold-monthly-[0-9a-f]{6}$/);
    const [record] = await auditOf(plan.id);
    expect(record).toMatchObject({ action: 'plan.created', actorId: admin.id, actorEmail: admin.email });
    expect(record!.details).toMatchObject({ before: null, after: { name: 'Gold Monthly', price_cents: 0 } });
  });

  it('keeps no billing period for one-time and lifetime plans, and an explicit display order', async () => {
    const once = await post({
      name: 'Once',
      billing_model: 'one-time',
      billing_period: 'annual',
      display_order: 7,
    });
    const life = await post({ name: 'Forever', billing_model: 'lifetime', price_cents: 49_900 });
    expect(once.status, once.text).toBe(201);
    expect(life.status, life.text).toBe(201);
    expect((once.body as { plan: TAdminPlan }).plan).toMatchObject({
      billing_period: null,
      display_order: 7,
    });
    expect((life.body as { plan: TAdminPlan }).plan).toMatchObject({
      billing_period: null,
      price_cents: 49_900,
    });
  });
});

describe('listing plans', () => {
  it('shows every plan, inactive ones too, by display order then name, with the members holding each', async () => {
    const hidden = await buildPlan(t.db, { name: 'Hidden', isActive: false, displayOrder: 900 });
    const held = await buildPlan(t.db, {
      name: 'Held',
      displayOrder: 900,
      entitlements: { event_access: 'true' },
    });
    await giveMembership(t.db, (await buildMember(t.db)).id, held.id);
    await giveMembership(t.db, (await buildMember(t.db)).id, held.id, { status: 'ended' });
    const answer = await call(t, 'GET', '/api/admin/plans', admin.cookie);
    expect(answer.status).toBe(200);
    const { plans } = answer.body as TAdminPlanList;
    const orders = plans.map((plan) => [plan.display_order, plan.name] as const);
    expect(orders).toEqual([...orders].sort((a, b) => a[0] - b[0] || a[1].localeCompare(b[1])));
    expect(plans.find((plan) => plan.id === hidden.id)).toMatchObject({
      is_active: false,
      members_holding: 0,
    });
    expect(plans.find((plan) => plan.id === held.id)).toMatchObject({
      members_holding: 1,
      entitlements: [{ feature_key: 'event_access', feature_value: 'true', reset_period: 'never' }],
    });
    expect(plans.find((plan) => plan.id === 'free')).toBeTruthy();
  });
});

describe('editing a plan', () => {
  it('replaces its fields and all its entitlements, keeping its display order, recorded before and after', async () => {
    const plan = await buildPlan(t.db, {
      name: 'Silver',
      displayOrder: 3,
      entitlements: { daily_messages: ['20', 'daily'], read_receipts: 'true' },
    });
    const answer = await put(plan.id, {
      name: 'Silver Plus',
      price_cents: 2500,
      billing_period: 'annual',
      entitlements: [{ feature_key: 'contact_credits', feature_value: 'unlimited' }],
    });
    expect(answer.status, answer.text).toBe(200);
    expect((answer.body as { plan: TAdminPlan }).plan).toMatchObject({
      id: plan.id,
      name: 'Silver Plus',
      price_cents: 2500,
      billing_period: 'annual',
      display_order: 3,
    });
    expect(await entitlementsOf(plan.id)).toEqual([{ key: 'contact_credits', value: 'unlimited' }]);
    const [record] = await auditOf(plan.id);
    expect(record).toMatchObject({ action: 'plan.updated', actorId: admin.id });
    expect(record!.details).toMatchObject({
      before: {
        name: 'Silver',
        price_cents: 1999,
        entitlements: [{ feature_key: 'daily_messages' }, { feature_key: 'read_receipts' }],
      },
      after: { name: 'Silver Plus', price_cents: 2500, entitlements: [{ feature_key: 'contact_credits' }] },
    });
  });

  it('changes what its members may use at once, here and (through the bus) on other instances', async () => {
    const plan = await buildPlan(t.db, { name: 'Filters', entitlements: { advanced_filters: 'true' } });
    const man = await buildSignedIn(t, { gender: 'male', profile: { dateOfBirth: '1994-04-04' } });
    await giveMembership(t.db, man.id, plan.id, { now: t.clock.now() });
    const advancedBrowse = async () =>
      (await call(t, 'GET', '/api/browse?location=Pakistan', man.cookie)).status;
    expect(await advancedBrowse()).toBe(200);
    expect(t.deps.plans.size()).toBeGreaterThan(0);

    const events = recordEvents(t);
    const answer = await put(plan.id, {
      name: 'Filters',
      entitlements: [{ feature_key: 'advanced_filters', feature_value: 'false' }],
    });
    events.stop();
    expect(answer.status, answer.text).toBe(200);
    expect(events.events).toContainEqual({ type: 'memberships.changed', audience: [] });
    expect(await advancedBrowse()).toBe(403);
  });

  it('answers 404 for a plan that does not exist', async () => {
    expectError(await put('no-such-plan', { name: 'X' }), 404, 'NOT_FOUND');
  });
});

describe('deleting a plan', () => {
  it('deletes a plan nothing refers to, its entitlements with it', async () => {
    const plan = await buildPlan(t.db, { name: 'Unused', entitlements: { event_access: 'true' } });
    const answer = await remove(plan.id);
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body).toEqual({ outcome: 'deleted' });
    expect(await t.db.select().from(membershipPlans).where(eq(membershipPlans.id, plan.id))).toEqual([]);
    expect(await entitlementsOf(plan.id)).toEqual([]);
    const [record] = await auditOf(plan.id);
    expect(record).toMatchObject({
      action: 'plan.deleted',
      details: { after: null, before: { name: 'Unused' } },
    });
  });

  it('deactivates a plan members hold, and one only ended memberships refer to', async () => {
    const held = await buildPlan(t.db, { name: 'Held now' });
    await giveMembership(t.db, (await buildMember(t.db)).id, held.id);
    const past = await buildPlan(t.db, { name: 'Held once' });
    await giveMembership(t.db, (await buildMember(t.db)).id, past.id, { status: 'ended' });
    for (const plan of [held, past]) {
      const answer = await remove(plan.id);
      expect(answer.status, answer.text).toBe(200);
      expect(answer.body).toEqual({ outcome: 'deactivated' });
      const [row] = await t.db.select().from(membershipPlans).where(eq(membershipPlans.id, plan.id));
      expect(row?.isActive).toBe(false);
      const [record] = await auditOf(plan.id);
      expect(record).toMatchObject({
        action: 'plan.deactivated',
        details: { before: { is_active: true }, after: { is_active: false } },
      });
    }
    // Again: the same answer, nothing more recorded.
    expect((await remove(held.id)).body).toEqual({ outcome: 'deactivated' });
    expect(await auditOf(held.id)).toHaveLength(1);
  });

  it('never deletes the Free plan, and answers 404 for an unknown one', async () => {
    expectError(await remove('free'), 409, 'FREE_PLAN');
    expect(await t.db.select().from(membershipPlans).where(eq(membershipPlans.id, 'free'))).toHaveLength(1);
    expectError(await remove('no-such-plan'), 404, 'NOT_FOUND');
  });
});

describe('bad plan input', () => {
  const cases: [string, unknown, string][] = [
    ['a negative price', { name: 'Bad', price_cents: -1 }, 'price_cents'],
    ['a price in dollars', { name: 'Bad', price_cents: 9.99 }, 'price_cents'],
    ['a huge price', { name: 'Bad', price_cents: 1e12 }, 'price_cents'],
    ['a price as text', { name: 'Bad', price_cents: '100' }, 'price_cents'],
    ['no name', { price_cents: 100 }, 'name'],
    ['a blank name', { name: '   ' }, 'name'],
    ['an unknown field', { name: 'Bad', owner: 'me' }, 'owner'],
    ['an unknown billing model', { name: 'Bad', billing_model: 'forever' }, 'billing_model'],
    ['a huge display order', { name: 'Bad', display_order: 1e9 }, 'display_order'],
    [
      'an unknown feature key',
      { name: 'Bad', entitlements: [{ feature_key: 'teleport', feature_value: 'true' }] },
      'entitlements.0.feature_key',
    ],
    [
      'a non-numeric limit',
      { name: 'Bad', entitlements: [{ feature_key: 'daily_messages', feature_value: 'ten' }] },
      'entitlements.0.feature_value',
    ],
    [
      'a negative limit',
      { name: 'Bad', entitlements: [{ feature_key: 'daily_messages', feature_value: '-5' }] },
      'entitlements.0.feature_value',
    ],
    [
      'a feature listed twice',
      {
        name: 'Bad',
        entitlements: [
          { feature_key: 'daily_messages', feature_value: '5' },
          { feature_key: 'daily_messages', feature_value: '6' },
        ],
      },
      'entitlements',
    ],
  ];

  it.each(cases)('refuses %s with 400 and changes nothing', async (_label, body, field) => {
    const plan = await buildPlan(t.db, { name: 'Stable', entitlements: { daily_messages: '5' } });
    const before = await planCount();
    const created = await post(body);
    const edited = await put(plan.id, body);
    for (const answer of [created, edited]) {
      expectError(answer, 400, 'VALIDATION_FAILED');
      expect(Object.keys((answer.body as { error: { fields: object } }).error.fields)).toContain(field);
    }
    expect(await planCount()).toBe(before);
    const [row] = await t.db.select().from(membershipPlans).where(eq(membershipPlans.id, plan.id));
    expect(row?.name).toBe('Stable');
    expect(await entitlementsOf(plan.id)).toEqual([{ key: 'daily_messages', value: '5' }]);
    expect(await auditOf(plan.id)).toEqual([]);
  });

  it('refuses malformed JSON with 400 and changes nothing', async () => {
    const before = await planCount();
    const response = await t.request('/api/admin/plans', {
      method: 'POST',
      cookie: admin.cookie,
      headers: { 'content-type': 'application/json' },
      body: '{"name": "Broken", ',
    });
    expect(response.status).toBe(400);
    expect(await planCount()).toBe(before);
  });
});
