import { createRoute, z } from '@hono/zod-openapi';
import { errorResponse, json, jsonBody } from '../../http/openapi.ts';
import {
  MENU_LINK_TYPES,
  ZMenuInput,
  ZMenuItemInput,
  ZMenuItemsOrder,
} from '../../../shared/cms/menus-contract.ts';
import { CMS_TEXTS } from '../../../shared/cms/cms-contract.ts';
import { ZCmsDeleted } from './content-schemas.ts';
import { MENU_LOCATIONS, MENU_MAX_DEPTH, MENU_TARGETS } from '../../../shared/site/site-contract.ts';

const ZLinked = z.object({ id: z.string(), title: z.string(), slug: z.string() }).nullable();

export const ZAdminMenu = z
  .object({
    id: z.string(),
    name: z.string(),
    location: z.enum(MENU_LOCATIONS),
    is_active: z.boolean(),
    item_count: z.number().int(),
    updated_at: z.string(),
  })
  .openapi('AdminMenu');

export const ZAdminMenuItem = z
  .object({
    id: z.string(),
    menu_id: z.string(),
    title: z.string(),
    link_type: z.enum(MENU_LINK_TYPES),
    url: z.string().nullable(),
    page: ZLinked,
    post: ZLinked,
    parent_id: z.string().nullable(),
    target: z.enum(MENU_TARGETS),
    css_class: z.string().nullable(),
    display_order: z.number().int(),
    is_active: z.boolean(),
  })
  .openapi('AdminMenuItem');

const ZMenuId = z.object({ id: z.uuid({ error: 'Not a valid id' }) });
const ZMenuItemsParams = z.object({ menuId: z.uuid({ error: 'Not a valid id' }) });
const ZMenuItemParams = ZMenuItemsParams.extend({ id: z.uuid({ error: 'Not a valid id' }) });

const denied = { 401: errorResponse('Not signed in'), 403: errorResponse('Not an admin') };
const menuMissing = { 404: errorResponse(`NOT_FOUND: ${CMS_TEXTS.menuIdNotFound}`) };
const itemMissing = {
  404: errorResponse(`NOT_FOUND: ${CMS_TEXTS.menuIdNotFound}, or no such item in this menu`),
};
const invalid = (what: string) => ({ 400: errorResponse(`VALIDATION_FAILED with fields: ${what}`) });
const tags = ['cms'];

export const listMenusRoute = createRoute({
  method: 'get',
  path: '/api/cms/menus',
  tags,
  summary: 'Every menu, inactive ones too, by name, with its item count. Admins only.',
  responses: { 200: json(z.object({ menus: z.array(ZAdminMenu) }), 'The menus'), ...denied },
});

export const createMenuRoute = createRoute({
  method: 'post',
  path: '/api/cms/menus',
  tags,
  summary: 'Creates a menu (name required; location header, footer or sidebar). Admins only.',
  request: jsonBody(ZMenuInput),
  responses: { 201: json(ZAdminMenu, 'The new menu'), ...invalid('name, location'), ...denied },
});

export const getMenuRoute = createRoute({
  method: 'get',
  path: '/api/cms/menus/{id}',
  tags,
  summary: 'One menu. Admins only.',
  request: { params: ZMenuId },
  responses: { 200: json(ZAdminMenu, 'The menu'), ...denied, ...menuMissing },
});

export const updateMenuRoute = createRoute({
  method: 'put',
  path: '/api/cms/menus/{id}',
  tags,
  summary: 'Replaces a menu’s name, location and active flag. Admins only.',
  request: { params: ZMenuId, ...jsonBody(ZMenuInput) },
  responses: {
    200: json(ZAdminMenu, 'The saved menu'),
    ...invalid('name, location'),
    ...denied,
    ...menuMissing,
  },
});

export const deleteMenuRoute = createRoute({
  method: 'delete',
  path: '/api/cms/menus/{id}',
  tags,
  summary: 'Deletes a menu and its items. Admins only.',
  request: { params: ZMenuId },
  responses: { 200: json(ZCmsDeleted, "'Menu deleted successfully'"), ...denied, ...menuMissing },
});

export const listItemsRoute = createRoute({
  method: 'get',
  path: '/api/cms/menus/{menuId}/items',
  tags,
  summary:
    'The menu and every item (inactive ones too) by display order, with linked page/post title and slug. Admins only.',
  request: { params: ZMenuItemsParams },
  responses: {
    200: json(z.object({ menu: ZAdminMenu, items: z.array(ZAdminMenuItem) }), 'The menu and its items'),
    ...denied,
    ...menuMissing,
  },
});

const itemRules = `title; only the link type's target (url, page_id or post_id) and that page or post must exist; parent_id an item of the same menu, not the item or below it, at most ${MENU_MAX_DEPTH} levels`;

export const createItemRoute = createRoute({
  method: 'post',
  path: '/api/cms/menus/{menuId}/items',
  tags,
  summary: 'Adds an item at the end of the menu (display_order = item count + 1). Admins only.',
  request: { params: ZMenuItemsParams, ...jsonBody(ZMenuItemInput) },
  responses: { 201: json(ZAdminMenuItem, 'The new item'), ...invalid(itemRules), ...denied, ...menuMissing },
});

export const reorderItemsRoute = createRoute({
  method: 'put',
  path: '/api/cms/menus/{menuId}/items/order',
  tags,
  summary:
    'Renumbers the menu’s items from 1 in the given order, in one statement. item_ids must name every item of the menu exactly once; otherwise 400 and nothing changes. Admins only.',
  request: { params: ZMenuItemsParams, ...jsonBody(ZMenuItemsOrder) },
  responses: {
    200: json(z.object({ items: z.array(ZAdminMenuItem) }), 'The items in their new order'),
    ...invalid('item_ids (an item of another menu, a missing or repeated item)'),
    ...denied,
    ...menuMissing,
  },
});

export const getItemRoute = createRoute({
  method: 'get',
  path: '/api/cms/menus/{menuId}/items/{id}',
  tags,
  summary: 'One item of a menu. Admins only.',
  request: { params: ZMenuItemParams },
  responses: { 200: json(ZAdminMenuItem, 'The item'), ...denied, ...itemMissing },
});

export const updateItemRoute = createRoute({
  method: 'put',
  path: '/api/cms/menus/{menuId}/items/{id}',
  tags,
  summary: 'Replaces an item (its display order stays). Admins only.',
  request: { params: ZMenuItemParams, ...jsonBody(ZMenuItemInput) },
  responses: {
    200: json(ZAdminMenuItem, 'The saved item'),
    ...invalid(itemRules),
    ...denied,
    ...itemMissing,
  },
});

export const deleteItemRoute = createRoute({
  method: 'delete',
  path: '/api/cms/menus/{menuId}/items/{id}',
  tags,
  summary: 'Deletes an item and its sub-items. Admins only.',
  request: { params: ZMenuItemParams },
  responses: { 200: json(ZCmsDeleted, "'Menu item deleted successfully'"), ...denied, ...itemMissing },
});
