import { randomBytes } from 'node:crypto';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import {
  checkoutSessions,
  membershipEntitlements,
  membershipPlans,
  membershipTransactions,
  userMemberships,
} from '../../db/schema/index.ts';
import { recordStaffAction, type Tx } from '../../domain/audit/staff-audit.ts';
import type { EntitlementRow, PlanRow } from '../../domain/membership/current-plan.ts';
import { forgetPlans } from '../../domain/membership/plan-changes.ts';
import type { Deps, Viewer } from '../../http/app-env.ts';
import type { TPlanValues } from '../../../shared/admin/plans-contract.ts';
import { FREE_PLAN_ID } from '../../../shared/membership/membership-contract.ts';

/**
 * The admin's plans (issue 21 item 5; spec §3, §7 "membership_plans: read all, insert, update, delete;
 * membership_entitlements: per plan, delete then insert", §9 defaults).
 *
 * Decisions:
 * - A new plan's id is a slug of its name with six random hex characters ('gold-monthly-3f9a1c'):
 *   readable in URLs and the audit trail like the seeded ids ('premium-monthly'), never colliding, and
 *   never changed by a rename.
 * - display_order absent: the number of plans there are (spec §9), counted in the insert's transaction.
 * - A PUT replaces the plan's fields and all its entitlements (delete, then insert) in one transaction.
 * - DELETE removes a plan nothing refers to. A plan that a membership, a payment or a checkout refers to
 *   (foreign keys: its history must stay readable) or that members hold now is deactivated instead
 *   (is_active = false: no longer offered, kept for those who have it; one already inactive changes
 *   and records nothing). The Free plan is the plan of every member without a membership
 *   (domain/membership/member-plan.ts), so it is never deleted (409 FREE_PLAN).
 * - Each change and its audit record ({ before, after }) commit together; after the commit every
 *   instance forgets the plans it remembered (domain/membership/plan-changes.ts), so a member's next
 *   request sees the new entitlements.
 */

export type AdminPlanFound = PlanRow & { entitlements: EntitlementRow[]; membersHolding: number };

// Spelled out with its table: inside a one-table select drizzle names a column without it, and a bare
// "id" in the subquery would be the membership's own.
const holdingSql = sql<number>`(select count(*)::int from ${userMemberships}
    where ${userMemberships.planId} = ${membershipPlans}.${sql.identifier('id')} and ${userMemberships.status} <> 'ended')`;

/** Plans (all, or the one id) with their entitlements and how many current memberships are on each. */
async function readPlans(db: Tx, planId?: string): Promise<AdminPlanFound[]> {
  const [plans, entitlements] = await Promise.all([
    db
      .select({ plan: membershipPlans, holding: holdingSql })
      .from(membershipPlans)
      .where(planId === undefined ? undefined : eq(membershipPlans.id, planId))
      .orderBy(asc(membershipPlans.displayOrder), asc(membershipPlans.name), asc(membershipPlans.id)),
    db
      .select()
      .from(membershipEntitlements)
      .where(planId === undefined ? undefined : eq(membershipEntitlements.planId, planId))
      .orderBy(asc(membershipEntitlements.featureKey)),
  ]);
  const byId = new Map<string, AdminPlanFound>(
    plans.map(({ plan, holding }) => [plan.id, { ...plan, entitlements: [], membersHolding: holding }]),
  );
  for (const entitlement of entitlements) byId.get(entitlement.planId)?.entitlements.push(entitlement);
  return [...byId.values()];
}

/** GET /api/admin/plans: every plan, active or not, by display order then name. */
export const listAdminPlans = (db: Db) => readPlans(db);

const findPlan = async (db: Tx, planId: string) => (await readPlans(db, planId))[0] ?? null;

/** What the audit trail keeps of a plan: its fields and entitlements, not its member count. */
function snapshot(plan: AdminPlanFound) {
  return {
    name: plan.name,
    description: plan.description,
    badge_icon: plan.badgeIcon,
    billing_model: plan.billingModel,
    billing_period: plan.billingPeriod,
    price_cents: plan.priceCents,
    currency: plan.currency,
    trial_days: plan.trialDays,
    trial_price_cents: plan.trialPriceCents,
    signup_fee_cents: plan.signupFeeCents,
    is_active: plan.isActive,
    display_order: plan.displayOrder,
    entitlements: plan.entitlements.map((e) => ({
      feature_key: e.featureKey,
      feature_value: e.featureValue,
      reset_period: e.resetPeriod,
    })),
  };
}

export function newPlanId(name: string): string {
  const slug = name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '');
  return `${slug || 'plan'}-${randomBytes(3).toString('hex')}`;
}

function columnsOf(values: TPlanValues) {
  return {
    name: values.name,
    description: values.description,
    badgeIcon: values.badge_icon,
    billingModel: values.billing_model,
    billingPeriod: values.billing_period,
    priceCents: values.price_cents,
    currency: values.currency,
    trialDays: values.trial_days,
    trialPriceCents: values.trial_price_cents,
    signupFeeCents: values.signup_fee_cents,
    isActive: values.is_active,
  };
}

async function insertEntitlements(tx: Tx, planId: string, values: TPlanValues) {
  if (values.entitlements.length === 0) return;
  await tx.insert(membershipEntitlements).values(
    values.entitlements.map((e) => ({
      planId,
      featureKey: e.feature_key,
      featureValue: e.feature_value,
      resetPeriod: e.reset_period,
    })),
  );
}

const actorOf = (viewer: Viewer) => ({ id: viewer.id, email: viewer.email });
type PlanDeps = Pick<Deps, 'db' | 'clock' | 'plans' | 'bus' | 'log'>;

/** POST /api/admin/plans */
export async function createPlan(deps: PlanDeps, actor: Viewer, values: TPlanValues) {
  const id = newPlanId(values.name);
  const now = deps.clock.now();
  const plan = await deps.db.transaction(async (tx) => {
    // Two admins creating at once would both count n: the table lock makes the second count n + 1.
    await tx.execute(sql`lock table ${membershipPlans} in share row exclusive mode`);
    const [counted] = await tx.select({ n: sql<number>`count(*)::int` }).from(membershipPlans);
    await tx.insert(membershipPlans).values({
      id,
      ...columnsOf(values),
      displayOrder: values.display_order ?? counted?.n ?? 0,
      createdAt: now,
      updatedAt: now,
    });
    await insertEntitlements(tx, id, values);
    const created = (await findPlan(tx, id))!;
    await recordStaffAction(tx, {
      actor: actorOf(actor),
      action: 'plan.created',
      details: { plan_id: id, before: null, after: snapshot(created) },
    });
    return created;
  });
  await forgetPlans(deps);
  return plan;
}

const lockPlan = async (tx: Tx, planId: string) =>
  (
    await tx
      .select({ id: membershipPlans.id })
      .from(membershipPlans)
      .where(eq(membershipPlans.id, planId))
      .for('update')
  ).length > 0;

/** PUT /api/admin/plans/:id: null when there is no such plan. */
export async function updatePlan(deps: PlanDeps, actor: Viewer, planId: string, values: TPlanValues) {
  const plan = await deps.db.transaction(async (tx) => {
    if (!(await lockPlan(tx, planId))) return null;
    const before = (await findPlan(tx, planId))!;
    await tx
      .update(membershipPlans)
      .set({
        ...columnsOf(values),
        displayOrder: values.display_order ?? before.displayOrder,
        updatedAt: deps.clock.now(),
      })
      .where(eq(membershipPlans.id, planId));
    await tx.delete(membershipEntitlements).where(eq(membershipEntitlements.planId, planId));
    await insertEntitlements(tx, planId, values);
    const after = (await findPlan(tx, planId))!;
    await recordStaffAction(tx, {
      actor: actorOf(actor),
      action: 'plan.updated',
      details: { plan_id: planId, before: snapshot(before), after: snapshot(after) },
    });
    return after;
  });
  if (plan) await forgetPlans(deps);
  return plan;
}

export type PlanDeleteOutcome =
  { kind: 'deleted' | 'deactivated'; changed: boolean } | { kind: 'not-found' | 'free-plan' };

/** Whether anything keeps a reference to the plan: memberships (any status), payments, checkouts. */
async function isReferenced(tx: Tx, planId: string): Promise<boolean> {
  const [row] = rowsOf<{ referenced: boolean }>(
    await tx.execute(sql`select
      exists (select 1 from ${userMemberships} where ${userMemberships.planId} = ${planId})
      or exists (select 1 from ${membershipTransactions} where ${membershipTransactions.planId} = ${planId})
      or exists (select 1 from ${checkoutSessions} where ${checkoutSessions.planId} = ${planId}) as referenced`),
  );
  return row?.referenced === true;
}

/** DELETE /api/admin/plans/:id */
export async function deletePlan(deps: PlanDeps, actor: Viewer, planId: string): Promise<PlanDeleteOutcome> {
  if (planId === FREE_PLAN_ID) return { kind: 'free-plan' };
  const outcome = await deps.db.transaction(async (tx): Promise<PlanDeleteOutcome> => {
    if (!(await lockPlan(tx, planId))) return { kind: 'not-found' };
    const before = (await findPlan(tx, planId))!;
    const referenced = before.membersHolding > 0 || (await isReferenced(tx, planId));
    // Deactivating a plan that already is changes and records nothing.
    if (referenced && !before.isActive) return { kind: 'deactivated', changed: false };
    if (referenced) {
      await tx
        .update(membershipPlans)
        .set({ isActive: false, updatedAt: deps.clock.now() })
        .where(eq(membershipPlans.id, planId));
    } else {
      await tx.delete(membershipPlans).where(eq(membershipPlans.id, planId));
    }
    await recordStaffAction(tx, {
      actor: actorOf(actor),
      action: referenced ? 'plan.deactivated' : 'plan.deleted',
      details: {
        plan_id: planId,
        before: snapshot(before),
        after: referenced ? { ...snapshot(before), is_active: false } : null,
      },
    });
    return { kind: referenced ? 'deactivated' : 'deleted', changed: true };
  });
  if ('changed' in outcome && outcome.changed) await forgetPlans(deps);
  return outcome;
}
