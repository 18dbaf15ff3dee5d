import { z } from '@hono/zod-openapi';
import type {
  TAdminActivity,
  TAdminStats,
  TSystemStatus,
} from '../../../shared/admin/admin-stats-contract.ts';

/** GET /api/admin/stats's shape for /api/openapi.json, checked against the shared contract. */

const count = z.number().int().min(0);
const instant = z.string().openapi({ description: 'ISO 8601, UTC' });

const ZActivity = z
  .discriminatedUnion('kind', [
    z.object({
      kind: z.literal('staff_action'),
      id: z.string(),
      at: instant,
      action: z.string(),
      actor_email: z.string(),
      target_email: z.string().nullable(),
    }),
    z.object({
      kind: z.literal('sign_up'),
      id: z.string(),
      at: instant,
      user_id: z.string(),
      name: z.string(),
      email: z.string(),
    }),
  ])
  .openapi('AdminActivity') satisfies z.ZodType<TAdminActivity>;

const ZSystemStatus = z
  .object({
    overall: z.enum(['operational', 'degraded']),
    database: z.object({
      reachable: z.literal(true),
      latency_ms: z.number().min(0).openapi({ description: 'A `select 1` round trip, measured now' }),
      kind: z.enum(['pglite', 'postgres']),
    }),
    mail: z.object({
      transport: z.enum(['smtp', 'outbox', 'other']),
      ok: z.boolean().nullable().openapi({ description: 'null: the transport cannot be checked' }),
      checked_at: instant.nullable(),
      detail: z.string().nullable().openapi({ description: 'Why the check failed (an error code)' }),
    }),
    realtime: z.object({
      sockets_here: count.nullable().openapi({ description: 'Open sockets on the answering instance' }),
      members_online: count,
      instances: count,
    }),
    jobs: z.object({
      renewals_due: count,
      memberships_to_end: count,
      checkouts_to_expire: count,
      oldest_due_at: instant.nullable(),
      behind: z.boolean(),
    }),
  })
  .openapi('AdminSystemStatus') satisfies z.ZodType<TSystemStatus>;

export const ZAdminStats = z
  .object({
    generated_at: instant,
    members: z.object({ total: count, new_this_month: count }),
    active_subscriptions: count,
    revenue_this_month: z.object({ cents: count, payments: count }),
    posts: z.object({
      published: count,
      draft: count,
      scheduled: count,
      private: count,
      total: count,
    }),
    pages: z.object({ published: count, draft: count, private: count, total: count }),
    system: ZSystemStatus,
    activity: z.array(ZActivity),
    signups_per_day: z.array(z.object({ day: z.string(), count })),
    revenue_per_month: z.array(z.object({ month: z.string(), cents: count })),
  })
  .openapi('AdminStats') satisfies z.ZodType<TAdminStats>;
