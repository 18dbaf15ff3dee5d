import { createRoute } from '@hono/zod-openapi';
import { errorResponse, json, jsonBody } from '../../http/openapi.ts';
import { notFound } from '../../http/errors.ts';
import { staffRouter } from '../../http/router.ts';
import { cmsDone, ZContentListQuery, ZPostInput } from '../../../shared/cms/cms-contract.ts';
import { ZCmsDeleted, ZId, ZPost, ZPostListPage, ZRevisionList, ZRevisionParams } from './content-schemas.ts';
import { presentPost, presentPostSummary } from './post-presenter.ts';
import { findPost, listPosts } from './post-queries.ts';
import { deletePost, savePost } from './post-service.ts';
import { itemRevisions, restorePostRevision } from './revision-service.ts';

const tags = ['cms'];
const denied = { 401: errorResponse('Not signed in'), 403: errorResponse('Not an admin') };
const missing = { 404: errorResponse('NOT_FOUND: no post with this id') };
const badPost = {
  400: errorResponse(
    "VALIDATION_FAILED with fields (title, slug or content missing, or content with nothing left once sanitised; a slug that is not lowercase a-z, digits and single hyphens; too long; wrong types; unknown fields; unknown category_id or tag_ids; 'scheduled' without published_at) or BAD_JSON; nothing is changed",
  ),
  409: errorResponse('SLUG_TAKEN: another post has this slug; nothing is changed'),
};
const saved =
  "Content is sanitised before it is stored. 'published' without published_at stamps now; 'published' with a future date is stored 'scheduled'; 'scheduled' with a past date is 'published'. new_tags are created (or found by their slug). A published post's old slug keeps redirecting to it. Writes a revision and an audit record. Admins only.";

const listRoute = createRoute({
  method: 'get',
  path: '/api/cms/posts',
  tags,
  summary:
    'One page of posts, every status, last changed first, with their category; search in title and slug (case-insensitive), status filter. Admins only.',
  request: { query: ZContentListQuery },
  responses: {
    200: json(ZPostListPage, 'A page of posts'),
    400: errorResponse('VALIDATION_FAILED'),
    ...denied,
  },
});

const createPostRoute = createRoute({
  method: 'post',
  path: '/api/cms/posts',
  tags,
  summary: `Creates a post. ${saved}`,
  request: jsonBody(ZPostInput),
  responses: { 201: json(ZPost, 'The post as stored'), ...badPost, ...denied },
});

const getRoute = createRoute({
  method: 'get',
  path: '/api/cms/posts/{id}',
  tags,
  summary: 'One post, content, category and tags included, whatever its status. Admins only.',
  request: { params: ZId },
  responses: { 200: json(ZPost, 'The post'), ...denied, ...missing },
});

const updateRoute = createRoute({
  method: 'put',
  path: '/api/cms/posts/{id}',
  tags,
  summary: `Replaces a post's fields and tags. ${saved}`,
  request: { params: ZId, ...jsonBody(ZPostInput) },
  responses: { 200: json(ZPost, 'The post as stored'), ...badPost, ...denied, ...missing },
});

const deleteRoute = createRoute({
  method: 'delete',
  path: '/api/cms/posts/{id}',
  tags,
  summary:
    'Deletes a post with its tags, former slugs and revisions. Recorded in the audit trail. Admins only.',
  request: { params: ZId },
  responses: { 200: json(ZCmsDeleted, "'Post deleted successfully'"), ...denied, ...missing },
});

const revisionsRoute = createRoute({
  method: 'get',
  path: '/api/cms/posts/{id}/revisions',
  tags,
  summary: 'The last 20 saved versions of a post, newest first. Admins only.',
  request: { params: ZId },
  responses: { 200: json(ZRevisionList, 'The revisions'), ...denied, ...missing },
});

const restoreRoute = createRoute({
  method: 'post',
  path: '/api/cms/posts/{id}/revisions/{revisionId}/restore',
  tags,
  summary:
    'Saves the post as it was in one of its revisions (checked like any save; a category or tag deleted since is left out), which writes a revision of its own. Admins only.',
  request: { params: ZRevisionParams },
  responses: {
    200: json(ZPost, 'The post as restored'),
    ...badPost,
    ...denied,
    404: errorResponse('NOT_FOUND: no such post, or no such revision of it'),
  },
});

/** The CMS's posts (issue 22 items 1 and 3; DESIGN.md's cms row). */
export function postRoutes() {
  const app = staffRouter('admin');
  app.openapi(listRoute, async (c) => {
    const query = c.req.valid('query');
    const { items, total } = await listPosts(c.var.deps.db, query);
    return c.json(
      { items: items.map(presentPostSummary), total, page: query.page, page_size: query.page_size },
      200,
    );
  });
  app.openapi(createPostRoute, async (c) =>
    c.json(presentPost(await savePost(c.var.deps, c.var.viewer, null, c.req.valid('json'))), 201),
  );
  app.openapi(getRoute, async (c) => {
    const post = await findPost(c.var.deps.db, c.req.valid('param').id);
    if (!post) throw notFound('Post');
    return c.json(presentPost(post), 200);
  });
  app.openapi(updateRoute, async (c) => {
    const post = await savePost(c.var.deps, c.var.viewer, c.req.valid('param').id, c.req.valid('json'));
    return c.json(presentPost(post), 200);
  });
  app.openapi(deleteRoute, async (c) => {
    if (!(await deletePost(c.var.deps, c.var.viewer, c.req.valid('param').id))) throw notFound('Post');
    return c.json({ message: cmsDone('Post', 'deleted') }, 200);
  });
  app.openapi(revisionsRoute, async (c) =>
    c.json({ items: await itemRevisions(c.var.deps.db, 'post', c.req.valid('param').id) }, 200),
  );
  app.openapi(restoreRoute, async (c) => {
    const { id, revisionId } = c.req.valid('param');
    return c.json(presentPost(await restorePostRevision(c.var.deps, c.var.viewer, id, revisionId)), 200);
  });
  return app;
}
