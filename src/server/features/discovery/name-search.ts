import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/** '50%_off\' -> '%50\%\_off\\%': the text is matched literally anywhere in the name (LIKE, pg_trgm). */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The name contains the text, whatever the case: what ILIKE answers (PostgreSQL's ILIKE lowercases both
 * sides), written so that the pattern is lowercased once, not for every row, and the trigram index on
 * lower(full_name) serves it (migration 0010).
 */
export const nameContains = (fullName: PgColumn, text: string): SQL =>
  sql`lower(${fullName}) like lower(${containsPattern(text)})`;

/**
 * The same answer as nameContains, written so that no index can serve it: the name is tested row by row
 * while a walk of an order's index collects a page (strpos finds the text literally, as the escaped
 * pattern does). Browse uses it when many names match (SEARCH_WALK_FROM, browse-service.ts), so that
 * the database walks the page's order instead of collecting every match by trigram and sorting them:
 * one statement per case, because the embedded database plans a statement once (db/pglite-statements.ts).
 */
export const nameContainsByScan = (fullName: PgColumn, text: string): SQL =>
  sql`strpos(lower(${fullName}), lower(${text})) > 0`;
