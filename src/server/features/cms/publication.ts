import { and, eq, isNull, lte, or, type SQL } from 'drizzle-orm';
import { cmsPages, cmsPosts } from '../../db/schema/index.ts';

/**
 * What the public may read (spec §4): a published post whose publish date is empty or past. A
 * scheduled post counts from its publish date on, so it appears exactly at its time even before the
 * sweep has flipped its status (the sweep makes the state true for the admin lists; this rule makes
 * the public site never late). `now` is the app's clock, which browser tests move.
 */
export const postIsPublic = (now: Date): SQL =>
  or(
    and(eq(cmsPosts.status, 'published'), or(isNull(cmsPosts.publishedAt), lte(cmsPosts.publishedAt, now))),
    and(eq(cmsPosts.status, 'scheduled'), lte(cmsPosts.publishedAt, now)),
  )!;

/** Pages have no schedule: published is public (a future publish date only shows in the editor). */
export const pageIsPublic = (): SQL => eq(cmsPages.status, 'published');
