import { ApiError, notFound } from '../../http/errors.ts';
import { staffRouter } from '../../http/router.ts';
import { CMS_TEXTS, cmsDone } from '../../../shared/cms/cms-contract.ts';
import { announceCmsChange } from './cms-changes.ts';
import {
  createItemRoute,
  createMenuRoute,
  deleteItemRoute,
  deleteMenuRoute,
  getItemRoute,
  getMenuRoute,
  listItemsRoute,
  listMenusRoute,
  reorderItemsRoute,
  updateItemRoute,
  updateMenuRoute,
} from './menu-admin-openapi.ts';
import {
  createMenuItem,
  deleteMenuItem,
  reorderMenuItems,
  updateMenuItem,
  type ItemWrite,
} from './menu-admin-items.ts';
import { presentAdminMenu, presentAdminMenuItem } from './menu-admin-presenter.ts';
import {
  createMenu,
  deleteMenu,
  findMenu,
  findMenuItem,
  listMenuItemsForAdmin,
  listMenus,
  touchMenu,
  updateMenu,
} from './menu-admin-service.ts';

const menuNotFound = () => new ApiError(404, 'NOT_FOUND', CMS_TEXTS.menuIdNotFound);

function savedItem(outcome: ItemWrite) {
  if (outcome.kind === 'not-found') throw notFound('Menu item');
  if (outcome.kind === 'invalid')
    throw new ApiError(400, 'VALIDATION_FAILED', outcome.message, { [outcome.field]: outcome.message });
  return presentAdminMenuItem(outcome.item);
}

/** Menus and their items for admins (issue 22 item 5); every change tells the public pages at once. */
export function menuAdminRoutes() {
  const app = staffRouter('admin');

  app.openapi(listMenusRoute, async (c) => {
    return c.json({ menus: (await listMenus(c.var.deps.db)).map(presentAdminMenu) }, 200);
  });
  app.openapi(createMenuRoute, async (c) => {
    const { db, clock, bus } = c.var.deps;
    const menu = await createMenu(db, c.req.valid('json'), { actor: c.var.viewer, at: clock.now() });
    await announceCmsChange(bus);
    return c.json(presentAdminMenu(menu!), 201);
  });
  app.openapi(getMenuRoute, async (c) => {
    const menu = await findMenu(c.var.deps.db, c.req.valid('param').id);
    if (!menu) throw menuNotFound();
    return c.json(presentAdminMenu(menu), 200);
  });
  app.openapi(updateMenuRoute, async (c) => {
    const { db, clock, bus } = c.var.deps;
    const by = { actor: c.var.viewer, at: clock.now() };
    const menu = await updateMenu(db, c.req.valid('param').id, c.req.valid('json'), by);
    if (!menu) throw menuNotFound();
    await announceCmsChange(bus);
    return c.json(presentAdminMenu(menu), 200);
  });
  app.openapi(deleteMenuRoute, async (c) => {
    const { db, bus } = c.var.deps;
    if (!(await deleteMenu(db, c.req.valid('param').id, c.var.viewer))) throw menuNotFound();
    await announceCmsChange(bus);
    return c.json({ message: cmsDone('Menu', 'deleted') }, 200);
  });

  app.openapi(listItemsRoute, async (c) => {
    const { db } = c.var.deps;
    const { menuId } = c.req.valid('param');
    const menu = await findMenu(db, menuId);
    if (!menu) throw menuNotFound();
    const items = await listMenuItemsForAdmin(db, menuId);
    return c.json({ menu: presentAdminMenu(menu), items: items.map(presentAdminMenuItem) }, 200);
  });
  app.openapi(createItemRoute, async (c) => {
    const { db, clock, bus } = c.var.deps;
    const { menuId } = c.req.valid('param');
    if (!(await findMenu(db, menuId))) throw menuNotFound();
    const at = clock.now();
    const item = savedItem(
      await createMenuItem(db, menuId, c.req.valid('json'), { actor: c.var.viewer, at }),
    );
    await touchMenu(db, menuId, at);
    await announceCmsChange(bus);
    return c.json(item, 201);
  });
  // Before /items/{id}: 'order' is not an item id.
  app.openapi(reorderItemsRoute, async (c) => {
    const { db, clock, bus } = c.var.deps;
    const { menuId } = c.req.valid('param');
    if (!(await findMenu(db, menuId))) throw menuNotFound();
    const at = clock.now();
    const order = c.req.valid('json').item_ids;
    const outcome = await reorderMenuItems(db, menuId, order, { actor: c.var.viewer, at });
    if (outcome.kind === 'invalid')
      throw new ApiError(400, 'VALIDATION_FAILED', outcome.message, { [outcome.field]: outcome.message });
    await touchMenu(db, menuId, at);
    await announceCmsChange(bus);
    return c.json({ items: (await listMenuItemsForAdmin(db, menuId)).map(presentAdminMenuItem) }, 200);
  });
  app.openapi(getItemRoute, async (c) => {
    const { db } = c.var.deps;
    const { menuId, id } = c.req.valid('param');
    if (!(await findMenu(db, menuId))) throw menuNotFound();
    const item = await findMenuItem(db, menuId, id);
    if (!item) throw notFound('Menu item');
    return c.json(presentAdminMenuItem(item), 200);
  });
  app.openapi(updateItemRoute, async (c) => {
    const { db, clock, bus } = c.var.deps;
    const { menuId, id } = c.req.valid('param');
    if (!(await findMenu(db, menuId))) throw menuNotFound();
    const at = clock.now();
    const item = savedItem(
      await updateMenuItem(db, menuId, id, c.req.valid('json'), { actor: c.var.viewer, at }),
    );
    await touchMenu(db, menuId, at);
    await announceCmsChange(bus);
    return c.json(item, 200);
  });
  app.openapi(deleteItemRoute, async (c) => {
    const { db, clock, bus } = c.var.deps;
    const { menuId, id } = c.req.valid('param');
    if (!(await findMenu(db, menuId))) throw menuNotFound();
    if (!(await deleteMenuItem(db, menuId, id, c.var.viewer))) throw notFound('Menu item');
    await touchMenu(db, menuId, clock.now());
    await announceCmsChange(bus);
    return c.json({ message: cmsDone('Menu item', 'deleted') }, 200);
  });
  return app;
}
