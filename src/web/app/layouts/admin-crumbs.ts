/**
 * The admin breadcrumb trail (spec §2 "Breadcrumb labels exist for /admin, users, membership, cms,
 * posts, pages, media, settings, menus and the segments items, new, edit"), worked out from the path.
 */
const LABELLED_SEGMENTS = [
  'users',
  'membership',
  'cms',
  'posts',
  'pages',
  'media',
  'settings',
  'menus',
  'categories',
  'audit',
  'moderation',
  'verifications',
  'items',
  'new',
  'edit',
] as const;

export type TAdminCrumbKey = 'admin' | (typeof LABELLED_SEGMENTS)[number] | 'notFound';
export type TAdminCrumb = { key: TAdminCrumbKey; to: string };

/** The `handle` of the admin area's catch-all route: the trail then ends in 'Page not found'. */
export const ADMIN_NOT_FOUND_HANDLE = { adminCrumb: 'notFound' } as const;

export function isAdminNotFoundHandle(handle: unknown): boolean {
  return (
    typeof handle === 'object' &&
    handle !== null &&
    (handle as { adminCrumb?: unknown }).adminCrumb === ADMIN_NOT_FOUND_HANDLE.adminCrumb
  );
}

const isLabelled = (segment: string): segment is (typeof LABELLED_SEGMENTS)[number] =>
  (LABELLED_SEGMENTS as readonly string[]).includes(segment);

/**
 * One crumb per labelled segment, each linking to the path up to it. Any other segment is an id
 * (/admin/cms/posts/{id}/edit, /admin/cms/menus/{menuId}/items): it has no page of its own, so it gets no
 * crumb and only becomes part of the next crumb's address. An unknown page gets Admin, then 'Page not
 * found': its segments may name places that do not exist, so they are not offered as links.
 */
export function adminCrumbs(pathname: string, { notFound }: { notFound: boolean }): TAdminCrumb[] {
  const segments = pathname.split('/').filter(Boolean);
  if (segments[0] !== 'admin') return [];
  const crumbs: TAdminCrumb[] = [{ key: 'admin', to: '/admin' }];
  if (notFound) return [...crumbs, { key: 'notFound', to: pathname }];
  let to = '/admin';
  for (const segment of segments.slice(1)) {
    to += `/${segment}`;
    if (isLabelled(segment)) crumbs.push({ key: segment, to });
  }
  return crumbs;
}
