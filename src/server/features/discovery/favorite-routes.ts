import { createRoute, z } from '@hono/zod-openapi';
import { hiddenPhotoOwners } from '../../domain/member/photo-privacy.ts';
import { errorResponse, json } from '../../http/openapi.ts';
import { signedInRouter } from '../../http/router.ts';
import { photoPlaceholders } from '../../infra/photo-placeholder.ts';
import { ZMemberId } from '../../../shared/connections/connection-contract.ts';
import { ZFavoritesQuery } from '../../../shared/discovery/discovery-contract.ts';
import { addFavorite, listFavorites, removeFavorite } from './favorites-service.ts';
import { ZFavorited, ZProfilePage } from './openapi-schemas.ts';
import { presentFavorited, presentProfilePage } from './presenter.ts';

const ZTarget = z.object({ userId: ZMemberId });

const getFavorites = createRoute({
  method: 'get',
  path: '/api/favorites',
  tags: ['discovery'],
  summary: 'My favourites, the latest first, 20 a page, as browse cards.',
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
  request: { params: ZTarget },
  responses: {
    200: json(ZFavorited, '{ favorited: false }'),
    400: errorResponse('VALIDATION_FAILED'),
    401: errorResponse('Not signed in'),
  },
});

export function favoriteRoutes() {
  const app = signedInRouter();
  app.openapi(getFavorites, async (c) => {
    const { db, clock } = c.var.deps;
    const found = await listFavorites(db, c.var.viewer.id, c.req.valid('query').page, clock.now());
    const owners = found.rows.map((row) => row.userId);
    const hidden = await hiddenPhotoOwners(
      db,
      c.var.viewer.id,
      owners,
      clock.now(),
      photoPlaceholders(c.var.deps),
    );
    return c.json(presentProfilePage(found, hidden), 200);
  });

  app.openapi(putFavorite, async (c) => {
    await addFavorite(c.var.deps.db, c.var.viewer.id, c.req.valid('param').userId);
    return c.json(presentFavorited(true), 200);
  });

  app.openapi(deleteFavorite, async (c) => {
    await removeFavorite(c.var.deps.db, c.var.viewer.id, c.req.valid('param').userId);
    return c.json(presentFavorited(false), 200);
  });
  return app;
}
