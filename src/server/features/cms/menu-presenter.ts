import {
  MENU_MAX_DEPTH,
  type TMenuItem,
  type TMenuLocation,
  type TMenuResponse,
} from '../../../shared/site/site-contract.ts';

/** One active item as the service reads it; unpublished page/post links are already left out. */
export type MenuItemRow = {
  id: string;
  parentId: string | null;
  title: string;
  url: string | null;
  target: string;
  cssClass: string | null;
  pageSlug: string | null;
  postSlug: string | null;
};

// Browsers drop tabs and newlines inside URLs ("java\tscript:" runs), so control characters are refused.
const hasControlChar = (value: string) =>
  [...value].some((ch) => ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f);

/**
 * What a stored url may become as an href: absolute http(s) URLs, site paths, #anchors, mailto: and
 * tel:. Everything else ("javascript:", "data:", "//other.host") is '#', since the header renders it.
 */
export function safeHref(url: string | null): string {
  const value = url?.trim() ?? '';
  if (!value || hasControlChar(value)) return '#';
  if (value.startsWith('#')) return value;
  // "//host" and "/\host" are read by browsers as another site, not as a path on ours.
  if (value.startsWith('/')) return value[1] === '/' || value[1] === '\\' ? '#' : value;
  if (/^(mailto|tel):/i.test(value)) return value;
  if (/^https?:\/\//i.test(value) && URL.canParse(value)) return value;
  return '#';
}

/** Spec member-experience §2: linked page -> /{slug}, linked post -> /blog/{slug}, else url, else '#'. */
export function resolveHref(row: Pick<MenuItemRow, 'url' | 'pageSlug' | 'postSlug'>): string {
  if (row.pageSlug) return `/${encodeURIComponent(row.pageSlug)}`;
  if (row.postSlug) return `/blog/${encodeURIComponent(row.postSlug)}`;
  return safeHref(row.url);
}

function presentItem(row: MenuItemRow, children: TMenuItem[]): TMenuItem {
  return {
    id: row.id,
    title: row.title,
    href: resolveHref(row),
    target: row.target === '_blank' ? '_blank' : '_self',
    css_class: row.cssClass,
    children,
  };
}

/**
 * Nests rows (already in display order) under their parents, MENU_MAX_DEPTH levels deep. An item whose
 * parent is not among the rows (inactive, unpublished link, another menu, past the limit) is left out
 * with its whole branch, and so is anything deeper than the header can show.
 */
export function buildMenuTree(rows: readonly MenuItemRow[]): TMenuItem[] {
  const byParent = new Map<string | null, MenuItemRow[]>();
  for (const row of rows) {
    const siblings = byParent.get(row.parentId);
    if (siblings) siblings.push(row);
    else byParent.set(row.parentId, [row]);
  }
  const level = (parentId: string | null, depth: number): TMenuItem[] =>
    (byParent.get(parentId) ?? []).map((row) =>
      presentItem(row, depth < MENU_MAX_DEPTH ? level(row.id, depth + 1) : []),
    );
  return level(null, 1);
}

export function presentMenu(
  menu: { id: string; name: string } | null,
  location: TMenuLocation,
  rows: readonly MenuItemRow[],
): TMenuResponse {
  if (!menu) return { menu: null };
  return { menu: { id: menu.id, name: menu.name, location, items: buildMenuTree(rows) } };
}
