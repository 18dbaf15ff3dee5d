import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { memberPlanSettings, profiles } from '../../db/schema/index.ts';
import { browsableTo, oppositeGender } from '../../domain/member/member-visibility.ts';
import { featuredMembershipsSql, isBoostedSql } from '../../domain/membership/plan-visibility.ts';
import { FEATURED_ROW_SIZE } from '../../../shared/discovery/discovery-contract.ts';
import type { Gender } from '../../../shared/options/profile-options.ts';
import { viewerGender } from './browse-service.ts';
import { loadCards } from './card-rows.ts';
import type { CardPage } from './presenter.ts';

/**
 * The Featured row of /browse (issue 19). The browse statements themselves are left alone: their plans
 * are tuned (browse-plan.ts), and they sort by continuous values (newest, name, age) where equal places
 * hardly exist, so "first among equals in /browse" is given here instead: boosted members lead this row.
 *
 * Who: members I could browse (browsableTo) who are boosted now, the latest boost end first; then members
 * whose plan features them now, in an order that changes every UTC day (md5 of the id and the date), so
 * each gets their turn at the front. Both parts are read in the database and cut to the row's size
 * there: the boosted through the partial index on boosted_until, the featured from the current
 * memberships on a featured plan.
 */
function featuredIdsStatement(viewer: { id: string; wanted: Gender }, now: Date) {
  const at = sql`${now.toISOString()}::timestamptz`;
  const day = now.toISOString().slice(0, 10);
  const browsable = browsableTo(profiles, viewer);
  return sql`
    select picked.user_id from (
      (select b.user_id, 0 as part, b.boosted_until, null::text as turn
        from ${memberPlanSettings} b join ${profiles} on ${profiles.userId} = b.user_id
        where b.boosted_until > ${at} and ${browsable}
        order by b.boosted_until desc, b.user_id
        limit ${FEATURED_ROW_SIZE})
      union all
      (select fm.user_id, 1 as part, null::timestamptz, md5(fm.user_id || ${day}::text) as turn
        from ${featuredMembershipsSql(now)} join ${profiles} on ${profiles.userId} = fm.user_id
        where ${browsable} and not (${isBoostedSql(sql`fm.user_id`, now)})
        order by turn, fm.user_id
        limit ${FEATURED_ROW_SIZE})
    ) picked
    order by picked.part, picked.boosted_until desc, picked.turn, picked.user_id
    limit ${FEATURED_ROW_SIZE}`;
}

/** GET /api/browse/featured: at most FEATURED_ROW_SIZE browse cards, in the row's order. */
export async function featuredRow(
  db: Db,
  viewerId: string,
  now: Date,
): Promise<Pick<CardPage, 'rows' | 'today'>> {
  const wanted = oppositeGender(await viewerGender(db, viewerId));
  if (!wanted) return { rows: [], today: now };
  const ids = rowsOf<{ user_id: string }>(
    await db.execute(featuredIdsStatement({ id: viewerId, wanted }, now)),
  ).map((row) => row.user_id);
  return { rows: await loadCards(db, viewerId, ids, now), today: now };
}
