// Every cache key of the CMS admin screens (posts, pages, categories, tags, the dashboard), in one place.

export type TContentKind = 'posts' | 'pages';
export type TContentFilters = { search: string; status: string; page: number };

/** Everything the CMS admin caches: a save invalidates what it touched under this root. */
export const CMS_ADMIN_KEY = ['cms', 'admin'] as const;
/** GET /api/cms/overview (the dashboard). */
export const cmsOverviewKey = [...CMS_ADMIN_KEY, 'overview'] as const;
/** Every list page of one kind; one page: [..., kind, 'list', search, status, page]. */
export const contentListRootKey = (kind: TContentKind) => [...CMS_ADMIN_KEY, kind, 'list'] as const;
export const contentListKey = (kind: TContentKind, { search, status, page }: TContentFilters) =>
  [...contentListRootKey(kind), search, status, page] as const;
/** One post or page, and its revisions. */
export const contentItemKey = (kind: TContentKind, id: string) =>
  [...CMS_ADMIN_KEY, kind, 'item', id] as const;
export const revisionsKey = (kind: TContentKind, id: string) =>
  [...CMS_ADMIN_KEY, kind, 'revisions', id] as const;
/** Every page (the parent choices of the page editor). */
export const allPagesKey = [...CMS_ADMIN_KEY, 'pages', 'all'] as const;
export const categoriesKey = [...CMS_ADMIN_KEY, 'categories'] as const;
export const tagsKey = [...CMS_ADMIN_KEY, 'tags'] as const;

export const contentPath = (kind: TContentKind, id?: string) =>
  id === undefined ? `/api/cms/${kind}` : `/api/cms/${kind}/${encodeURIComponent(id)}`;
