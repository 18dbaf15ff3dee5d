import { and, eq, isNotNull, ne, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Gender } from '../../../shared/options/profile-options.ts';

type ProfileColumns = { userId: PgColumn; gender: PgColumn; fullName: PgColumn };

/**
 * Spec §7's browsable_profiles, for one viewer: opposite gender, not the viewer, full_name present. The
 * partial indexes of the profiles table are declared `where full_name is not null`, so every discovery
 * query keeps that condition word for word.
 */
export function browsableTo(p: ProfileColumns, viewer: { id: string; wanted: Gender }): SQL {
  return and(eq(p.gender, viewer.wanted), ne(p.userId, viewer.id), isNotNull(p.fullName)) as SQL;
}

/** '50%_off\' -> '%50\%\_off\\%': the text is matched literally anywhere in the name (LIKE, pg_trgm). */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The name contains the text, whatever the case: what ILIKE answers (PostgreSQL's ILIKE lowercases both
 * sides), written so that the pattern is lowercased once, not for every row, and the trigram index on
 * lower(full_name) serves it (migration 0010).
 */
export const nameContains = (fullName: PgColumn, text: string): SQL =>
  sql`lower(${fullName}) like lower(${containsPattern(text)})`;
