import { createRoute, z } from '@hono/zod-openapi';
import { createRouter } from '../../http/router.ts';
import { errorResponse, json } from '../../http/openapi.ts';
import {
  MENU_LOCATIONS,
  MENU_MAX_DEPTH,
  MENU_TARGETS,
  type TMenuItem,
  type TMenuResponse,
} from '../../../shared/site/site-contract.ts';
import { activeMenuAt } from './menu-service.ts';

const ZLocation = z.object({
  location: z.enum(MENU_LOCATIONS, { error: `Menu location must be one of ${MENU_LOCATIONS.join(', ')}.` }),
});

// Annotated rather than `satisfies`: the schema refers to itself, which inference cannot follow.
const ZMenuItem: z.ZodType<TMenuItem> = z
  .object({
    id: z.string(),
    title: z.string(),
    href: z
      .string()
      .openapi({ description: "Resolved: /{page slug}, /blog/{post slug}, the item's url or #" }),
    target: z.enum(MENU_TARGETS),
    css_class: z.string().nullable(),
    get children() {
      return z.array(ZMenuItem);
    },
  })
  .openapi('MenuItem');

const ZMenuResponse = z
  .object({
    menu: z
      .object({
        id: z.string(),
        name: z.string(),
        location: z.enum(MENU_LOCATIONS),
        items: z.array(ZMenuItem),
      })
      .nullable()
      .openapi({ description: 'null when the location has no active menu' }),
  })
  .openapi('MenuResponse') satisfies z.ZodType<TMenuResponse>;

const getMenu = createRoute({
  method: 'get',
  path: '/api/menus/{location}',
  tags: ['cms'],
  summary: `The active menu at a location (the one updated last if several are active) with its active items in display order, nested ${MENU_MAX_DEPTH} levels deep, hrefs resolved. Items linked to an unpublished page or post are left out. Public.`,
  request: { params: ZLocation },
  responses: {
    200: json(ZMenuResponse, 'The menu, or { menu: null }'),
    400: errorResponse('VALIDATION_FAILED: location is not header, footer or sidebar'),
  },
});

export function menuRoutes() {
  const app = createRouter();
  app.openapi(getMenu, async (c) => {
    const { location } = c.req.valid('param');
    return c.json(await activeMenuAt(c.var.deps.db, location, c.var.deps.clock.now()), 200);
  });
  return app;
}
