/**
 * GET /api/menus/:location (spec member-experience §2 "Menu link resolution", admin-cms §3 cms_menus):
 * the active menu at a location with its active items, in display_order, children nested under their
 * parent. `href` is already resolved on the server: linked page -> /{slug}, linked post -> /blog/{slug},
 * else the item's url, else '#'. No zod here: the public header is in the visitor's first download.
 */
export const MENU_LOCATIONS = ['header', 'footer', 'sidebar'] as const;
export type TMenuLocation = (typeof MENU_LOCATIONS)[number];

export const MENU_TARGETS = ['_self', '_blank'] as const;
export type TMenuTarget = (typeof MENU_TARGETS)[number];

export type TMenuItem = {
  id: string;
  title: string;
  href: string;
  target: TMenuTarget;
  css_class: string | null;
  children: TMenuItem[];
};

/** `menu` is null when the location has no active menu: then nothing renders. */
export type TMenuResponse = {
  menu: { id: string; name: string; location: TMenuLocation; items: TMenuItem[] } | null;
};

/** How deep the tree is nested in the answer; deeper items are left out (a header has one dropdown level). */
export const MENU_MAX_DEPTH = 2;
/** Bound on items per menu answer, so a runaway menu cannot make the answer unbounded. */
export const MENU_MAX_ITEMS = 100;
