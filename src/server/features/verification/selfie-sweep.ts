import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/rows.ts';
import { memberAccountControls, memberVerifications } from '../../db/schema/index.ts';
import type { Deps } from '../../http/app-env.ts';
import { SELFIE_KEEP_DAYS } from '../../../shared/safety/verification-contract.ts';

/** At most this many selfies a run: a backlog (the first run after a long stop) goes over a few minutes. */
const BATCH = 500;

/**
 * A sweep step (runtime.ts Deps.sweepSteps): erases verification selfies SELFIE_KEEP_DAYS after staff
 * decided, and at once those of an erased account (its request, if still waiting, is closed as
 * refused: there is nobody left to verify). One conditional UPDATE claims the rows (selfie_key set to
 * null, selfie_erased_at stamped), so a restart or a second instance never erases one twice nor
 * forgets one; the files go after its commit. A file that cannot be removed is logged: the row no
 * longer points at it, and no route reads a selfie by anything but its row.
 */
export async function eraseDecidedSelfiesStep(deps: Pick<Deps, 'db' | 'clock' | 'log' | 'storage'>) {
  const mv = memberVerifications;
  const now = sql`${deps.clock.now().toISOString()}::timestamptz`;
  const erased = rowsOf<{ selfie_key: string }>(
    await deps.db.execute(sql`
      with due as (
        (select ${mv.id} as id, ${mv.selfieKey} as selfie_key from ${mv}
          where ${mv.selfieKey} is not null and ${mv.status} <> 'pending'
            and ${mv.decidedAt} <= ${now} - make_interval(days => ${SELFIE_KEEP_DAYS})
          order by ${mv.decidedAt} limit ${BATCH})
        union
        (select v.id, v.selfie_key from ${memberAccountControls} c
          join ${mv} v on v.user_id = c.user_id
          where c.erased_at is not null and v.selfie_key is not null
          limit ${BATCH})
      )
      update ${mv} set selfie_key = null, selfie_erased_at = ${now}, updated_at = ${now},
        status = case when ${mv.status} = 'pending' then 'refused' else ${mv.status} end,
        decided_at = coalesce(${mv.decidedAt}, ${now}),
        decision_reason = case when ${mv.status} = 'pending' then 'The account was deleted.'
          else ${mv.decisionReason} end
      from due where ${mv.id} = due.id and ${mv.selfieKey} is not null
      returning due.selfie_key as selfie_key`),
  );
  if (erased.length === 0) return;
  const results = await Promise.allSettled(erased.map((row) => deps.storage.remove(row.selfie_key)));
  const failed = results.filter((result) => result.status === 'rejected').length;
  if (failed > 0) deps.log.error({ failed }, 'could not remove erased verification selfies');
  deps.log.info({ selfies: erased.length }, 'erased verification selfies');
}
