import { sql, type SQL } from 'drizzle-orm';

/** A timestamp as ISO 8601 text in UTC, milliseconds included (the drivers differ in what they make of a timestamptz). */
export const isoText = (column: SQL) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** A LIKE pattern for `lower(x) like ...` that finds `text` anywhere, its %, _ and \ taken literally. */
export const containsPattern = (text: string) =>
  `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
