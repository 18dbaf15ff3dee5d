import { createRoute } from '@hono/zod-openapi';
import { errorResponse, json, jsonBody } from '../../http/openapi.ts';
import { notFound } from '../../http/errors.ts';
import { staffRouter } from '../../http/router.ts';
import { cmsDone, ZContentListQuery, ZPageInput } from '../../../shared/cms/cms-contract.ts';
import { ZCmsDeleted, ZId, ZPage, ZPageListPage, ZRevisionList, ZRevisionParams } from './content-schemas.ts';
import { presentPage, presentPageSummary } from './page-presenter.ts';
import { findPage, listPages } from './page-queries.ts';
import { deletePage, savePage } from './page-service.ts';
import { itemRevisions, restorePageRevision } from './revision-service.ts';

const tags = ['cms'];
const denied = { 401: errorResponse('Not signed in'), 403: errorResponse('Not an admin') };
const missing = { 404: errorResponse('NOT_FOUND: no page with this id') };
const badPage = {
  400: errorResponse(
    'VALIDATION_FAILED with fields (title, slug or content missing, or content with nothing left once sanitised; a slug that is not lowercase a-z, digits and single hyphens; too long; wrong types; unknown fields; an unknown parent_id, or a parent that is the page itself or one of its subpages) or BAD_JSON; nothing is changed',
  ),
  409: errorResponse('SLUG_TAKEN: another page has this slug; nothing is changed'),
};
const saved =
  "Content is sanitised before it is stored. 'published' without published_at stamps now; display_order that is not a whole number 0 or more is 0; is_homepage unmarks every other page. A published page's old slug keeps redirecting to it. Writes a revision and an audit record. Admins only.";

const listRoute = createRoute({
  method: 'get',
  path: '/api/cms/pages',
  tags,
  summary:
    'One page of pages, every status, by display order then title; search in title and slug (case-insensitive), status filter. Admins only.',
  request: { query: ZContentListQuery },
  responses: {
    200: json(ZPageListPage, 'A page of pages'),
    400: errorResponse('VALIDATION_FAILED'),
    ...denied,
  },
});

const createPageRoute = createRoute({
  method: 'post',
  path: '/api/cms/pages',
  tags,
  summary: `Creates a page. ${saved}`,
  request: jsonBody(ZPageInput),
  responses: { 201: json(ZPage, 'The page as stored'), ...badPage, ...denied },
});

const getRoute = createRoute({
  method: 'get',
  path: '/api/cms/pages/{id}',
  tags,
  summary: 'One page, content included, whatever its status. Admins only.',
  request: { params: ZId },
  responses: { 200: json(ZPage, 'The page'), ...denied, ...missing },
});

const updateRoute = createRoute({
  method: 'put',
  path: '/api/cms/pages/{id}',
  tags,
  summary: `Replaces a page's fields. ${saved}`,
  request: { params: ZId, ...jsonBody(ZPageInput) },
  responses: { 200: json(ZPage, 'The page as stored'), ...badPage, ...denied, ...missing },
});

const deleteRoute = createRoute({
  method: 'delete',
  path: '/api/cms/pages/{id}',
  tags,
  summary:
    'Deletes a page with its former slugs and revisions; its subpages move to the top level. Recorded in the audit trail. Admins only.',
  request: { params: ZId },
  responses: { 200: json(ZCmsDeleted, "'Page deleted successfully'"), ...denied, ...missing },
});

const revisionsRoute = createRoute({
  method: 'get',
  path: '/api/cms/pages/{id}/revisions',
  tags,
  summary: 'The last 20 saved versions of a page, newest first. Admins only.',
  request: { params: ZId },
  responses: { 200: json(ZRevisionList, 'The revisions'), ...denied, ...missing },
});

const restoreRoute = createRoute({
  method: 'post',
  path: '/api/cms/pages/{id}/revisions/{revisionId}/restore',
  tags,
  summary:
    'Saves the page as it was in one of its revisions (checked like any save; a parent page deleted since is left out), which writes a revision of its own. Admins only.',
  request: { params: ZRevisionParams },
  responses: {
    200: json(ZPage, 'The page as restored'),
    ...badPage,
    ...denied,
    404: errorResponse('NOT_FOUND: no such page, or no such revision of it'),
  },
});

/** The CMS's pages (issue 22 items 1 and 3; DESIGN.md's cms row). */
export function pageRoutes() {
  const app = staffRouter('admin');
  app.openapi(listRoute, async (c) => {
    const query = c.req.valid('query');
    const { items, total } = await listPages(c.var.deps.db, query);
    return c.json(
      { items: items.map(presentPageSummary), total, page: query.page, page_size: query.page_size },
      200,
    );
  });
  app.openapi(createPageRoute, async (c) =>
    c.json(presentPage(await savePage(c.var.deps, c.var.viewer, null, c.req.valid('json'))), 201),
  );
  app.openapi(getRoute, async (c) => {
    const page = await findPage(c.var.deps.db, c.req.valid('param').id);
    if (!page) throw notFound('Page');
    return c.json(presentPage(page), 200);
  });
  app.openapi(updateRoute, async (c) => {
    const page = await savePage(c.var.deps, c.var.viewer, c.req.valid('param').id, c.req.valid('json'));
    return c.json(presentPage(page), 200);
  });
  app.openapi(deleteRoute, async (c) => {
    if (!(await deletePage(c.var.deps, c.var.viewer, c.req.valid('param').id))) throw notFound('Page');
    return c.json({ message: cmsDone('Page', 'deleted') }, 200);
  });
  app.openapi(revisionsRoute, async (c) =>
    c.json({ items: await itemRevisions(c.var.deps.db, 'page', c.req.valid('param').id) }, 200),
  );
  app.openapi(restoreRoute, async (c) => {
    const { id, revisionId } = c.req.valid('param');
    return c.json(presentPage(await restorePageRevision(c.var.deps, c.var.viewer, id, revisionId)), 200);
  });
  return app;
}
