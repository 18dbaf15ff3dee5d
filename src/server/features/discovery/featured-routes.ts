import { createRoute } from '@hono/zod-openapi';
import { errorResponse, json } from '../../http/openapi.ts';
import { signedInRouter } from '../../http/router.ts';
import { photoPlaceholders } from '../../infra/photo-placeholder.ts';
import { FEATURED_ROW_SIZE } from '../../../shared/discovery/discovery-contract.ts';
import { featuredRow } from './featured-service.ts';
import { ZFeaturedRow } from './openapi-schemas.ts';
import { hiddenAmong, presentFeaturedRow } from './presenter.ts';

const getFeatured = createRoute({
  method: 'get',
  path: '/api/browse/featured',
  tags: ['discovery'],
  summary: `The Featured row of /browse: at most ${FEATURED_ROW_SIZE} members I could browse who are boosted now (visibility_boost; the latest boost end first), then members whose plan includes featured_profile, in an order that changes daily (UTC). Browse cards.`,
  responses: {
    200: json(ZFeaturedRow, 'The Featured row'),
    401: errorResponse('Not signed in'),
  },
});

export function featuredRoutes() {
  const app = signedInRouter();
  app.openapi(getFeatured, async (c) => {
    const { db, clock } = c.var.deps;
    const now = clock.now();
    const found = await featuredRow(db, c.var.viewer.id, now);
    return c.json(presentFeaturedRow(found, hiddenAmong(found.rows, photoPlaceholders(c.var.deps))), 200);
  });
  return app;
}
