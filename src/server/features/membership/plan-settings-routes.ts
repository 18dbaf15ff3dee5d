import { createRoute, z } from '@hono/zod-openapi';
import { errorResponse, json, jsonBody } from '../../http/openapi.ts';
import { signedInRouter } from '../../http/router.ts';
import { ZPlanSettings, type TPlanSettings } from '../../../shared/membership/membership-contract.ts';
import { changeSettings, mySettings } from './plan-settings-service.ts';

const tags = ['membership'];

const ZPlanSettingsReply = z
  .object({
    photos_private: z.boolean().openapi({
      description: 'My photos are hidden from members I have no accepted connection with (photo_privacy)',
    }),
    incognito: z.boolean().openapi({ description: 'My profile views are not recorded (incognito_browsing)' }),
    boosted_until: z
      .string()
      .nullable()
      .openapi({ description: 'The end of my running visibility boost, null when none runs' }),
    available: z.object({ photos_private: z.boolean(), incognito: z.boolean() }).openapi({
      description:
        'Which settings I may switch on now: my plan includes the feature; private photos are free for women',
    }),
  })
  .openapi('PlanSettings') satisfies z.ZodType<TPlanSettings>;

const unavailable = errorResponse(
  "FEATURE_NOT_AVAILABLE 'This feature is not available in your current plan': turning on a setting my plan does not include",
);

const getSettings = createRoute({
  method: 'get',
  path: '/api/membership/settings',
  tags,
  summary:
    'My plan settings as they take effect now: each is on only while stored on and my current plan includes its feature (photo_privacy, incognito_browsing); a lapsed plan turns them off without changing what is stored.',
  responses: { 200: json(ZPlanSettingsReply, 'My settings'), 401: errorResponse('Not signed in') },
});

const putSettings = createRoute({
  method: 'put',
  path: '/api/membership/settings',
  tags,
  summary:
    'Sets the settings given (the others keep their value). Turning one on needs its feature on my plan (private photos: or being a woman, for whom they are free); turning one off is always allowed.',
  request: jsonBody(ZPlanSettings),
  responses: {
    200: json(ZPlanSettingsReply, 'My settings as they take effect now'),
    400: errorResponse('VALIDATION_FAILED (not a boolean, an unknown field)'),
    401: errorResponse('Not signed in'),
    403: unavailable,
  },
});

export function planSettingsRoutes() {
  const app = signedInRouter();
  app.openapi(getSettings, async (c) => {
    const { db, clock } = c.var.deps;
    return c.json(await mySettings(db, c.var.viewer.id, clock.now()), 200);
  });
  app.openapi(putSettings, async (c) => {
    const { db, clock } = c.var.deps;
    return c.json(await changeSettings(db, c.var.viewer.id, c.req.valid('json'), clock.now()), 200);
  });
  return app;
}
