import type { TAdminStats } from '../../../../shared/admin/admin-stats-contract';

/** GET /api/admin/stats answers for the dashboard's tests (dates end on 2026-03-10, UTC). */

const DAY = 86_400_000;
const days = (counts: Record<string, number> = {}) =>
  Array.from({ length: 30 }, (_, i) => {
    const day = new Date(Date.UTC(2026, 2, 10) - (29 - i) * DAY).toISOString().slice(0, 10);
    return { day, count: counts[day] ?? 0 };
  });
const months = (cents: Record<string, number> = {}) =>
  Array.from({ length: 12 }, (_, i) => {
    const month = new Date(Date.UTC(2025, 3 + i, 1)).toISOString().slice(0, 7);
    return { month, cents: cents[month] ?? 0 };
  });

export function buildEmptyStats(overrides: Partial<TAdminStats> = {}): TAdminStats {
  return {
    generated_at: '2026-03-10T08:00:00.000Z',
    members: { total: 0, new_this_month: 0 },
    active_subscriptions: 0,
    revenue_this_month: { cents: 0, payments: 0 },
    posts: { published: 0, draft: 0, scheduled: 0, private: 0, total: 0 },
    pages: { published: 0, draft: 0, private: 0, total: 0 },
    system: {
      overall: 'operational',
      database: { reachable: true, latency_ms: 0.42, kind: 'pglite' },
      mail: { transport: 'outbox', ok: true, checked_at: '2026-03-10T08:00:00.000Z', detail: null },
      realtime: { sockets_here: 0, members_online: 0, instances: 1 },
      jobs: {
        renewals_due: 0,
        memberships_to_end: 0,
        checkouts_to_expire: 0,
        oldest_due_at: null,
        behind: false,
      },
    },
    activity: [],
    signups_per_day: days(),
    revenue_per_month: months(),
    ...overrides,
  };
}

export function buildStats(overrides: Partial<TAdminStats> = {}): TAdminStats {
  return buildEmptyStats({
    members: { total: 1234, new_this_month: 56 },
    active_subscriptions: 78,
    revenue_this_month: { cents: 249_950, payments: 2 },
    posts: { published: 2, draft: 1, scheduled: 1, private: 0, total: 4 },
    pages: { published: 1, draft: 0, private: 2, total: 3 },
    activity: [
      {
        kind: 'sign_up',
        id: 'signup-u9',
        at: '2026-03-10T07:30:00.000Z',
        user_id: 'u9',
        name: 'Fatima Khan',
        email: 'fatima@example.com',
      },
      {
        kind: 'staff_action',
        id: 'action-7',
        at: '2026-03-10T07:15:00.000Z',
        action: 'role.changed',
        actor_email: 'admin@mithaq.test',
        target_email: 'yusuf@example.com',
      },
      {
        kind: 'staff_action',
        id: 'action-6',
        at: '2026-03-09T07:15:00.000Z',
        action: 'plan.updated',
        actor_email: 'admin@mithaq.test',
        target_email: null,
      },
    ],
    signups_per_day: days({ '2026-02-09': 1, '2026-03-10': 2 }),
    revenue_per_month: months({ '2026-02': 4999, '2026-03': 249_950 }),
    ...overrides,
  });
}
