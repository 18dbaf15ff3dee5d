import { and, eq, ne } from 'drizzle-orm';
import { cmsPages, cmsPosts, cmsSlugRedirects } from '../../db/schema/index.ts';
import type { Tx } from '../../domain/audit/staff-audit.ts';
import { hasBeenPublic } from './content-values.ts';
import { slugTaken, type ContentKind } from './content-refusals.ts';

/**
 * A post's or page's address (issue 22 item 1): unique per kind, and a published item's former slugs
 * keep answering with a permanent redirect (cms_slug_redirects, read by the public blog and pages).
 */

const tableOf = { post: cmsPosts, page: cmsPages } as const;

/** 409 when another item of the kind holds the slug (the unique index catches a race; see the services). */
export async function ensureSlugFree(tx: Tx, kind: ContentKind, slug: string, exceptId: string | null) {
  const table = tableOf[kind];
  const [taken] = await tx
    .select({ id: table.id })
    .from(table)
    .where(exceptId ? and(eq(table.slug, slug), ne(table.id, exceptId)) : eq(table.slug, slug))
    .limit(1);
  if (taken) throw slugTaken(kind);
}

type Before = { slug: string; status: string; publishedAt: Date | null } | null;

/**
 * The item now answers at `slug`: a redirect from that slug (to this item or another, whose old
 * address it was) is dropped, so an item can take back a slug it had; a slug the public may have known
 * becomes a redirect to this item.
 */
export async function settleSlug(
  tx: Tx,
  kind: ContentKind,
  itemId: string,
  before: Before,
  slug: string,
  now: Date,
) {
  await tx
    .delete(cmsSlugRedirects)
    .where(and(eq(cmsSlugRedirects.kind, kind), eq(cmsSlugRedirects.oldSlug, slug)));
  if (!before || before.slug === slug || !hasBeenPublic(before, now)) return;
  await tx
    .insert(cmsSlugRedirects)
    .values({ kind, oldSlug: before.slug, itemId, createdAt: now })
    .onConflictDoUpdate({
      target: [cmsSlugRedirects.kind, cmsSlugRedirects.oldSlug],
      set: { itemId, createdAt: now },
    });
}

/** Everything kept about a deleted item besides its row: its former addresses (and, by the caller, revisions). */
export async function forgetRedirects(tx: Tx, kind: ContentKind, itemId: string) {
  await tx
    .delete(cmsSlugRedirects)
    .where(and(eq(cmsSlugRedirects.kind, kind), eq(cmsSlugRedirects.itemId, itemId)));
}

/** The unique index's name per kind, to tell a lost race on the slug from other failures. */
export const SLUG_INDEX = { post: 'cms_posts_slug_idx', page: 'cms_pages_slug_idx' } as const;
