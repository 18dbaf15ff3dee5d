import {
  PAGE_STATUSES,
  POST_STATUSES,
  type TAdminActivity,
  type TAdminStats,
  type TSystemStatus,
} from '../../../shared/admin/admin-stats-contract.ts';
import type { ActivityRow, AdminStatsFound, StatusCount } from './stats-service.ts';

/** GET /api/admin/stats, typed by the contract (src/shared/admin/admin-stats-contract.ts). */

function byStatus<S extends string>(statuses: readonly S[], rows: StatusCount[]) {
  const counts = Object.fromEntries(statuses.map((status) => [status, 0])) as Record<S, number>;
  let total = 0;
  for (const row of rows) {
    total += row.count;
    if ((statuses as readonly string[]).includes(row.status)) counts[row.status as S] = row.count;
  }
  return { ...counts, total };
}

function presentActivity(row: ActivityRow): TAdminActivity {
  if (row.kind === 'staff_action')
    return {
      kind: 'staff_action',
      id: `action-${row.ref}`,
      at: row.at,
      action: row.action ?? '',
      actor_email: row.actor_email ?? '',
      target_email: row.target_email,
    };
  return {
    kind: 'sign_up',
    id: `signup-${row.ref}`,
    at: row.at,
    user_id: row.ref,
    name: row.name ?? '',
    email: row.email ?? '',
  };
}

function presentSystem(system: AdminStatsFound['system']): TSystemStatus {
  const { database, dbKind, mail, realtime, jobs } = system;
  const status: TSystemStatus = {
    overall: 'operational',
    database: { reachable: true, latency_ms: database.latencyMs, kind: dbKind },
    mail: mail
      ? {
          transport: mail.transport,
          ok: mail.ok,
          checked_at: mail.checkedAt.toISOString(),
          detail: mail.detail,
        }
      : { transport: 'other', ok: null, checked_at: null, detail: null },
    realtime: {
      sockets_here: realtime.socketsHere,
      members_online: realtime.membersOnline,
      instances: realtime.instances,
    },
    jobs: {
      renewals_due: jobs.renewals,
      memberships_to_end: jobs.toEnd,
      checkouts_to_expire: jobs.checkoutsToExpire,
      oldest_due_at: jobs.oldestDueAt?.toISOString() ?? null,
      behind: jobs.behind,
    },
  };
  if (status.mail.ok === false || jobs.behind) status.overall = 'degraded';
  return status;
}

export function presentAdminStats(found: AdminStatsFound): TAdminStats {
  return {
    generated_at: found.now.toISOString(),
    members: { total: found.totals.members_total, new_this_month: found.totals.members_new },
    active_subscriptions: found.totals.active_subscriptions,
    revenue_this_month: { cents: found.totals.revenue_cents, payments: found.totals.revenue_payments },
    posts: byStatus(POST_STATUSES, found.content.posts),
    pages: byStatus(PAGE_STATUSES, found.content.pages),
    system: presentSystem(found.system),
    activity: found.activity.map(presentActivity),
    signups_per_day: found.signups,
    revenue_per_month: found.revenue,
  };
}
