import { z } from 'zod';
import { withoutNul } from '../text-rules.ts';
import { MENU_LOCATIONS, MENU_TARGETS, type TMenuLocation, type TMenuTarget } from '../site/site-contract.ts';

/**
 * Issue 22 item 5: menus and their items, for admins (/api/cms/menus…). The public answer stays
 * GET /api/menus/:location (site-contract.ts).
 */
export const MENU_LINK_TYPES = ['custom', 'page', 'post'] as const;
export type TMenuLinkType = (typeof MENU_LINK_TYPES)[number];

const name = (label: string, max: number) =>
  z
    .string({ error: `Please enter a ${label.toLowerCase()}` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label}: at most ${max} characters`)
    .refine(withoutNul, `${label} contains a character that is not allowed`);

export const ZMenuInput = z.strictObject({
  name: name('Menu name', 80),
  location: z.enum(MENU_LOCATIONS, { error: 'Location must be header, footer or sidebar' }).default('header'),
  is_active: z.boolean().default(true),
});
export type TMenuInput = z.input<typeof ZMenuInput>;

const ZUuid = z.uuid({ error: 'Not a valid id' });

/**
 * POST /api/cms/menus/:menuId/items, PUT …/items/:id. Exactly the target of the link type is sent
 * (spec §5): custom -> url, page -> page_id, post -> post_id. A URL is a path (/…), #…, or an
 * http(s)/mailto/tel address; `javascript:` and other schemes are refused.
 */
export const ZMenuItemInput = z
  .strictObject({
    title: name('Title', 100),
    link_type: z.enum(MENU_LINK_TYPES, { error: 'Link type must be custom, page or post' }),
    url: z
      .string()
      .trim()
      .max(2_000, 'URL: at most 2,000 characters')
      .regex(
        /^(\/(?!\/)|#|https?:\/\/|mailto:|tel:)/i,
        'URL must start with /, #, http(s)://, mailto: or tel:',
      )
      .optional(),
    page_id: ZUuid.optional(),
    post_id: ZUuid.optional(),
    parent_id: ZUuid.nullable().default(null),
    target: z.enum(MENU_TARGETS, { error: 'Target must be _self or _blank' }).default('_self'),
    css_class: z
      .string()
      .trim()
      .max(100)
      .regex(/^[A-Za-z0-9_ -]*$/, 'CSS class may contain letters, digits, spaces, - and _')
      .transform((value) => (value === '' ? null : value))
      .nullable()
      .default(null),
    is_active: z.boolean().default(true),
  })
  .superRefine((item, ctx) => {
    const wanted = { custom: 'url', page: 'page_id', post: 'post_id' } as const;
    const field = wanted[item.link_type];
    if (!item[field])
      ctx.addIssue({
        code: 'custom',
        path: [field],
        message: `A ${item.link_type} link needs its ${field === 'url' ? 'URL' : field === 'page_id' ? 'page' : 'post'}`,
      });
    for (const other of ['url', 'page_id', 'post_id'] as const) {
      if (other !== field && item[other] !== undefined) {
        ctx.addIssue({
          code: 'custom',
          path: [other],
          message: `Only ${field} is sent for a ${item.link_type} link`,
        });
      }
    }
  });
export type TMenuItemInput = z.input<typeof ZMenuItemInput>;

/** PUT /api/cms/menus/:menuId/items/order: every item of the menu, in its new order (renumbered from 1). */
export const ZMenuItemsOrder = z.strictObject({
  item_ids: z.array(ZUuid).min(1, 'Name the items to order').max(500),
});

export type TAdminMenu = {
  id: string;
  name: string;
  location: TMenuLocation;
  is_active: boolean;
  item_count: number;
  updated_at: string;
};

export type TAdminMenuItem = {
  id: string;
  menu_id: string;
  title: string;
  link_type: TMenuLinkType;
  url: string | null;
  page: { id: string; title: string; slug: string } | null;
  post: { id: string; title: string; slug: string } | null;
  parent_id: string | null;
  target: TMenuTarget;
  css_class: string | null;
  display_order: number;
  is_active: boolean;
};

/** GET /api/cms/menus: every menu (inactive ones too), by name. */
export type TAdminMenuList = { menus: TAdminMenu[] };

/** GET /api/cms/menus/:menuId/items: the menu and every item (inactive ones too), by display_order. */
export type TAdminMenuItemList = { menu: TAdminMenu; items: TAdminMenuItem[] };
