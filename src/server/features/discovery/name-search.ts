import { and, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { nameSearchTerms, type NameSearchTerm } from '../../../shared/rules/name-search.ts';

type Starts = (key: string) => SQL;

/**
 * One typed word as a condition on a profile's name_key (' word … ~sound … ', see
 * src/shared/rules/name-search.ts): some key starts with the word, or with its sound key. Words never
 * hold LIKE's % or _ (both separate words), so the patterns need no escaping.
 */
const termCondition = ({ word, sound }: NameSearchTerm, starts: Starts): SQL =>
  sound === null ? starts(` ${word}`) : (or(starts(` ${word}`), starts(` ~${sound}`)) as SQL);

/**
 * A search through the trigram index on name_key: LIKE '% word%' for every word typed (pg_trgm pads
 * each word, so two letters suffice). Null when the search has no word to look for: no name condition.
 */
export function nameMatches(nameKey: PgColumn, search: string): SQL | null {
  const terms = nameSearchTerms(search);
  if (terms.length === 0) return null;
  return and(...terms.map((term) => termCondition(term, (key) => sql`${nameKey} like ${`%${key}%`}`))) as SQL;
}

/**
 * The same test, written so that no index can serve it: each name is tested on the way while a walk of
 * an order's index (which holds name_key) collects a page. Browse walks when matches are dense
 * (browse-plan.ts): both databases plan a statement once for all values (db/pglite-statements.ts), so
 * the choice is made by choosing the statement.
 */
export const termsOnTheWay = (nameKey: PgColumn, terms: NameSearchTerm[]): SQL[] =>
  terms.map((term) => termCondition(term, (key) => sql`strpos(${nameKey}, ${key}) > 0`));

/** The keys (profile_name_keys) a term starts: its word's range and, when it has one, its sound key's. */
export function keyRangesOf({ word, sound }: NameSearchTerm): { from: string; to: string }[] {
  const starts = sound === null ? [word] : [word, `~${sound}`];
  return starts.map((from) => ({ from, to: nextAfterEveryStartingWith(from) }));
}

/** The first text, in code point order (COLLATE "C"), after every text that starts with `prefix`. */
function nextAfterEveryStartingWith(prefix: string): string {
  const points = [...prefix];
  const last = points.pop()!.codePointAt(0)!;
  // A surrogate is no character; the step over them lands on the first code point after.
  const next = last + 1 === 0xd800 ? 0xe000 : last + 1;
  return points.join('') + String.fromCodePoint(next);
}
