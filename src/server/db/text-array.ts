import { sql } from 'drizzle-orm';

/**
 * A text[] parameter both drivers send the same way: one parameter however many values (a list of ids
 * as `= any(...)` costs one bind instead of one per id when drizzle builds the query).
 */
export const textArray = (values: readonly string[]) =>
  sql`${`{${values.map(arrayItem).join(',')}}`}::text[]`;

const arrayItem = (value: string) => `"${value.replace(/["\\]/g, (c) => `\\${c}`)}"`;
