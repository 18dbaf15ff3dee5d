/**
 * Checks the migrated SQL text functions against the JS rules for every Unicode code point:
 * mithaq_lower = toLowerCase(), mithaq_match_key = norm(), mithaq_match_words = wordsOf(). Each code point
 * is tried inside 'A' + c + 'Σ' + c + "'s x", so case mapping, final sigma, possessives and word splitting
 * all see it. Takes a few minutes per database.
 *
 * Usage: node --import tsx scripts/db/verify-match-text.ts            (PGlite, in memory)
 *        VERIFY_DATABASE_URL=postgres://... node --import tsx ...     (also a scratch database there)
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openPglite, pgliteDatabase, postgresDatabase, type Database } from '../../src/server/db/client.ts';
import { rowsOf } from '../../src/server/db/rows.ts';
import { wordsOf } from '../../src/shared/rules/match-score.ts';

const CHUNK = 20_000;
const samples: string[] = [];
for (let cp = 1; cp <= 0x10ffff; cp++) {
  if (cp >= 0xd800 && cp <= 0xdfff) continue;
  const c = String.fromCodePoint(cp);
  samples.push(`A${c}Σ${c}'s x`);
}
const arrayLiteral = (values: readonly string[]) =>
  `{${values.map((v) => `"${v.replace(/["\\]/g, (ch) => `\\${ch}`)}"`).join(',')}}`;
const sorted = (words: Iterable<string>) => [...words].sort().join(' ');

async function verify(label: string, database: Database): Promise<number> {
  await database.migrate();
  let mismatches = 0;
  for (let i = 0; i < samples.length; i += CHUNK) {
    const chunk = samples.slice(i, i + CHUNK);
    const rows = rowsOf<{ v: string; lower: string; key: string | null; words: string[] }>(
      await database.db.execute(sql`
        select v, mithaq_lower(v) as lower, mithaq_match_key(v) as key, mithaq_match_words(v) as words
        from unnest(${arrayLiteral(chunk)}::text[]) as v`),
    );
    for (const r of rows) {
      const ok =
        r.lower === r.v.toLowerCase() &&
        (r.key ?? '') === r.v.trim().toLowerCase() &&
        sorted(r.words) === sorted(wordsOf(r.v));
      if (!ok && mismatches++ < 10) console.log(`${label} mismatch`, JSON.stringify(r));
    }
  }
  console.log(
    `${label}: ${samples.length} strings, ${mismatches} mismatches (Unicode ${process.versions.unicode})`,
  );
  return mismatches;
}

let failures = await verify('PGlite', pgliteDatabase(await openPglite()));
const serverUrl = process.env.VERIFY_DATABASE_URL;
if (serverUrl) {
  const name = `mithaq_verify_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = postgresDatabase(url.toString(), 1);
  try {
    failures += await verify('PostgreSQL', database);
  } finally {
    await database.close();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}
process.exit(failures === 0 ? 0 : 1);
