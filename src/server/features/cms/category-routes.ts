import { createRoute } from '@hono/zod-openapi';
import { errorResponse, json, jsonBody } from '../../http/openapi.ts';
import { notFound } from '../../http/errors.ts';
import { staffRouter } from '../../http/router.ts';
import { cmsDone, ZCategoryInput } from '../../../shared/cms/cms-contract.ts';
import { ZCategory, ZCategoryList, ZCmsDeleted, ZId } from './content-schemas.ts';
import { deleteCategory, findCategory, listCategories, saveCategory } from './category-service.ts';
import { presentCategory } from './taxonomy-presenter.ts';

const tags = ['cms'];
const denied = { 401: errorResponse('Not signed in'), 403: errorResponse('Not an admin') };
const missing = { 404: errorResponse('NOT_FOUND: no category with this id') };
const bad = {
  400: errorResponse(
    'VALIDATION_FAILED with fields (name missing or too long, a slug that is not lowercase a-z, digits and single hyphens, a name with nothing to make a slug of and no slug, an unknown parent, a parent that is the category itself or one of its subcategories, wrong types, unknown fields) or BAD_JSON; nothing is changed',
  ),
  409: errorResponse('SLUG_TAKEN: another category has this slug; nothing is changed'),
};
const slugNote = 'slug absent: made from the name by the slug rule. Admins only.';

const listRoute = createRoute({
  method: 'get',
  path: '/api/cms/categories',
  tags,
  summary: 'Every category, inactive ones too, by display order then name, with its post count. Admins only.',
  responses: { 200: json(ZCategoryList, 'The categories'), ...denied },
});

const createCategoryRoute = createRoute({
  method: 'post',
  path: '/api/cms/categories',
  tags,
  summary: `Creates a category; ${slugNote}`,
  request: jsonBody(ZCategoryInput),
  responses: { 201: json(ZCategory, 'The category as stored'), ...bad, ...denied },
});

const getRoute = createRoute({
  method: 'get',
  path: '/api/cms/categories/{id}',
  tags,
  summary: 'One category with its post count. Admins only.',
  request: { params: ZId },
  responses: { 200: json(ZCategory, 'The category'), ...denied, ...missing },
});

const updateRoute = createRoute({
  method: 'put',
  path: '/api/cms/categories/{id}',
  tags,
  summary: `Replaces a category's fields; ${slugNote}`,
  request: { params: ZId, ...jsonBody(ZCategoryInput) },
  responses: { 200: json(ZCategory, 'The category as stored'), ...bad, ...denied, ...missing },
});

const deleteRoute = createRoute({
  method: 'delete',
  path: '/api/cms/categories/{id}',
  tags,
  summary:
    'Deletes a category: its posts become uncategorised, its subcategories move to the top level. Admins only.',
  request: { params: ZId },
  responses: { 200: json(ZCmsDeleted, "'Category deleted successfully'"), ...denied, ...missing },
});

/** Blog categories (issue 22 item 3; spec §3, §7). */
export function categoryRoutes() {
  const app = staffRouter('admin');
  app.openapi(listRoute, async (c) =>
    c.json({ items: (await listCategories(c.var.deps.db)).map(presentCategory) }, 200),
  );
  app.openapi(createCategoryRoute, async (c) =>
    c.json(presentCategory(await saveCategory(c.var.deps, c.var.viewer, null, c.req.valid('json'))), 201),
  );
  app.openapi(getRoute, async (c) => {
    const category = await findCategory(c.var.deps.db, c.req.valid('param').id);
    if (!category) throw notFound('Category');
    return c.json(presentCategory(category), 200);
  });
  app.openapi(updateRoute, async (c) => {
    const { id } = c.req.valid('param');
    return c.json(
      presentCategory(await saveCategory(c.var.deps, c.var.viewer, id, c.req.valid('json'))),
      200,
    );
  });
  app.openapi(deleteRoute, async (c) => {
    if (!(await deleteCategory(c.var.deps, c.var.viewer, c.req.valid('param').id)))
      throw notFound('Category');
    return c.json({ message: cmsDone('Category', 'deleted') }, 200);
  });
  return app;
}
