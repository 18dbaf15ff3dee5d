import { eq, sql } from 'drizzle-orm';
import { GUARDIAN_SUMMARY_DAYS } from '../../../shared/safety/guardian-contract.ts';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { connections, memberGuardians, messages, profiles, users } from '../../db/schema/index.ts';
import { pairNotBlocked } from '../../domain/member/member-blocks.ts';
import { notSuspended } from '../../domain/member/member-suspension.ts';
import type { Deps } from '../../http/app-env.ts';
import { guardianSummaryMail } from '../../infra/mail-templates.ts';
import type { SummaryLine } from '../../infra/mail-templates/guardian-mails.ts';
import { firstNameOf } from './presenter.ts';

/**
 * The weekly summary (issue 23 item 5), a step of the minute sweep (Deps.sweepSteps): every active
 * guardian who asked for it gets, once every 7 days (the first a week after the member confirmed them),
 * the week's new connections and messages per conversation of their ward: counts and partners' first
 * names, never a message's text.
 *
 * The work is claimed in one conditional UPDATE (last_summary_at moved to now, the condition checked
 * again on the locked row), so a restart or a second instance neither misses nor repeats a summary;
 * the mails go after it. A mail that fails is logged, not retried: a late summary would be a wrong one.
 */

const BATCH = 50;
const g = memberGuardians;

type Claimed = { id: string; member_id: string; guardian_id: string; since: string | Date };

async function claimDue(db: Db, now: Date): Promise<Claimed[]> {
  const at = now.toISOString();
  const dueBefore = sql`${at}::timestamptz - make_interval(days => ${GUARDIAN_SUMMARY_DAYS})`;
  return rowsOf<Claimed>(
    await db.execute(sql`
      with due as (
        select ${g.id} as id, coalesce(${g.lastSummaryAt}, ${g.confirmedAt}) as since
        from ${g}
        where ${g.status} = 'active' and ${g.weeklySummary} and ${g.guardianId} is not null
          and coalesce(${g.lastSummaryAt}, ${g.confirmedAt}) <= ${dueBefore}
        order by 2
        limit ${BATCH}
        for update skip locked
      )
      update ${g} set last_summary_at = ${at}::timestamptz
      from due
      where ${g.id} = due.id and ${g.status} = 'active' and ${g.weeklySummary}
        and coalesce(${g.lastSummaryAt}, ${g.confirmedAt}) <= ${dueBefore}
      returning ${g.id} as id, ${g.memberId} as member_id, ${g.guardianId} as guardian_id, due.since`),
  );
}

type WeekRow = {
  status: string;
  is_new: boolean;
  incoming: boolean;
  partner: string | null;
  messages: number;
};

/** The ward's connections that moved in [since, now): one statement, the same visibility as their lists. */
async function weekOf(db: Db, wardId: string, since: Date, now: Date) {
  const c = connections;
  const from = since.toISOString();
  const to = now.toISOString();
  const partnerId = sql`case when ${c.requesterId} = ${wardId} then ${c.recipientId} else ${c.requesterId} end`;
  const rows = rowsOf<WeekRow>(
    await db.execute(sql`
      select ${c.status} as status,
        ${c.createdAt} >= ${from}::timestamptz as is_new,
        ${c.recipientId} = ${wardId} as incoming,
        (select ${profiles.fullName} from ${profiles} where ${profiles.userId} = ${partnerId}) as partner,
        (select count(*)::int from ${messages} where ${messages.connectionId} = ${c.id}
          and ${messages.createdAt} >= ${from}::timestamptz and ${messages.createdAt} < ${to}::timestamptz) as messages
      from ${c}
      where (${c.requesterId} = ${wardId} or ${c.recipientId} = ${wardId})
        and ${notSuspended(c.requesterId)} and ${notSuspended(c.recipientId)}
        and ${pairNotBlocked(c.requesterId, c.recipientId)}
        and (${c.createdAt} >= ${from}::timestamptz or exists (select 1 from ${messages}
          where ${messages.connectionId} = ${c.id} and ${messages.createdAt} >= ${from}::timestamptz))
      order by ${c.updatedAt} desc
      limit 100`),
  );
  const lines: SummaryLine[] = rows
    .filter((row) => row.status === 'accepted' && (row.is_new || Number(row.messages) > 0))
    .map((row) => ({
      partnerFirstName: firstNameOf(row.partner) ?? 'Deleted member',
      messages: Number(row.messages),
      isNew: row.is_new,
    }));
  const newRequests = rows.filter((row) => row.status === 'pending' && row.is_new && row.incoming).length;
  return { lines, newRequests };
}

async function nameAndEmail(db: Db, userId: string) {
  const [row] = await db
    .select({ email: users.email, name: users.name, fullName: profiles.fullName })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}

export async function sendGuardianSummariesStep(deps: Deps): Promise<void> {
  const now = deps.clock.now();
  const claimed = await claimDue(deps.db, now);
  for (const due of claimed) {
    try {
      const [ward, guardian, [row]] = await Promise.all([
        nameAndEmail(deps.db, due.member_id),
        nameAndEmail(deps.db, due.guardian_id),
        deps.db.select({ name: g.name }).from(g).where(eq(g.id, due.id)).limit(1),
      ]);
      if (!ward || !guardian || !row) continue;
      const week = await weekOf(deps.db, due.member_id, new Date(due.since), now);
      const memberName = firstNameOf(ward.fullName ?? ward.name) ?? ward.name;
      await deps.mailer.send(
        await guardianSummaryMail(guardian.email, {
          guardianName: row.name,
          memberName,
          ...week,
          link: `${deps.config.publicUrl}/guardian/wards/${due.member_id}`,
        }),
      );
    } catch (error) {
      deps.log.error({ err: error, guardianship: due.id }, 'guardian summary not sent');
    }
  }
  if (claimed.length > 0) deps.log.info({ summaries: claimed.length }, 'guardian summaries sent');
}
