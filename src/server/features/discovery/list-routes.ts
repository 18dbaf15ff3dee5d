import { createRoute } from '@hono/zod-openapi';
import { errorResponse, json } from '../../http/openapi.ts';
import { signedInRouter } from '../../http/router.ts';
import { photoPlaceholders } from '../../infra/photo-placeholder.ts';
import {
  ADVANCED_BROWSE_FILTERS,
  ADVANCED_MATCH_FILTERS,
  ZBrowseQuery,
  ZMatchesQuery,
} from '../../../shared/discovery/discovery-contract.ts';
import { requireAdvancedFilters } from './advanced-filters.ts';
import { browseProfiles } from './browse-service.ts';
import { findMatches } from './matches-service.ts';
import { ZBrowsePage, ZMatches } from './openapi-schemas.ts';
import { hiddenAmong, presentBrowsePage, presentMatches } from './presenter.ts';

const getMatches = createRoute({
  method: 'get',
  path: '/api/matches',
  tags: ['discovery'],
  summary:
    'The best 50 members of the opposite gender by match score (spec §9), scored on the server, best first (ties: age within my partner range first, then newest profile), in pages of 20 (page=1..3). Members with a declined request between us (either direction) are left out. Every reason is sent; a card shows 3. Without a profile and gender: no matches, and needs_basics says when name, gender or date of birth is missing. The chosen members are kept per filter set for MATCH_LIST_TTL_SECONDS and re-scored live; refresh=true works them out again (10 a minute).',
  request: { query: ZMatchesQuery },
  responses: {
    200: json(ZMatches, 'Matches, best first'),
    400: errorResponse(
      'VALIDATION_FAILED with fields (search over 100 characters, unknown age or band, unknown country, page not a whole number in 1-3)',
    ),
    401: errorResponse('Not signed in'),
    403: errorResponse(
      `FEATURE_NOT_AVAILABLE: ${ADVANCED_MATCH_FILTERS.join(' or ')} without advanced_filters on the plan`,
    ),
    429: errorResponse('RATE_LIMITED: past 30 fresh match lists a minute, for filters without a stored list'),
  },
});

const getBrowse = createRoute({
  method: 'get',
  path: '/api/browse',
  tags: ['discovery'],
  summary:
    'Members of the opposite gender with a name, 20 a page: name search, sort, ages (default 18-50; not a number -> default; no date of birth passes), favourites only, country, community, education, marital status.',
  request: { query: ZBrowseQuery },
  responses: {
    200: json(ZBrowsePage, 'One page of profiles'),
    400: errorResponse(
      'VALIDATION_FAILED with fields (unknown sort, page outside 1-10000, min_age above max_age, ...)',
    ),
    401: errorResponse('Not signed in'),
    403: errorResponse(
      `FEATURE_NOT_AVAILABLE: ${ADVANCED_BROWSE_FILTERS.join(', ')} (the Advanced Filters) without advanced_filters on the plan`,
    ),
  },
});

export function listRoutes() {
  const app = signedInRouter();
  app.openapi(getMatches, async (c) => {
    const { db, log, config, clock } = c.var.deps;
    const { refresh, page, ...filters } = c.req.valid('query');
    await requireAdvancedFilters(c.var.deps, c.var.viewer.id, ADVANCED_MATCH_FILTERS, filters);
    const found = await findMatches(db, log, c.var.viewer.id, filters, {
      listTtlSeconds: config.matchListTtlSeconds,
      refresh,
      page,
      now: clock.now(),
    });
    return c.json(
      presentMatches(
        found,
        hiddenAmong(
          found.ranked.map(({ row }) => row),
          photoPlaceholders(c.var.deps),
        ),
      ),
      200,
    );
  });
  app.openapi(getBrowse, async (c) => {
    const query = c.req.valid('query');
    await requireAdvancedFilters(c.var.deps, c.var.viewer.id, ADVANCED_BROWSE_FILTERS, query);
    const { db, clock } = c.var.deps;
    const found = await browseProfiles(db, c.var.viewer.id, query, clock.now());
    return c.json(presentBrowsePage(found, hiddenAmong(found.rows, photoPlaceholders(c.var.deps))), 200);
  });
  return app;
}
