import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { rowsOf } from '../../../db/rows.ts';
import { textArray } from '../../../db/text-array.ts';
import { profileMatchVersions, profiles } from '../../../db/schema/index.ts';
import { MatchIndexStore, type IndexRow } from './match-index-store.ts';

/**
 * Each server's in-memory match index (issue 18; ARCHITECTURE "Matches"): every named profile's side
 * of the match rules (match-index-store.ts), loaded once and then kept current from
 * profile_match_versions. Before every use it asks which profiles changed since it last asked (one
 * index probe when nothing did) and loads those rows again, so what any instance, script or test wrote
 * before a request is in the index that answers it. What a row cannot say (blocks, suspensions, pauses,
 * declined requests) is not kept here: the ranking re-checks every candidate it picks in the database.
 */

/** More changes than this at once (a bulk load behind the server's back): load everything again. */
const RELOAD_OVER = 20_000;
const LOAD_PAGE = 5_000;
const CHANGED_PAGE = 1_000;

const p = profiles;
const indexColumns = sql`${p.userId} as user_id, ${p.gender} as gender,
  floor(extract(epoch from ${p.createdAt}) * 1000)::float8 as created_ms,
  ${p.dateOfBirth}::text as date_of_birth, ${p.partnerAgeMin} as partner_age_min,
  ${p.partnerAgeMax} as partner_age_max, ${p.matchReligion} as match_religion,
  ${p.matchBeliefs} as match_beliefs, ${p.matchEducation} as match_education,
  ${p.matchCountry} as match_country, ${p.currentCountry} as current_country,
  ${p.matchState} as match_state, ${p.matchFamilyType} as match_family_type,
  ${p.matchMaritalStatus} as match_marital_status, ${p.matchEducationWords} as match_education_words,
  ${p.matchOccupationWords} as match_occupation_words, ${p.matchLanguages} as match_languages,
  ${p.nameKey} as name_key, ${p.verifiedAt} is not null as verified,
  ${p.verifiedViewersOnly} as verified_viewers_only`;

const readRows = async (db: Db, where: SQL, limit?: number) =>
  rowsOf<IndexRow>(
    await db.execute(sql`select ${indexColumns} from ${p}
      where ${p.fullName} is not null and ${where} order by ${p.userId}
      ${limit === undefined ? sql`` : sql`limit ${limit}`}`),
  );

/** The oldest transaction still running now: whatever it writes will be read next time. */
async function oldestRunning(db: Db): Promise<string> {
  const rows = rowsOf<{ xmin: string }>(
    await db.execute(sql`select pg_snapshot_xmin(pg_current_snapshot())::text as xmin`),
  );
  return rows[0]!.xmin;
}

export class MatchIndex {
  private store: MatchIndexStore | null = null;
  /** Changes from transactions from this one on are not read yet. */
  private since = '0';
  private tail: Promise<unknown> = Promise.resolve();
  private queued: Promise<MatchIndexStore> | null = null;

  constructor(private readonly db: Db) {}

  /**
   * The index with every change committed before this call. Callers that arrive while a sync runs share
   * the next one (which starts after they called), so a burst of requests costs two syncs, not one each.
   */
  current(): Promise<MatchIndexStore> {
    if (this.queued) return this.queued;
    const run = this.tail.then(() => {
      this.queued = null;
      return this.sync();
    });
    this.queued = run;
    this.tail = run.catch(() => undefined);
    return run;
  }

  private async sync(): Promise<MatchIndexStore> {
    if (!this.store) return this.load();
    const since = await oldestRunning(this.db);
    // Ordered by xid, so even the statement's generic plan (prepared once, estimated without the
    // values, or before the table was ever analysed) walks the xid index instead of scanning every row.
    const changed = rowsOf<{ user_id: string }>(
      await this.db.execute(sql`select ${profileMatchVersions.userId} as user_id from ${profileMatchVersions}
        where ${profileMatchVersions.xid} >= ${this.since}::xid8
        order by ${profileMatchVersions.xid} limit ${RELOAD_OVER + 1}`),
    ).map((row) => row.user_id);
    if (changed.length > RELOAD_OVER) return this.load();
    for (let at = 0; at < changed.length; at += CHANGED_PAGE) {
      const ids = changed.slice(at, at + CHANGED_PAGE);
      const rows = await readRows(this.db, sql`${p.userId} = any(${textArray(ids)})`);
      const found = new Set(rows.map((row) => row.user_id));
      for (const row of rows) this.store.put(row);
      for (const id of ids) if (!found.has(id)) this.store.remove(id);
    }
    this.since = since;
    return this.store;
  }

  /** Every named profile, a page at a time (keyset on the primary key), into a new store. */
  private async load(): Promise<MatchIndexStore> {
    const since = await oldestRunning(this.db);
    const store = new MatchIndexStore();
    let after = '';
    for (;;) {
      const rows = await readRows(this.db, sql`${p.userId} > ${after}`, LOAD_PAGE);
      for (const row of rows) store.put(row);
      if (rows.length < LOAD_PAGE) break;
      after = rows[rows.length - 1]!.user_id;
    }
    this.store = store;
    this.since = since;
    return store;
  }
}

const indexes = new WeakMap<Db, MatchIndex>();

/** The match index of this database (one per server process, and one per test app). */
export function matchIndexOf(db: Db): MatchIndex {
  let index = indexes.get(db);
  if (!index) {
    index = new MatchIndex(db);
    indexes.set(db, index);
  }
  return index;
}
