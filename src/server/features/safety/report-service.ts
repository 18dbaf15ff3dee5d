import { eq, sql } from 'drizzle-orm';
import { rowsOf } from '../../db/rows.ts';
import { memberReports, moderationItems, profiles, users } from '../../db/schema/index.ts';
import type { Deps } from '../../http/app-env.ts';
import { hitRateLimit, type RateRule } from '../../http/rate-limit.ts';
import { rateLimited } from '../../http/errors.ts';
import { HIDE_AFTER_DISTINCT_REPORTERS } from '../../../shared/safety/moderation-contract.ts';
import type { TReportReason } from '../../../shared/safety/safety-contract.ts';
import { cannotReportSelf, memberNotFound } from './errors.ts';
import { captureEvidence } from './report-evidence.ts';

/** Ten reports an hour: more than anyone meets in a bad evening, and no way to flood the queue. */
export const REPORT_RATE_RULE: RateRule = { max: 10, windowSeconds: 3600 };

export type StoredReport = { id: string; merged: boolean };

type ReportRequest = { userId: string; reason: TReportReason; details: string | null };

/**
 * POST /api/reports. Any member who exists may be reported (also one I blocked already). The evidence is
 * captured first, then one statement stores the report, or merges it into my open report of the same
 * member (member_reports_open_pair_idx): reasons united, details appended, the new evidence added to
 * the old, so a second report never hides what the first kept. It joins the member's open queue item
 * (made by the first report), which hides the member from discovery once several distinct members
 * reported them.
 */
export async function reportMember(
  deps: Pick<Deps, 'db' | 'storage' | 'clock'>,
  reporterId: string,
  request: ReportRequest,
): Promise<StoredReport> {
  const { db } = deps;
  if (request.userId === reporterId) throw cannotReportSelf();
  const [target] = await db.select({ id: users.id }).from(users).where(eq(users.id, request.userId)).limit(1);
  if (!target) throw memberNotFound();
  const limit = await hitRateLimit(db, `member-reports:${reporterId}`, REPORT_RATE_RULE);
  if (!limit.allowed)
    throw rateLimited(
      'You have sent many reports in a short time. Please try again later.',
      limit.retryAfterSeconds,
    );
  const [profile] = await db.select().from(profiles).where(eq(profiles.userId, target.id)).limit(1);
  const now = deps.clock.now();
  const evidence = await captureEvidence(deps, { reporterId, reportedId: target.id }, profile ?? null, now);
  const r = memberReports;
  const at = now.toISOString();
  const stored = await db.transaction(async (tx) => {
    // The member's open queue item, which every open report of them joins (moderation_items_open_member_idx).
    const [item] = rowsOf<{ id: string }>(
      await tx.execute(sql`
        insert into ${moderationItems} (user_id, kind, created_at, updated_at)
        values (${target.id}, 'report', ${at}::timestamptz, ${at}::timestamptz)
        on conflict (user_id, kind) where status = 'open' do update set updated_at = excluded.updated_at
        returning id`),
    );
    if (!item) throw new Error('No moderation item');
    const [report] = rowsOf<{ id: string; submissions: number }>(
      await tx.execute(sql`
        insert into ${r} (reporter_id, reported_id, item_id, reasons, details, evidence, created_at, updated_at)
        values (${reporterId}, ${target.id}, ${item.id}, array[${request.reason}]::text[], ${request.details},
          jsonb_build_array(${JSON.stringify(evidence)}::jsonb), ${at}::timestamptz, ${at}::timestamptz)
        on conflict (reporter_id, reported_id) where status = 'open' do update set
          reasons = array(select distinct unnest(${r.reasons} || excluded.reasons) order by 1),
          -- the column's check allows 20,000 characters; a long history keeps its start
          details = nullif(left(concat_ws(E'\\n\\n', ${r.details}, excluded.details), 20000), ''),
          evidence = ${r.evidence} || excluded.evidence,
          item_id = excluded.item_id,
          submissions = ${r.submissions} + 1,
          updated_at = excluded.updated_at
        returning id, submissions`),
    );
    await tx.execute(sql`
      update ${moderationItems} set hides_member = (
        select count(distinct reporter_id) from ${r} where item_id = ${item.id} and status = 'open'
      ) >= ${HIDE_AFTER_DISTINCT_REPORTERS}
      where id = ${item.id}`);
    return report;
  });
  if (!stored) throw new Error('The report was not stored');
  return { id: stored.id, merged: stored.submissions > 1 };
}
