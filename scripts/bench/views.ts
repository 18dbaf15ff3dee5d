import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client.ts';
import { profiles } from '../../src/server/db/schema/index.ts';
import { viewerFactsSql } from '../../src/server/domain/profile/viewer-facts.ts';

/**
 * Profile visits for the analytics scenarios (issue 20): each bench account gets `perAccount` visits from
 * a few thousand members of the other gender over the past year (recent weeks busier, as a profile's
 * first days are), with measured durations (one in seven reports none); the rest of `total` are visits
 * between random members, so the account's rows sit among a million others in the same index. Drawn by
 * hashing the row number: the same rows every run, on both databases, without a round trip per row.
 */

const CHUNK = 100_000;
const YEAR_SECONDS = 365 * 86_400;
const VIEWER_POOL = 3000;

/** A number in [0, 1) from the row number and a salt, the same on every run. */
const unit = (salt: string) => sql`(abs(hashtext(g::text || ${salt}))::float8 / 2147483648)`;

function visitColumns(at: SQL): SQL {
  const duration = sql`case when ${unit('d')} < 0.15 then 0
    when ${unit('l')} < 0.1 then 300 + floor(${unit('m')} * 1500)::int
    else 20 + floor(${unit('s')} * 280)::int end`;
  return sql`${at}, ${at} + interval '90 seconds', ${duration}`;
}

const columns = sql`(viewer_id, viewed_profile_id, viewed_at, last_viewed_at, duration_seconds,
  viewer_age, viewer_location, viewer_country)`;

export async function addProfileViews(
  db: Db,
  accountIds: readonly string[],
  options: { total: number; perAccount: number; now: Date },
): Promise<number> {
  const started = performance.now();
  const now = sql`${options.now.toISOString()}::timestamptz`;
  // Squared: half of the visits fall in the last quarter of the year.
  const at = sql`(${now} - make_interval(secs => floor(${YEAR_SECONDS} * power(${unit('t')}, 2))))`;
  const viewer = {
    dateOfBirth: sql.raw('p.date_of_birth'),
    currentState: sql.raw('p.current_state'),
    currentCountry: sql.raw('p.current_country'),
  };
  for (const accountId of accountIds) {
    for (let from = 1; from <= options.perAccount; from += CHUNK) {
      const to = Math.min(options.perAccount, from + CHUNK - 1);
      await db.execute(sql`
        with pool as materialized (
          select v.user_id, v.date_of_birth, v.current_state, v.current_country,
            row_number() over (order by v.user_id) as n
          from ${profiles} v
          where v.gender <> (select gender from ${profiles} where user_id = ${accountId})
            and v.full_name is not null
          order by v.user_id limit ${VIEWER_POOL}
        )
        insert into profile_views ${columns}
        select p.user_id, ${accountId}, ${visitColumns(at)}, ${viewerFactsSql(viewer, at)}
        from generate_series(${from}::int, ${to}::int) g
        join pool p on p.n = 1 + abs(hashtext(g::text || 'v' || ${accountId})) % ${VIEWER_POOL}`);
    }
  }
  const rest = Math.max(0, options.total - accountIds.length * options.perAccount);
  for (let from = 1; from <= rest; from += CHUNK) {
    const to = Math.min(rest, from + CHUNK - 1);
    await db.execute(sql`
      with numbered as materialized (
        select user_id, date_of_birth, current_state, current_country,
          row_number() over (order by user_id) as n
        from ${profiles}
      ),
      size as (select count(*) as n from numbered)
      insert into profile_views ${columns}
      select p.user_id, viewed.user_id, ${visitColumns(at)}, ${viewerFactsSql(viewer, at)}
      from generate_series(${from}::int, ${to}::int) g
      -- Each side's number depends on g alone, so both joins are hash joins.
      join numbered p on p.n = 1 + abs(hashtext(g::text || 'a')) % (select n from size)
      join numbered viewed on viewed.n = 1 + abs(hashtext(g::text || 'b')) % (select n from size)
      where viewed.user_id <> p.user_id`);
  }
  return performance.now() - started;
}
