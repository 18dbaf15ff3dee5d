import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { cmsPosts } from '../../db/schema/index.ts';
import type { Viewer } from '../../http/app-env.ts';
import type { ZPostInput } from '../../../shared/cms/cms-contract.ts';
import { deleteContent, saveContent, type ContentDeps } from './content-save.ts';
import { cleanContent, postSchedule, postText } from './content-values.ts';
import { findPost, type PostRow } from './post-queries.ts';
import { postSnapshot } from './post-presenter.ts';
import { ensureCategory, replacePostTags, resolveTags } from './post-taxonomy.ts';

/**
 * Writing posts (issue 22 item 1; spec §4, §7) through the flow pages share (content-save.ts): besides
 * the post, a save stores its tags (new ones created) in the same transaction.
 */

export type PostValues = z.output<typeof ZPostInput>;

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
  return saveContent(
    deps,
    actor,
    { kind: 'post', id, slug: values.slug, restoredFrom },
    {
      columns: (before, now) => ({
        ...postSchedule(values, before, now),
        title: values.title,
        slug: values.slug,
        content,
        ...postText(content),
        excerpt: values.excerpt,
        featuredImageUrl: values.featured_image_url,
        categoryId: values.category_id,
        metaTitle: values.meta_title,
        metaDescription: values.meta_description,
        metaKeywords: values.meta_keywords,
        isFeatured: values.is_featured,
        allowComments: values.allow_comments,
        updatedBy: actor.id,
        updatedAt: now,
      }),
      write: async (tx, postId, columns, now) => {
        await ensureCategory(tx, values.category_id);
        const tagIds = await resolveTags(tx, values.tag_ids, values.new_tags, actor.id);
        let savedId = postId;
        if (savedId) await tx.update(cmsPosts).set(columns).where(eq(cmsPosts.id, savedId));
        else {
          const [created] = await tx
            .insert(cmsPosts)
            .values({ ...columns, authorId: actor.id, createdAt: now })
            .returning({ id: cmsPosts.id });
          savedId = created!.id;
        }
        await replacePostTags(tx, savedId, tagIds);
        return savedId;
      },
      find: findPost,
      snapshot: postSnapshot,
    },
  );
}

/** Deletes the post with its tags (by the foreign key), former addresses and revisions; false when none. */
export const deletePost = (deps: ContentDeps, actor: Viewer, id: string): Promise<boolean> =>
  deleteContent(deps, actor, 'post', id, findPost);
