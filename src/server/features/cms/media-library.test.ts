import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cmsPages, cmsPosts, staffActions } from '../../db/schema/index.ts';
import { MEDIA_LIMITS, MEDIA_TEXTS, type TMediaFile } from '../../../shared/cms/media-contract.ts';
import type { TListPage } from '../../../shared/cms/cms-contract.ts';
import { buildSignedIn, type SignedIn } from '../../../../tests/support/factories/members.ts';
import { imageBytes, listMedia } from '../../../../tests/support/images.ts';
import { minimalPdf, uploadMedia } from '../../../../tests/support/media-files.ts';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.ts';

let t: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  admin = await buildSignedIn(t, { role: 'admin' });
});
afterAll(async () => {
  await t.close();
});

async function upload(name: string, bytes?: Uint8Array): Promise<TMediaFile> {
  t.clock.set(new Date(t.clock.now().getTime() + 60_000));
  const file = bytes ?? (await imageBytes('png', { width: 400, height: 200 }));
  const { status, body } = await uploadMedia(t, admin.cookie, [{ bytes: file, name, type: 'image/png' }]);
  expect(status).toBe(201);
  return body.uploaded[0]!;
}

/** The audit records about one file, oldest first. */
const auditOf = (mediaId: string) =>
  t.db
    .select({ action: staffActions.action, actor: staffActions.actorId, details: staffActions.details })
    .from(staffActions)
    .where(sql`${staffActions.details}->>'media_id' = ${mediaId}`)
    .orderBy(staffActions.id);

const call = async <T>(path: string, init: RequestInit & { json?: unknown; cookie?: string } = {}) => {
  const response = await t.request(path, { cookie: admin.cookie, ...init });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
};

describe('the media library', () => {
  it('lists newest first, searches name and alt text, filters by type, pages on the server', async () => {
    const sunrise = await upload('sunrise-mosque.png');
    const guide = await upload('wedding-guide.pdf', minimalPdf());
    const garden = await upload('garden.png');
    expect(
      (
        await call(`/api/cms/media/${garden.id}`, {
          method: 'PUT',
          json: { alt_text: '  Sunrise over the garden ' },
        })
      ).body,
    ).toMatchObject({ alt_text: 'Sunrise over the garden' });

    const all = await call<TListPage<TMediaFile>>('/api/cms/media');
    expect(all.status).toBe(200);
    expect(all.body.items.map((f) => f.id)).toEqual([garden.id, guide.id, sunrise.id]);
    expect(all.body).toMatchObject({ total: 3, page: 1, page_size: MEDIA_LIMITS.pageSize });

    const search = await call<TListPage<TMediaFile>>('/api/cms/media?search=SUNRISE');
    expect(search.body.items.map((f) => f.id)).toEqual([garden.id, sunrise.id]);
    const literal = await call<TListPage<TMediaFile>>('/api/cms/media?search=%25');
    expect(literal.body.total).toBe(0);
    const docs = await call<TListPage<TMediaFile>>('/api/cms/media?type=document');
    expect(docs.body.items.map((f) => f.original_name)).toEqual(['wedding-guide.pdf']);
    const page2 = await call<TListPage<TMediaFile>>('/api/cms/media?page=2');
    expect(page2.body).toMatchObject({ items: [], total: 3, page: 2 });
    expect((await call('/api/cms/media?type=spreadsheet')).status).toBe(400);
  });

  it('edits the alt text (empty clears it), refuses one that is too long', async () => {
    const file = await upload('portrait.png');
    const long = await call<{ error: { fields: Record<string, string> } }>(`/api/cms/media/${file.id}`, {
      method: 'PUT',
      json: { alt_text: 'x'.repeat(MEDIA_LIMITS.altText + 1) },
    });
    expect(long.status).toBe(400);
    expect(long.body.error.fields.alt_text).toBeDefined();
    expect((await call<TMediaFile>(`/api/cms/media/${file.id}`)).body.alt_text).toBeNull();
    const cleared = await call<TMediaFile>(`/api/cms/media/${file.id}`, {
      method: 'PUT',
      json: { alt_text: ' ' },
    });
    expect(cleared.body.alt_text).toBeNull();
    const audit = await auditOf(file.id);
    expect(audit.map((r) => [r.action, r.details.after])).toEqual([
      ['media.uploaded', undefined],
      ['media.updated', { alt_text: null }],
    ]);
    expect(
      (
        await call(`/api/cms/media/00000000-0000-4000-8000-000000000000`, {
          method: 'PUT',
          json: { alt_text: 'a' },
        })
      ).status,
    ).toBe(404);
  });

  it('names the posts and pages that use a file, refuses to delete it unless forced, then removes its files', async () => {
    const file = await upload('cover.png', await imageBytes('png', { width: 900, height: 500 }));
    const unused = await upload('spare.png');
    const variant = file.variants[0]!.url;
    const [post] = await t.db
      .insert(cmsPosts)
      .values({
        title: 'Our story',
        slug: 'our-story',
        content: `<p>Hi</p><img src="http://localhost:3000${variant}">`,
      })
      .returning();
    const [page] = await t.db
      .insert(cmsPages)
      .values({ title: 'About', slug: 'about-us', content: '<p>About</p>', featuredImageUrl: file.file_url })
      .returning();

    const found = await call<TMediaFile>(`/api/cms/media/${file.id}`);
    expect(found.body.used_by).toEqual([
      { kind: 'post', id: post!.id, title: 'Our story' },
      { kind: 'page', id: page!.id, title: 'About' },
    ]);
    const listed = await call<TListPage<TMediaFile>>('/api/cms/media?search=cover');
    expect(listed.body.items[0]!.used_by).toHaveLength(2);

    const refused = await call<{ error: { code: string; message: string } }>(`/api/cms/media/${file.id}`, {
      method: 'DELETE',
    });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toEqual({ code: 'MEDIA_IN_USE', message: MEDIA_TEXTS.inUse });
    const folder = file.file_url.split('/')[3]!;
    expect((await listMedia(t)).filter((f) => f.includes(folder))).toHaveLength(1 + file.variants.length);

    const forced = await call(`/api/cms/media/${file.id}?force=true`, { method: 'DELETE' });
    expect(forced).toEqual({ status: 200, body: { message: 'Media file deleted successfully' } });
    const audit = await auditOf(file.id);
    expect(audit.map((r) => r.action)).toEqual(['media.uploaded', 'media.deleted']);
    expect(audit.every((r) => r.actor === admin.id)).toBe(true);
    expect(audit[1]!.details).toMatchObject({
      original_name: 'cover.png',
      forced: true,
      used_by: [
        { kind: 'post', id: post!.id, title: 'Our story' },
        { kind: 'page', id: page!.id, title: 'About' },
      ],
    });
    expect((await call(`/api/cms/media/${file.id}`)).status).toBe(404);
    expect((await listMedia(t)).filter((f) => f.includes(folder))).toEqual([]);
    expect((await t.request(file.file_url)).status).toBe(404);

    expect((await call(`/api/cms/media/${unused.id}`, { method: 'DELETE' })).status).toBe(200);
    expect((await auditOf(unused.id)).at(-1)?.details).toMatchObject({ forced: false, used_by: [] });
    expect((await call(`/api/cms/media/${unused.id}`, { method: 'DELETE' })).status).toBe(404);
  });

  it('answers 401 to visitors and 403 to members and moderators on every media route', async () => {
    const file = await upload('private.png');
    const member = await buildSignedIn(t);
    const moderator = await buildSignedIn(t, { role: 'moderator' });
    const routes: [string, RequestInit & { json?: unknown }][] = [
      ['/api/cms/media', {}],
      [`/api/cms/media/${file.id}`, {}],
      [`/api/cms/media/${file.id}`, { method: 'PUT', json: { alt_text: 'hacked' } }],
      [`/api/cms/media/${file.id}?force=true`, { method: 'DELETE' }],
    ];
    for (const [path, init] of routes) {
      expect((await t.request(path, init)).status).toBe(401);
      expect((await t.request(path, { ...init, cookie: member.cookie })).status).toBe(403);
      expect((await t.request(path, { ...init, cookie: moderator.cookie })).status).toBe(403);
    }
    expect((await call<TMediaFile>(`/api/cms/media/${file.id}`)).body.alt_text).toBeNull();
  });
});
