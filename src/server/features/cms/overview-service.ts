import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { cmsMedia, cmsPages, cmsPosts } from '../../db/schema/index.ts';
import type { TCmsOverview } from '../../../shared/cms/cms-contract.ts';
import { presentPageSummary } from './page-presenter.ts';
import { recentPages } from './page-queries.ts';
import { presentPostSummary } from './post-presenter.ts';
import { recentPosts } from './post-queries.ts';

/** GET /api/cms/overview: the CMS dashboard (spec §2): 5 recently changed posts and pages, and counts. */

const RECENT = 5;

export async function cmsOverview(db: Db): Promise<TCmsOverview> {
  const [posts, pages, counted] = await Promise.all([
    recentPosts(db, RECENT),
    recentPages(db, RECENT),
    db.execute(sql`select
      (select count(*)::int from ${cmsPosts}) as posts,
      (select count(*)::int from ${cmsPosts} where ${cmsPosts.status} = 'published') as published_posts,
      (select count(*)::int from ${cmsPosts} where ${cmsPosts.status} = 'scheduled') as scheduled_posts,
      (select count(*)::int from ${cmsPages}) as pages,
      (select count(*)::int from ${cmsMedia}) as media`),
  ]);
  const [counts] = rowsOf<TCmsOverview['counts']>(counted);
  return {
    recent_posts: posts.map(presentPostSummary),
    recent_pages: pages.map(presentPageSummary),
    counts: counts!,
  };
}
