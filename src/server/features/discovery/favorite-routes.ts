import { createRoute, z } from '@hono/zod-openapi';
import { requireSignedIn } from '../../auth/middleware.ts';
import { ApiError, unauthorized } from '../../http/errors.ts';
import { createRouter } from '../../http/router.ts';
import { ZMemberId } from '../../../shared/connection-schemas.ts';
import { ZFavoritesQuery } from '../../../shared/discovery-schemas.ts';
import { viewerGender } from './browse-service.ts';
import { addFavorite, findFavoriteTarget, listFavorites, removeFavorite } from './favorites-service.ts';
import { errorResponse, json, ZFavorited, ZProfilePage } from './openapi-schemas.ts';
import { isSelf, mayFavorite } from './policies.ts';

const ZTarget = z.object({ userId: ZMemberId });

const getFavorites = createRoute({
  method: 'get',
  path: '/api/favorites',
  tags: ['discovery'],
  summary: 'My favourites, the latest first, 20 a page, as browse cards.',
  middleware: [requireSignedIn] as const,
  request: { query: ZFavoritesQuery },
  responses: {
    200: json(ZProfilePage, 'One page of favourites'),
    400: errorResponse('VALIDATION_FAILED (page outside 1-10000)'),
    401: errorResponse('Not signed in'),
  },
});

const putFavorite = createRoute({
  method: 'put',
  path: '/api/favorites/{userId}',
  tags: ['discovery'],
  summary:
    'Add a member to my favourites; doing it again changes nothing. The web shows "Added to favorites".',
  middleware: [requireSignedIn] as const,
  request: { params: ZTarget },
  responses: {
    200: json(ZFavorited, '{ favorited: true }'),
    400: errorResponse('CANNOT_FAVORITE_SELF, or VALIDATION_FAILED'),
    401: errorResponse('Not signed in'),
    404: errorResponse('NOT_FOUND: no such member among the profiles I can browse'),
  },
});

const deleteFavorite = createRoute({
  method: 'delete',
  path: '/api/favorites/{userId}',
  tags: ['discovery'],
  summary: 'Remove a member from my favourites; removing one that is not there is fine too (always 200).',
  middleware: [requireSignedIn] as const,
  request: { params: ZTarget },
  responses: {
    200: json(ZFavorited, '{ favorited: false }'),
    400: errorResponse('VALIDATION_FAILED'),
    401: errorResponse('Not signed in'),
  },
});

export function favoriteRoutes() {
  const app = createRouter();
  app.openapi(getFavorites, async (c) => {
    const viewer = c.var.viewer;
    if (!viewer) throw unauthorized();
    const { db } = c.var.deps;
    const gender = await viewerGender(db, viewer.id);
    return c.json(await listFavorites(db, { id: viewer.id, gender }, c.req.valid('query').page), 200);
  });

  app.openapi(putFavorite, async (c) => {
    const viewer = c.var.viewer;
    if (!viewer) throw unauthorized();
    const { userId } = c.req.valid('param');
    if (isSelf(viewer.id, userId))
      throw new ApiError(400, 'CANNOT_FAVORITE_SELF', 'You cannot add yourself to your favorites.');
    const { db } = c.var.deps;
    const [target, gender] = await Promise.all([findFavoriteTarget(db, userId), viewerGender(db, viewer.id)]);
    if (!target || !mayFavorite({ id: viewer.id, gender }, target))
      throw new ApiError(404, 'NOT_FOUND', 'Profile not found');
    await addFavorite(db, viewer.id, userId);
    return c.json({ favorited: true }, 200);
  });

  app.openapi(deleteFavorite, async (c) => {
    const viewer = c.var.viewer;
    if (!viewer) throw unauthorized();
    await removeFavorite(c.var.deps.db, viewer.id, c.req.valid('param').userId);
    return c.json({ favorited: false }, 200);
  });
  return app;
}
