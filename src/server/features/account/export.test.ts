import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles } from '../../db/schema/index.ts';
import { eq } from 'drizzle-orm';
import { expectError, yearsAgo } from '../../../../tests/support/api-calls.ts';
import { buildConnection, buildMessage } from '../../../../tests/support/factories/connections.ts';
import { buildFavorite } from '../../../../tests/support/factories/favorites.ts';
import { buildCouple, buildSignedIn } from '../../../../tests/support/factories/members.ts';
import { givePremium } from '../../../../tests/support/factories/memberships.ts';
import { buildProfileView } from '../../../../tests/support/factories/profile-views.ts';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.ts';
import { EXPORT_PAGE } from './export-data.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function download(cookie: string | undefined) {
  const response = await t.request('/api/me/export', cookie ? { cookie } : {});
  const bytes = new Uint8Array(await response.arrayBuffer());
  return { response, bytes };
}

const filesOf = (bytes: Uint8Array) => unzipSync(bytes);
const jsonOf = (files: Record<string, Uint8Array>, name: string): unknown =>
  JSON.parse(strFromU8(files[name]!));

describe('GET /api/me/export', () => {
  it("holds the member's own data, her photo, and of others only ids and names", async () => {
    const { man, woman } = await buildCouple(t, {
      man: { profile: { phone: '+441234567890', dateOfBirth: yearsAgo(33) } },
      woman: { profile: { phone: '+447700900123', dateOfBirth: yearsAgo(28) } },
    });
    const photoUrl = await t.deps.storage.put(
      `photos/${woman.id}/mine.webp`,
      Buffer.from('her-photo'),
      'image/webp',
    );
    await t.db.update(profiles).set({ profilePhotoUrl: photoUrl }).where(eq(profiles.userId, woman.id));
    const chat = await buildConnection(t.db, man.id, woman.id);
    // More than one page of messages, read a page at a time; a second apart, so their order is fixed
    // (two inserts may get the same now() on a coarse clock, and then the random ids decide).
    const first = Date.now() - 3_600_000;
    for (let i = 0; i < EXPORT_PAGE + 3; i++) {
      await buildMessage(t.db, chat.id, i % 2 ? man.id : woman.id, {
        content: `message ${i}`,
        createdAt: new Date(first + i * 1000),
      });
    }
    await buildFavorite(t.db, woman.id, man.id);
    await buildProfileView(t.db, man.id, woman.id);
    await buildProfileView(t.db, woman.id, man.id);
    await givePremium(t.db, woman.id);

    const { response, bytes } = await download(woman.cookie);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="mithaq-data-\d{4}-\d{2}-\d{2}\.zip"$/,
    );
    expect(response.headers.get('cache-control')).toBe('no-store');
    const files = filesOf(bytes);
    expect(Object.keys(files).sort()).toEqual(
      [
        'README.txt',
        'account.json',
        'connections.json',
        'favourites.json',
        'membership.json',
        'messages.json',
        'photos/mine.webp',
        'profile-views.json',
        'profile.json',
      ].sort(),
    );
    expect(strFromU8(files['photos/mine.webp']!)).toBe('her-photo');
    expect(jsonOf(files, 'account.json')).toMatchObject({ id: woman.id, email: woman.email });
    expect(jsonOf(files, 'profile.json')).toMatchObject({ user_id: woman.id, phone: '+447700900123' });
    expect(jsonOf(files, 'connections.json')).toEqual([
      expect.objectContaining({
        id: chat.id,
        status: 'accepted',
        other: { user_id: man.id, full_name: man.name },
      }),
    ]);
    const messages = jsonOf(files, 'messages.json') as { content: string; from: string }[];
    expect(messages).toHaveLength(EXPORT_PAGE + 3);
    expect(messages[0]).toMatchObject({ content: 'message 0', from: 'me' });
    expect(messages[1]).toMatchObject({ content: 'message 1', from: 'them' });
    const views = jsonOf(files, 'profile-views.json') as { viewed_me: unknown[]; i_viewed: unknown[] };
    expect(views.viewed_me).toEqual([
      expect.objectContaining({ viewer: { user_id: man.id, full_name: man.name } }),
    ]);
    expect(views.i_viewed).toEqual([
      expect.objectContaining({ viewed: { user_id: man.id, full_name: man.name } }),
    ]);
    expect(jsonOf(files, 'favourites.json')).toEqual([expect.objectContaining({ user_id: man.id })]);
    const membership = jsonOf(files, 'membership.json') as { memberships: unknown[]; payments: unknown[] };
    expect(membership.memberships.length).toBeGreaterThan(0);

    // Nothing private of his: e-mail, phone, date of birth.
    const everything = Object.values(files)
      .map((f) => strFromU8(f))
      .join('\n');
    expect(everything).not.toContain(man.email);
    expect(everything).not.toContain('+441234567890');
    expect(everything).not.toContain(yearsAgo(33));
  });

  it('refuses visitors and allows 3 downloads an hour', async () => {
    expectError(
      { status: (await download(undefined)).response.status, body: { error: { code: 'UNAUTHORIZED' } } },
      401,
      'UNAUTHORIZED',
    );
    const member = await buildSignedIn(t);
    for (let i = 0; i < 3; i++) expect((await download(member.cookie)).response.status).toBe(200);
    const refused = await t.request('/api/me/export', { cookie: member.cookie });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await refused.json()).toMatchObject({ error: { code: 'RATE_LIMITED' } });
  });
});
