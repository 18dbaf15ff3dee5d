import { readFile } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client.ts';
import type { Scenario } from './measure.ts';

/**
 * Issue 21: the admin area at the largest size. The bench accounts become admins (their browse and
 * matches are unchanged: a role only opens staff routes), and a share of the members get a membership
 * history (active, cancelled or ended, started over the past year) on two plans, so the users list's
 * plan and status filters and the members export have real rows to walk.
 */
export const ADMIN_SCENARIOS: Scenario[] = [
  { name: 'admin users', path: '/api/admin/users' },
  { name: 'admin users search+sort', path: '/api/admin/users?search=ami&sort=name_asc' },
  {
    name: 'admin users filters',
    path: '/api/admin/users?role=user&status=active&joinedFrom=2024-01-01&sort=email_desc&page=3',
  },
  { name: 'admin members search', path: '/api/admin/members?search=cancel&page=2' },
];

const PLANS = [
  { id: 'bench-gold', name: 'Bench Gold', cents: 1999 },
  { id: 'bench-silver', name: 'Bench Silver', cents: 999 },
];

export async function prepareAdmin(
  db: Db,
  accountIds: readonly string[],
  options: { share: number; now: Date },
): Promise<number> {
  for (const id of accountIds) {
    await db.execute(sql`insert into user_roles (user_id, role, assigned_at) values (${id}, 'admin', now())
      on conflict (user_id) do update set role = 'admin'`);
  }
  for (const plan of PLANS) {
    await db.execute(sql`insert into membership_plans (id, name, billing_model, billing_period, price_cents)
      values (${plan.id}, ${plan.name}, 'recurring', 'monthly', ${plan.cents}) on conflict do nothing`);
  }
  const now = sql`${options.now.toISOString()}::timestamptz`;
  const started = sql`(${now} - make_interval(days => (abs(hashtext(p.user_id || 's')) % 365)))`;
  const kind = sql`(abs(hashtext(p.user_id || 'k')) % 10)`;
  const result = await db.execute(sql`
    insert into user_memberships (id, user_id, plan_id, status, starts_at, ends_at, auto_renew, provider,
      provider_ref, created_at, updated_at, cancelled_at)
    select gen_random_uuid()::text, p.user_id,
      case when ${kind} < 6 then 'bench-gold' else 'bench-silver' end,
      case when ${kind} < 6 then 'active' when ${kind} < 8 then 'cancelled' else 'ended' end,
      ${started}, ${started} + interval '1 month' * (1 + ${kind}), ${kind} < 6, 'sandbox',
      'bench_m_' || p.user_id, ${started}, ${started},
      case when ${kind} between 6 and 7 then ${started} + interval '10 days' end
    from profiles p
    where abs(hashtext(p.user_id || 'm')) % 1000 < ${Math.round(options.share * 1000)}
      and not exists (select 1 from user_memberships m where m.user_id = p.user_id and m.status <> 'ended')`);
  return (result as { rowCount?: number; affectedRows?: number }).rowCount ?? 0;
}

export type ExportMeasured = {
  ms: number;
  bytes: number;
  rows: number;
  rssBeforeMb: number;
  rssPeakMb: number;
};

async function rssMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 102.4) / 10;
}

/** One whole members.csv download: its time, size and rows, and the server's memory while it ran. */
export async function measureExport(url: string, cookie: string, pid: number): Promise<ExportMeasured> {
  const rssBeforeMb = await rssMb(pid);
  let rssPeakMb = rssBeforeMb;
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      rssPeakMb = Math.max(rssPeakMb, await rssMb(pid));
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  const started = performance.now();
  const response = await fetch(`${url}/api/admin/members.csv`, { headers: { cookie } });
  if (!response.ok) throw new Error(`export failed: ${response.status} ${await response.text()}`);
  let bytes = 0;
  let rows = 0;
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    bytes += chunk.byteLength;
    for (const byte of chunk) if (byte === 10) rows += 1;
  }
  const ms = Math.round(performance.now() - started);
  sampling = false;
  await sampler;
  return { ms, bytes, rows: rows - 1, rssBeforeMb, rssPeakMb };
}
