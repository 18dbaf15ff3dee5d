import { and, eq, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cmsPosts } from '../../db/schema/index.ts';
import type { Deps } from '../../http/app-env.ts';
import { announceCmsChange } from './cms-changes.ts';

/**
 * Scheduled publishing (issue 22 item 7). The public site needs no job to be on time: it treats a
 * scheduled post whose date has come as public (publication.ts). This step makes the stored state
 * true as well (admin lists, counts), from the minute sweep every instance runs (main.ts) and from
 * the test clock. One conditional statement: several instances sweeping at once publish each post
 * once, and nothing due is lost across a restart (the next sweep finds it). updated_at is left alone:
 * nobody edited the post.
 */
export async function publishDuePosts(db: Db, now: Date): Promise<number> {
  const published = await db
    .update(cmsPosts)
    .set({ status: 'published' })
    .where(and(eq(cmsPosts.status, 'scheduled'), lte(cmsPosts.publishedAt, now)))
    .returning({ id: cmsPosts.id });
  return published.length;
}

/** The sweep's step: publishes what is due and, when anything was, tells every instance. */
export async function publishDuePostsStep(deps: Pick<Deps, 'db' | 'bus' | 'clock' | 'log'>): Promise<void> {
  const published = await publishDuePosts(deps.db, deps.clock.now());
  if (published === 0) return;
  deps.log.info({ published }, 'scheduled posts published');
  await announceCmsChange(deps.bus);
}
