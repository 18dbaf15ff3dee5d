import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/rows.ts';
import { memberNotices, memberSuspensions } from '../../db/schema/index.ts';
import type { Deps } from '../../http/app-env.ts';

/**
 * A sweep step (runtime.ts Deps.sweepSteps): lifts moderators' suspensions whose time is over, in one
 * statement that also leaves the member a notice, so a restart or a second instance never lifts one
 * twice nor forgets one. Suspensions without an end (bans, an admin's) are left alone.
 */
export async function liftEndedSuspensionsStep(deps: Pick<Deps, 'db' | 'clock' | 'log'>): Promise<void> {
  const now = deps.clock.now().toISOString();
  const lifted = rowsOf<{ user_id: string }>(
    await deps.db.execute(sql`
      with ended as (
        delete from ${memberSuspensions}
        where ends_at is not null and ends_at <= ${now}::timestamptz
        returning user_id
      )
      insert into ${memberNotices} (user_id, kind, message, created_at)
      select user_id, 'suspension_ended',
        'Your suspension has ended. Please keep to our community guidelines.', ${now}::timestamptz
      from ended
      returning user_id`),
  );
  if (lifted.length > 0) deps.log.info({ members: lifted.length }, 'lifted ended suspensions');
}
