import type { TContentKind } from '../api/admin-cms-keys';

/** Where a published item is read: posts at /blog/{slug}, pages at /{slug} (spec §2). */
export const publicPath = (kind: TContentKind, slug: string) =>
  kind === 'posts' ? `/blog/${slug}` : `/${slug}`;

export const editPath = (kind: TContentKind, id: string) => `/admin/cms/${kind}/${id}/edit`;
export const newPath = (kind: TContentKind) => `/admin/cms/${kind}/new`;
export const listPath = (kind: TContentKind) => `/admin/cms/${kind}`;
