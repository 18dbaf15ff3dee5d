import type { cmsCategories, cmsTags } from '../../db/schema/index.ts';
import type { TCategory, TTag } from '../../../shared/cms/cms-contract.ts';

/** Categories and tags as the admin API answers them, with how many posts use each. */

export type CategoryRow = typeof cmsCategories.$inferSelect & { postCount: number };
export type TagRow = typeof cmsTags.$inferSelect & { postCount: number };

export function presentCategory(row: CategoryRow): TCategory {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    parent_id: row.parentId,
    display_order: row.displayOrder,
    is_active: row.isActive,
    post_count: row.postCount,
  };
}

export function presentTag(row: TagRow): TTag {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    post_count: row.postCount,
  };
}
