import { sql, type AnyColumn } from 'drizzle-orm';
import type { z } from 'zod';
import { containsPattern } from '../../db/sql-text.ts';
import type { ZContentListQuery } from '../../../shared/cms/cms-contract.ts';

/** What the admin lists of posts and pages are asked (server-paged, searched, filtered by status). */
export type TContentListQuery = z.output<typeof ZContentListQuery>;

/** Title or slug contains the text, case-insensitively, its %, _ and \ taken literally. */
export function searchWhere(title: AnyColumn, slug: AnyColumn, search: string | undefined) {
  if (!search) return undefined;
  const pattern = containsPattern(search);
  return sql`(lower(${title}) like ${pattern} or lower(${slug}) like ${pattern})`;
}

export const offsetOf = (query: TContentListQuery) => (query.page - 1) * query.page_size;
