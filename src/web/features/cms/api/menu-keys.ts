// Every cache key of the menus screens, in one place.

/** Every menu (GET /api/cms/menus); each menu's items live under it too (a change reloads both). */
export const MENUS_KEY = ['cms', 'menus'] as const;
export const menuItemsKey = (menuId: string) => [...MENUS_KEY, menuId, 'items'] as const;
/** The pages or posts a menu item may link to. */
export const menuLinkChoicesKey = (kind: 'pages' | 'posts') => ['cms', 'menu-link-choices', kind] as const;
