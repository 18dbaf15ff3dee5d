import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import { hashPassword } from '../../src/server/auth/password.ts';
import { newId } from '../../src/server/auth/admin-bootstrap.ts';
import type { Db } from '../../src/server/db/client.ts';
import { accounts, favorites, profiles, users } from '../../src/server/db/schema/index.ts';
import { fastRng } from './fast-rng.ts';
import { buildBenchMember, type BenchMember } from './members.ts';
import { subscribeAccounts } from './plans.ts';

export const BENCH_PASSWORD = 'bench-password';
const BATCH = 1000;

/**
 * Multi-row inserts with the whole batch as one JSON parameter: drizzle's values() spends longer building
 * 30,000 parameters than the database spends inserting them. Every row of a batch must set the same keys;
 * the columns none of them set take their defaults.
 */
async function insertAll<T extends PgTable>(db: Db, table: T, rows: readonly PgInsertValue<T>[]) {
  const name = sql.raw(`"${getTableName(table)}"`);
  for (let i = 0; i < rows.length; i += BATCH) {
    const batch = rows.slice(i, i + BATCH) as readonly Record<string, unknown>[];
    const columns = Object.entries(getTableColumns(table)).filter(
      ([key, column]) => !column.generated && batch[0]?.[key] !== undefined,
    );
    const names = sql.raw(columns.map(([, column]) => `"${column.name}"`).join(', '));
    const records = batch.map((row) =>
      Object.fromEntries(
        columns.map(([key, column]) => {
          const value = row[key];
          if (value === undefined) throw new Error(`a ${getTableName(table)} row has no ${key}`);
          return [column.name, value instanceof Date ? value.toISOString() : value];
        }),
      ),
    );
    await db.execute(sql`insert into ${name} (${names})
      select ${names} from json_populate_recordset(null::${name}, ${JSON.stringify(records)}::json)`);
  }
}

export type Loaded = { members: number; accounts: BenchMember[]; ms: number };

/**
 * Adds members until the database holds `total`, in multi-row batches straight into users and profiles
 * (no argon2 per member). Members are generated from `seed` + their index, so growing 10,000 to 100,000
 * keeps the first 10,000. The first `signIns` members with a full profile get a real password hash.
 */
export async function loadMembers(
  db: Db,
  options: { from: number; total: number; seed: number; now: Date; signIns: number },
): Promise<Loaded> {
  const started = performance.now();
  const rng = fastRng(options.seed + options.from);
  const chosen: BenchMember[] = [];
  for (let start = options.from; start < options.total; start += 10_000) {
    const chunk: BenchMember[] = [];
    for (let i = start; i < Math.min(start + 10_000, options.total); i++) {
      chunk.push(buildBenchMember(i, rng, options.now));
    }
    await insertAll(
      db,
      users,
      chunk.map((m) => m.user),
    );
    await insertAll(
      db,
      profiles,
      chunk.map((m) => m.profile),
    );
    for (const m of chunk) {
      const p = m.profile;
      const complete =
        p.fullName && p.dateOfBirth && p.partnerAgeRange && p.currentCountry && p.religionCommunity;
      if (chosen.length < options.signIns && complete) chosen.push(m);
    }
  }
  if (chosen.length > 0) {
    const hash = await hashPassword(BENCH_PASSWORD);
    await insertAll(
      db,
      accounts,
      chosen.map((m) => ({
        id: newId(),
        accountId: m.user.id!,
        providerId: 'credential',
        userId: m.user.id!,
        password: hash,
      })),
    );
    await subscribeAccounts(
      db,
      chosen.map((m) => m.user.id!),
      options.now,
    );
  }
  return { members: options.total - options.from, accounts: chosen, ms: performance.now() - started };
}

/** Each bench account favourites a few hundred members, so favorites_only has something to read. */
export async function addFavorites(
  db: Db,
  accountsOf: readonly BenchMember[],
  candidates: readonly string[],
) {
  const rng = fastRng(7);
  for (const account of accountsOf) {
    const picked = rng.sample(candidates, 300).filter((id) => id !== account.user.id);
    await insertAll(
      db,
      favorites,
      picked.map((id) => ({ userId: account.user.id!, favoritedProfileId: id })),
    );
  }
}
