import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { isPgError, UNIQUE_VIOLATION } from '../../db/pg-errors.ts';
import { cmsPosts } from '../../db/schema/index.ts';
import { recordStaffAction, type Tx } from '../../domain/audit/staff-audit.ts';
import type { Deps, Viewer } from '../../http/app-env.ts';
import { notFound } from '../../http/errors.ts';
import type { ZPostInput } from '../../../shared/cms/cms-contract.ts';
import { announceCmsChange } from './cms-changes.ts';
import { slugTaken } from './content-refusals.ts';
import { ensureSlugFree, forgetRedirects, settleSlug, SLUG_INDEX } from './content-slugs.ts';
import { cleanContent, postSchedule } from './content-values.ts';
import { findPost, type PostRow } from './post-queries.ts';
import { postSnapshot } from './post-presenter.ts';
import { ensureCategory, replacePostTags, resolveTags } from './post-taxonomy.ts';
import { forgetRevisions, recordRevision } from './revision-store.ts';

/**
 * Writing posts (issue 22 item 1; spec §4, §7). A save is one transaction: the post, its tags (new
 * ones created), its old address kept as a redirect, a revision and the audit record commit together,
 * or a refusal (content-refusals.ts) leaves nothing. Visitors' cached pages are dropped after it.
 */

export type PostValues = z.output<typeof ZPostInput>;
type ContentDeps = Pick<Deps, 'db' | 'clock' | 'bus'>;

const lockPost = async (tx: Tx, id: string) => {
  const [row] = await tx
    .select({ slug: cmsPosts.slug, status: cmsPosts.status, publishedAt: cmsPosts.publishedAt })
    .from(cmsPosts)
    .where(eq(cmsPosts.id, id))
    .for('update');
  return row ?? null;
};

const auditOf = (actor: Viewer, action: string, post: PostRow, more: Record<string, unknown> = {}) => ({
  actor: { id: actor.id, email: actor.email },
  action,
  details: { post_id: post.id, title: post.title, slug: post.slug, status: post.status, ...more },
});

/**
 * Creates (id null) or replaces a post (404 when there is no post with this id). `restoredFrom`: the
 * revision a restore applies (said in the audit record).
 */
export async function savePost(
  deps: ContentDeps,
  actor: Viewer,
  id: string | null,
  values: PostValues,
  restoredFrom?: string,
): Promise<PostRow> {
  const content = cleanContent(values.content);
  const now = deps.clock.now();
  let saved: PostRow;
  try {
    saved = await deps.db.transaction(async (tx) => {
      const before = id ? await lockPost(tx, id) : null;
      if (id && !before) throw notFound('Post');
      const { status, publishedAt } = postSchedule(values, before, now);
      await ensureSlugFree(tx, 'post', values.slug, id);
      await ensureCategory(tx, values.category_id);
      const tagIds = await resolveTags(tx, values.tag_ids, values.new_tags, actor.id);
      const columns = {
        title: values.title,
        slug: values.slug,
        content,
        excerpt: values.excerpt,
        featuredImageUrl: values.featured_image_url,
        categoryId: values.category_id,
        status,
        publishedAt,
        metaTitle: values.meta_title,
        metaDescription: values.meta_description,
        metaKeywords: values.meta_keywords,
        isFeatured: values.is_featured,
        allowComments: values.allow_comments,
        updatedBy: actor.id,
        updatedAt: now,
      };
      let postId = id;
      if (postId) await tx.update(cmsPosts).set(columns).where(eq(cmsPosts.id, postId));
      else {
        const [created] = await tx
          .insert(cmsPosts)
          .values({ ...columns, authorId: actor.id, createdAt: now })
          .returning({ id: cmsPosts.id });
        postId = created!.id;
      }
      await replacePostTags(tx, postId, tagIds);
      await settleSlug(tx, 'post', postId, before, values.slug, now);
      const post = (await findPost(tx, postId))!;
      await recordRevision(
        tx,
        { kind: 'post', itemId: postId, title: post.title, snapshot: postSnapshot(post) },
        { userId: actor.id, at: now },
      );
      const restored = restoredFrom ? { restored_revision_id: restoredFrom } : {};
      await recordStaffAction(tx, auditOf(actor, id ? 'post.updated' : 'post.created', post, restored));
      return post;
    });
  } catch (error) {
    // Two saves raced for the slug: the check passed for both, the unique index refused one.
    if (isPgError(error, UNIQUE_VIOLATION, SLUG_INDEX.post)) throw slugTaken('post');
    throw error;
  }
  await announceCmsChange(deps.bus);
  return saved;
}

/** Deletes the post with its tags (by the foreign key), former addresses and revisions; false when none. */
export async function deletePost(deps: ContentDeps, actor: Viewer, id: string): Promise<boolean> {
  const deleted = await deps.db.transaction(async (tx) => {
    const post = await findPost(tx, id);
    if (!post) return false;
    await tx.delete(cmsPosts).where(eq(cmsPosts.id, id));
    await forgetRedirects(tx, 'post', id);
    await forgetRevisions(tx, 'post', id);
    await recordStaffAction(tx, auditOf(actor, 'post.deleted', post));
    return true;
  });
  if (deleted) await announceCmsChange(deps.bus);
  return deleted;
}
