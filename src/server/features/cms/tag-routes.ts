import { createRoute } from '@hono/zod-openapi';
import { errorResponse, json, jsonBody } from '../../http/openapi.ts';
import { notFound } from '../../http/errors.ts';
import { staffRouter } from '../../http/router.ts';
import { cmsDone, ZTagInput } from '../../../shared/cms/cms-contract.ts';
import { ZCmsDeleted, ZId, ZTag, ZTagList } from './content-schemas.ts';
import { deleteTag, findTag, listTags, saveTag } from './tag-service.ts';
import { presentTag } from './taxonomy-presenter.ts';

const tags = ['cms'];
const denied = { 401: errorResponse('Not signed in'), 403: errorResponse('Not an admin') };
const missing = { 404: errorResponse('NOT_FOUND: no tag with this id') };
const bad = {
  400: errorResponse(
    'VALIDATION_FAILED with fields (name missing or too long, a slug that is not lowercase a-z, digits and single hyphens, a name with nothing to make a slug of and no slug, wrong types, unknown fields) or BAD_JSON; nothing is changed',
  ),
  409: errorResponse('SLUG_TAKEN: another tag has this slug; nothing is changed'),
};
const slugNote = 'slug absent: made from the name by the slug rule. Admins only.';

const listRoute = createRoute({
  method: 'get',
  path: '/api/cms/tags',
  tags,
  summary: 'Every tag by name, with its post count. Admins only.',
  responses: { 200: json(ZTagList, 'The tags'), ...denied },
});

const createTagRoute = createRoute({
  method: 'post',
  path: '/api/cms/tags',
  tags,
  summary: `Creates a tag; ${slugNote}`,
  request: jsonBody(ZTagInput),
  responses: { 201: json(ZTag, 'The tag as stored'), ...bad, ...denied },
});

const getRoute = createRoute({
  method: 'get',
  path: '/api/cms/tags/{id}',
  tags,
  summary: 'One tag with its post count. Admins only.',
  request: { params: ZId },
  responses: { 200: json(ZTag, 'The tag'), ...denied, ...missing },
});

const updateRoute = createRoute({
  method: 'put',
  path: '/api/cms/tags/{id}',
  tags,
  summary: `Replaces a tag's fields; ${slugNote}`,
  request: { params: ZId, ...jsonBody(ZTagInput) },
  responses: { 200: json(ZTag, 'The tag as stored'), ...bad, ...denied, ...missing },
});

const deleteRoute = createRoute({
  method: 'delete',
  path: '/api/cms/tags/{id}',
  tags,
  summary: 'Deletes a tag and takes it off its posts. Admins only.',
  request: { params: ZId },
  responses: { 200: json(ZCmsDeleted, "'Tag deleted successfully'"), ...denied, ...missing },
});

/** Blog tags (issue 22 item 3; spec §3, §7). */
export function tagRoutes() {
  const app = staffRouter('admin');
  app.openapi(listRoute, async (c) =>
    c.json({ items: (await listTags(c.var.deps.db)).map(presentTag) }, 200),
  );
  app.openapi(createTagRoute, async (c) =>
    c.json(presentTag(await saveTag(c.var.deps, c.var.viewer, null, c.req.valid('json'))), 201),
  );
  app.openapi(getRoute, async (c) => {
    const tag = await findTag(c.var.deps.db, c.req.valid('param').id);
    if (!tag) throw notFound('Tag');
    return c.json(presentTag(tag), 200);
  });
  app.openapi(updateRoute, async (c) => {
    const { id } = c.req.valid('param');
    return c.json(presentTag(await saveTag(c.var.deps, c.var.viewer, id, c.req.valid('json'))), 200);
  });
  app.openapi(deleteRoute, async (c) => {
    if (!(await deleteTag(c.var.deps, c.var.viewer, c.req.valid('param').id))) throw notFound('Tag');
    return c.json({ message: cmsDone('Tag', 'deleted') }, 200);
  });
  return app;
}
