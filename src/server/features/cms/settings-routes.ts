import { createRoute, z } from '@hono/zod-openapi';
import { ApiError, notFound } from '../../http/errors.ts';
import { errorResponse, json, jsonBody } from '../../http/openapi.ts';
import { staffRouter } from '../../http/router.ts';
import { SETTING_TYPES, SETTING_VALUE_MAX } from '../../../shared/cms/settings-contract.ts';
import { announceCmsChange } from './cms-changes.ts';
import { findSetting, listSettings, updateSetting } from './settings-service.ts';

const ZSetting = z
  .object({
    key: z.string(),
    value: z.string(),
    group: z.string(),
    type: z.enum(SETTING_TYPES),
    label: z.string(),
    description: z.string().nullable(),
    display_order: z.number().int(),
    updated_at: z.string(),
  })
  .openapi('CmsSetting');

const ZSettingsAnswer = z
  .object({ groups: z.array(z.object({ group: z.string(), settings: z.array(ZSetting) })) })
  .openapi('CmsSettings');

const ZKey = z.object({ key: z.string().max(100) });
const ZSettingUpdateBody = z.strictObject({
  value: z.string({ error: 'The value must be text' }).max(SETTING_VALUE_MAX * 2),
});

const denied = { 401: errorResponse('Not signed in'), 403: errorResponse('Not an admin') };

const getSettings = createRoute({
  method: 'get',
  path: '/api/cms/settings',
  tags: ['cms'],
  summary:
    'Every site setting, grouped (general, seo, blog, social, then any other), each group by display_order. Settings are a fixed set the site reads: there is no POST or DELETE. Admins only.',
  responses: { 200: json(ZSettingsAnswer, 'The settings by group'), ...denied },
});

const getSetting = createRoute({
  method: 'get',
  path: '/api/cms/settings/{key}',
  tags: ['cms'],
  summary: 'One setting by key. Admins only.',
  request: { params: ZKey },
  responses: { 200: json(ZSetting, 'The setting'), ...denied, 404: errorResponse('No setting has this key') },
});

const putSetting = createRoute({
  method: 'put',
  path: '/api/cms/settings/{key}',
  tags: ['cms'],
  summary:
    "Saves a setting's value, checked by its type: boolean 'true'|'false', number an integer (posts_per_page 1-50), email an address, url empty or http(s), text one line of at most 200, textarea at most 2,000. Stamps who and when; visitors see it at once. Admins only.",
  request: { params: ZKey, ...jsonBody(ZSettingUpdateBody) },
  responses: {
    200: json(ZSetting, 'The saved setting'),
    400: errorResponse('VALIDATION_FAILED with fields.value: the value does not fit the setting type'),
    ...denied,
    404: errorResponse('No setting has this key'),
  },
});

/** Site settings (issue 22 item 6): read and update only. */
export function settingsRoutes() {
  const app = staffRouter('admin');
  app.openapi(getSettings, async (c) => c.json(await listSettings(c.var.deps.db), 200));
  app.openapi(getSetting, async (c) => {
    const setting = await findSetting(c.var.deps.db, c.req.valid('param').key);
    if (!setting) throw notFound('Setting');
    return c.json(setting, 200);
  });
  app.openapi(putSetting, async (c) => {
    const { db, clock, bus } = c.var.deps;
    const outcome = await updateSetting(db, c.req.valid('param').key, c.req.valid('json').value, {
      actor: c.var.viewer,
      at: clock.now(),
    });
    if (outcome.kind === 'not-found') throw notFound('Setting');
    if (outcome.kind === 'invalid')
      throw new ApiError(400, 'VALIDATION_FAILED', outcome.message, { value: outcome.message });
    if (outcome.changed) await announceCmsChange(bus);
    return c.json(outcome.setting, 200);
  });
  return app;
}
