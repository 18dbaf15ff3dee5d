import { randomUUID } from 'node:crypto';
import { count, ne } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  membershipEntitlements,
  membershipPlans,
  type membershipTransactions,
  type userMemberships,
} from '../db/schema/index.ts';
import {
  FREE_PLAN_ID,
  type TBillingPeriod,
  type TFeatureKey,
  type TResetPeriod,
} from '../../shared/membership/membership-contract.ts';
import type { Rng } from './random.ts';

/**
 * The demo's paid plans (Free comes from the migration) and members on each: Premium and Elite, monthly
 * and yearly. Premium unlocks the conversation (more contact requests, unlimited messages, read
 * receipts, advanced filters, photo privacy); Elite adds incognito, a featured profile, boosts, priority
 * support and events.
 */
type Features = Partial<Record<TFeatureKey, [string, TResetPeriod]>>;

const PREMIUM: Features = {
  contact_credits: ['50', 'monthly'],
  daily_messages: ['unlimited', 'never'],
  advanced_filters: ['true', 'never'],
  read_receipts: ['true', 'never'],
  photo_privacy: ['true', 'never'],
  visibility_boost: ['1', 'monthly'],
};
const ELITE: Features = {
  ...PREMIUM,
  contact_credits: ['unlimited', 'never'],
  incognito_browsing: ['true', 'never'],
  visibility_boost: ['4', 'monthly'],
  featured_profile: ['true', 'never'],
  priority_support: ['true', 'never'],
  event_access: ['true', 'never'],
};

type DemoPlan = {
  id: string;
  name: string;
  description: string;
  period: TBillingPeriod;
  priceCents: number;
  trialDays: number;
  features: Features;
};

export const DEMO_PLANS: DemoPlan[] = [
  {
    id: 'premium-monthly',
    name: 'Premium',
    description: 'Unlimited messages, more introductions and the tools to search with care.',
    period: 'monthly',
    priceCents: 1999,
    trialDays: 7,
    features: PREMIUM,
  },
  {
    id: 'premium-annual',
    name: 'Premium Yearly',
    description: 'Premium for a year: two months free.',
    period: 'annual',
    priceCents: 19990,
    trialDays: 0,
    features: PREMIUM,
  },
  {
    id: 'elite-monthly',
    name: 'Elite',
    description: 'Everything in Premium, plus privacy, a featured profile and priority support.',
    period: 'monthly',
    priceCents: 3999,
    trialDays: 0,
    features: ELITE,
  },
  {
    id: 'elite-annual',
    name: 'Elite Yearly',
    description: 'Elite for a year: two months free.',
    period: 'annual',
    priceCents: 39990,
    trialDays: 0,
    features: ELITE,
  },
];

const DAY = 86_400_000;
const PERIOD_DAYS: Record<TBillingPeriod, number> = { weekly: 7, monthly: 30, quarterly: 91, annual: 365 };

/**
 * The paid plans and their entitlements, once: when only Free (the migration's) is there. Part of the
 * site content (SEED=site and the demo): the membership screen has something to sell.
 */
export async function seedMembershipPlans(db: Pick<Db, 'insert' | 'select'>): Promise<boolean> {
  const [existing] = await db
    .select({ n: count() })
    .from(membershipPlans)
    .where(ne(membershipPlans.id, FREE_PLAN_ID));
  if (Number(existing?.n ?? 0) > 0) return false;
  await db.insert(membershipPlans).values(
    DEMO_PLANS.map((plan, index) => ({
      id: plan.id,
      name: plan.name,
      description: plan.description,
      billingModel: 'recurring',
      billingPeriod: plan.period,
      priceCents: plan.priceCents,
      trialDays: plan.trialDays,
      displayOrder: index + 1,
    })),
  );
  await db.insert(membershipEntitlements).values(
    DEMO_PLANS.flatMap((plan) =>
      Object.entries(plan.features).map(([featureKey, [featureValue, resetPeriod]]) => ({
        planId: plan.id,
        featureKey,
        featureValue,
        resetPeriod,
      })),
    ),
  );
  return true;
}

/**
 * About one member in five on a paid plan, each in the middle of a paid period with the payments that
 * got them there (one a period so far), so admin revenue figures have something real to add up.
 */
export function buildDemoMemberships(
  memberIds: readonly string[],
  rng: Rng,
  now: Date,
  /** The printed sample members: on Premium, so a first look at the demo shows what members pay for. */
  premiumIds: ReadonlySet<string> = new Set(),
) {
  const memberships: (typeof userMemberships.$inferInsert)[] = [];
  const transactions: (typeof membershipTransactions.$inferInsert)[] = [];
  for (const userId of memberIds) {
    const showcase = premiumIds.has(userId);
    if (!showcase && !rng.chance(0.2)) continue;
    const plan = showcase
      ? DEMO_PLANS[0]!
      : rng.weighted(DEMO_PLANS.map((p, i) => [p, [5, 2, 2, 1][i] ?? 1] as const));
    const days = PERIOD_DAYS[plan.period];
    const periods = plan.period === 'annual' ? 1 : rng.int(1, 4);
    // Somewhere inside the current period, at least a day in and a day before its end.
    const periodStart = new Date(now.getTime() - rng.int(1, days - 1) * DAY);
    const id = randomUUID();
    const startsAt = new Date(periodStart.getTime() - (periods - 1) * days * DAY);
    // About one in seven has cancelled (access until the period ends), some weeks ago or this month,
    // so the admin's churn figures and chart have something real to count.
    const cancelledAt =
      !showcase && rng.chance(0.15)
        ? new Date(Math.max(startsAt.getTime(), now.getTime() - rng.int(1, 75) * DAY))
        : null;
    memberships.push({
      id,
      userId,
      planId: plan.id,
      status: cancelledAt ? 'cancelled' : 'active',
      startsAt,
      endsAt: new Date(periodStart.getTime() + days * DAY),
      autoRenew: !cancelledAt,
      cancelledAt,
      provider: 'sandbox',
      providerRef: `demo_sub_${id}`,
    });
    for (let n = 0; n < periods; n++) {
      transactions.push({
        id: randomUUID(),
        userId,
        membershipId: id,
        planId: plan.id,
        amountCents: plan.priceCents,
        currency: 'usd',
        status: 'completed',
        kind: n === 0 ? 'initial' : 'renewal',
        provider: 'sandbox',
        providerRef: `demo_pay_${id}_${n}`,
        createdAt: new Date(periodStart.getTime() - (periods - 1 - n) * days * DAY),
      });
    }
  }
  return { memberships, transactions };
}
