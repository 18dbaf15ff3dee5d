import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cmsSettings, staffActions } from '../../db/schema/index.ts';
import type { TSetting, TSettingsAnswer } from '../../../shared/cms/settings-contract.ts';
import { buildSignedIn, type SignedIn } from '../../../../tests/support/factories/members.ts';
import { recordEvents } from '../../../../tests/support/api-calls.ts';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.ts';
import { readSiteSettings } from './settings-reader.ts';

let t: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  admin = await buildSignedIn(t, { role: 'admin' });
});
afterAll(async () => {
  await t.close();
});

type ErrorAnswer = { error: { code: string; message: string; fields?: Record<string, string> } };
const call = async <T>(path: string, init: RequestInit & { json?: unknown } = {}) => {
  const response = await t.request(path, { cookie: admin.cookie, ...init });
  return { status: response.status, body: (await response.json()) as T };
};
const put = (key: string, value: unknown) =>
  call<TSetting & ErrorAnswer>(`/api/cms/settings/${key}`, { method: 'PUT', json: { value } });
const stored = async (key: string) =>
  (await t.db.select().from(cmsSettings).where(eq(cmsSettings.settingKey, key)))[0];
/** The audit records of changes to one setting, oldest first. */
const auditOf = (key: string) =>
  t.db
    .select({ actor: staffActions.actorId, details: staffActions.details })
    .from(staffActions)
    .where(and(eq(staffActions.action, 'setting.updated'), sql`${staffActions.details}->>'key' = ${key}`))
    .orderBy(staffActions.id);

describe('site settings', () => {
  it('lists the seeded settings grouped in the known order, each group by display order', async () => {
    const { status, body } = await call<TSettingsAnswer>('/api/cms/settings');
    expect(status).toBe(200);
    expect(body.groups.map((g) => [g.group, g.settings.map((s) => s.key)])).toEqual([
      ['general', ['site_name', 'site_tagline', 'contact_email']],
      ['seo', ['default_meta_description']],
      ['blog', ['posts_per_page', 'show_featured_posts']],
      ['social', ['social_facebook', 'social_instagram', 'social_x']],
      ['moderation', ['photo_pre_approval']],
    ]);
    expect(body.groups[2]!.settings[0]).toMatchObject({
      type: 'number',
      value: '9',
      label: 'Posts per page',
    });
    expect((await call<TSetting>('/api/cms/settings/contact_email')).body.type).toBe('email');
    expect((await call<ErrorAnswer>('/api/cms/settings/no_such_key')).status).toBe(404);
  });

  it('refuses a value of the wrong type with the field message and changes nothing', async () => {
    const cases: [string, unknown][] = [
      ['show_featured_posts', 'yes'],
      ['show_featured_posts', 'TRUE'],
      ['posts_per_page', '2.5'],
      ['posts_per_page', '0'],
      ['posts_per_page', '51'],
      ['posts_per_page', 'ten'],
      ['contact_email', 'not-an-address'],
      ['social_x', 'javascript:alert(1)'],
      ['social_x', 'x.com/mithaq'],
      ['site_name', 'two\nlines'],
      ['site_name', 'n'.repeat(201)],
      ['default_meta_description', 'd'.repeat(2_001)],
      ['site_name', 42],
    ];
    for (const [key, value] of cases) {
      const before = await stored(key);
      const answer = await put(key, value);
      expect([key, value, answer.status]).toEqual([key, value, 400]);
      expect(answer.body.error.fields?.value).toEqual(expect.any(String));
      expect(await stored(key)).toEqual(before);
    }
    expect((await put('posts_per_page', '0')).body.error.fields?.value).toBe(
      'The value must be between 1 and 50',
    );
    expect((await put('no_such_key', 'x')).status).toBe(404);
  });

  it('saves a good value, stamps who and when, and the public site reads it', async () => {
    t.clock.set(new Date('2030-05-01T10:00:00Z'));
    const { events, stop } = recordEvents(t);
    const saved = await put('site_name', '  Mithaq Blog ');
    stop();
    expect(events.map((e) => e.type)).toEqual(['cms.changed']);
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ key: 'site_name', value: 'Mithaq Blog' });
    expect(saved.body.updated_at).toMatch(/^2030-05-01T10:00:0\d\.\d{3}Z$/);
    expect((await stored('site_name'))?.updatedBy).toBe(admin.id);
    // Saving the same value again changes nothing, so it is not audited.
    expect((await put('site_name', 'Mithaq Blog')).status).toBe(200);
    expect(await auditOf('site_name')).toEqual([
      {
        actor: admin.id,
        details: { key: 'site_name', before: { value: expect.any(String) }, after: { value: 'Mithaq Blog' } },
      },
    ]);
    expect((await put('posts_per_page', '12')).body.value).toBe('12');
    expect((await put('show_featured_posts', 'false')).body.value).toBe('false');
    expect((await put('social_instagram', 'https://instagram.com/mithaq')).status).toBe(200);
    expect((await put('contact_email', 'hello@mithaq.example')).status).toBe(200);
    expect((await put('default_meta_description', 'Line one\nLine two')).body.value).toBe(
      'Line one\nLine two',
    );

    const site = await readSiteSettings(t.db);
    expect(site).toMatchObject({
      site_name: 'Mithaq Blog',
      contact_email: 'hello@mithaq.example',
      posts_per_page: 12,
      show_featured_posts: false,
      social: { facebook: null, instagram: 'https://instagram.com/mithaq', x: null },
    });
  });

  it('offers no way to create or delete settings, and refuses non-admins', async () => {
    expect((await call('/api/cms/settings', { method: 'POST', json: { key: 'k', value: 'v' } })).status).toBe(
      404,
    );
    expect((await call('/api/cms/settings/site_name', { method: 'DELETE' })).status).toBe(404);
    const member = await buildSignedIn(t);
    const moderator = await buildSignedIn(t, { role: 'moderator' });
    const routes: [string, RequestInit & { json?: unknown }][] = [
      ['/api/cms/settings', {}],
      ['/api/cms/settings/site_name', {}],
      ['/api/cms/settings/site_name', { method: 'PUT', json: { value: 'Hacked' } }],
    ];
    for (const [path, init] of routes) {
      expect((await t.request(path, init)).status).toBe(401);
      expect((await t.request(path, { ...init, cookie: member.cookie })).status).toBe(403);
      expect((await t.request(path, { ...init, cookie: moderator.cookie })).status).toBe(403);
    }
    expect((await stored('site_name'))?.settingValue).not.toBe('Hacked');
  });
});
