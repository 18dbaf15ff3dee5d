import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  VIEWER_SEARCH_MAX_LENGTH,
  VIEWERS_PAGE_SIZE,
  type TViewersPage,
} from '../../../shared/analytics/analytics-contract.ts';
import { memberPlanSettings, profiles, profileViews } from '../../db/schema/index.ts';
import { placeholderUrlFor } from '../../infra/photo-placeholder.ts';
import {
  buildManyMembers,
  buildMember,
  buildSignedIn,
  type Member,
  type SignedIn,
} from '../../../../tests/support/factories/members.ts';
import { buildConnection } from '../../../../tests/support/factories/connections.ts';
import { givePremium } from '../../../../tests/support/factories/memberships.ts';
import { buildProfileView } from '../../../../tests/support/factories/profile-views.ts';
import { call, expectError, uniqueToken } from '../../../../tests/support/api-calls.ts';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.ts';

const NOW = new Date('2026-06-15T12:00:00.000Z');
const at = (iso: string) => new Date(iso);

let t: TestApp;
let owner: SignedIn;
let yusuf: Member;
let omar: Member;
let bilal: Member;
let older: Member;
let chatId: string;
let bilalPhoto: string;

const visit = (viewerId: string, viewedAt: string, lastViewedAt = viewedAt, viewedId = owner.id) =>
  buildProfileView(t.db, viewerId, viewedId, { viewedAt: at(viewedAt), lastViewedAt: at(lastViewedAt) });

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(NOW);
  owner = await buildSignedIn(t, { gender: 'female' });
  const photo = {
    profilePhotoUrl: '/media/photos/p.webp',
    profilePhotoThumbUrl: '/media/photos/p-thumb.webp',
  };
  yusuf = await buildMember(t.db, {
    gender: 'male',
    name: 'Yusuf Rahman',
    profile: {
      dateOfBirth: '1995-01-01',
      currentState: 'Ontario',
      currentCountry: 'Canada',
      phone: '+15550001234',
      ...photo,
    },
  });
  omar = await buildMember(t.db, {
    gender: 'male',
    name: 'Omar Siddiqui',
    profile: { currentState: 'Punjab', currentCountry: 'Pakistan' },
  });
  bilal = await buildMember(t.db, { gender: 'male', name: 'Bilal Ahmed' });
  // Keys as an upload makes them, so the placeholder of his private photo can be derived.
  bilalPhoto = `/media/photos/${bilal.id}/0a1b2c3d4e5f60718293a4b5.webp`;
  await t.db
    .update(profiles)
    .set({ profilePhotoUrl: bilalPhoto, profilePhotoThumbUrl: bilalPhoto.replace('.webp', '-256.webp') })
    .where(eq(profiles.userId, bilal.id));
  older = await buildMember(t.db, { gender: 'male', name: 'Idris Older' });
  const sister = await buildMember(t.db, { gender: 'female', name: 'Same Gender' });
  const unnamed = await buildMember(t.db, { gender: 'male', profile: { fullName: null } });

  chatId = (await buildConnection(t.db, yusuf.id, owner.id, 'accepted')).id;
  await buildConnection(t.db, owner.id, omar.id, 'pending');
  await givePremium(t.db, bilal.id, NOW);
  await t.db.insert(memberPlanSettings).values({ userId: bilal.id, photosPrivate: true });

  await visit(yusuf.id, '2026-06-14T10:00:00Z', '2026-06-14T10:20:00Z');
  await visit(yusuf.id, '2026-06-15T08:00:00Z', '2026-06-15T08:05:00Z');
  await visit(omar.id, '2026-06-13T09:00:00Z');
  await visit(bilal.id, '2026-06-15T10:00:00Z');
  await visit(older.id, '2026-06-01T10:00:00Z');
  await visit(sister.id, '2026-06-15T11:00:00Z');
  await visit(unnamed.id, '2026-06-15T11:00:00Z');
});
afterAll(async () => {
  await t.close();
});

const viewers = async (query = '', cookie = owner.cookie) => {
  const answer = await call(t, 'GET', `/api/analytics/viewers${query}`, cookie);
  expect(answer.status, answer.text).toBe(200);
  return { page: answer.body as TViewersPage, text: answer.text };
};

describe('GET /api/analytics/viewers', () => {
  it('lists the period viewers I may see, latest first, with visits and badges', async () => {
    const { page } = await viewers();
    expect(page).toMatchObject({ total: 3, page: 1, page_size: VIEWERS_PAGE_SIZE });
    expect(page.items).toEqual([
      {
        id: bilal.id,
        full_name: 'Bilal Ahmed',
        age: null,
        location: null,
        // Private photos, and we are not connected: the blurred placeholder.
        profile_photo_thumb_url: placeholderUrlFor(t.deps.storage, t.config.authSecret, bilalPhoto),
        photo_hidden: true,
        verified: false,
        viewed_at: '2026-06-15T10:00:00.000Z',
        view_count: 1,
        is_premium: true,
        mutual_interest: false,
        connection_id: null,
        request_pending: false,
      },
      {
        id: yusuf.id,
        full_name: 'Yusuf Rahman',
        age: 31,
        location: 'Ontario, Canada',
        profile_photo_thumb_url: '/media/photos/p-thumb.webp',
        photo_hidden: false,
        verified: false,
        viewed_at: '2026-06-15T08:05:00.000Z',
        view_count: 2,
        is_premium: false,
        mutual_interest: true,
        connection_id: chatId,
        request_pending: false,
      },
      {
        id: omar.id,
        full_name: 'Omar Siddiqui',
        age: null,
        location: 'Punjab, Pakistan',
        profile_photo_thumb_url: null,
        photo_hidden: false,
        verified: false,
        viewed_at: '2026-06-13T09:00:00.000Z',
        view_count: 1,
        is_premium: false,
        mutual_interest: false,
        connection_id: null,
        request_pending: true,
      },
    ]);
  });

  it('never sends a viewer’s e-mail, phone or date of birth', async () => {
    const { text } = await viewers('?period=all');
    expect(text).toContain(yusuf.id);
    expect(text).not.toContain(yusuf.email);
    expect(text).not.toContain('+15550001234');
    expect(text).not.toContain('1995-01-01');
    expect(text).not.toMatch(/email|phone|date_of_birth/);
  });

  it('follows the period', async () => {
    expect((await viewers('?period=24h')).page.items.map((v) => v.id)).toEqual([bilal.id, yusuf.id]);
    const month = await viewers('?period=30d');
    expect(month.page.total).toBe(4);
    expect(month.page.items.at(-1)!.id).toBe(older.id);
  });

  it('searches name or location, case-insensitive, anywhere in them', async () => {
    const ids = async (search: string) =>
      (await viewers(`?search=${encodeURIComponent(search)}`)).page.items.map((v) => v.id);
    expect(await ids('yUSuf')).toEqual([yusuf.id]);
    expect(await ids('PAKISTAN')).toEqual([omar.id]);
    expect(await ids('ontario, can')).toEqual([yusuf.id]);
    expect(await ids('ahmed')).toEqual([bilal.id]);
    // LIKE's wildcards are plain characters here.
    expect(await ids('%')).toEqual([]);
    const none = await viewers('?search=nobody-like-this');
    expect(none.page).toEqual({ items: [], total: 0, page: 1, page_size: VIEWERS_PAGE_SIZE });
  });

  it('pages on the server without overlap, and past the end answers an empty page with the total', async () => {
    const pager = await buildSignedIn(t, { gender: 'female' });
    const name = uniqueToken('Pager');
    await buildManyMembers(t.db, { count: VIEWERS_PAGE_SIZE + 2, name, gender: 'male' });
    const many = await t.db
      .select({ id: profiles.userId })
      .from(profiles)
      .where(like(profiles.fullName, `${name} %`));
    await t.db.insert(profileViews).values(
      many.map(({ id }, i) => {
        const viewedAt = new Date(NOW.getTime() - (i + 1) * 60_000);
        return { viewerId: id, viewedProfileId: pager.id, viewedAt, lastViewedAt: viewedAt };
      }),
    );
    const first = (await viewers('?page=1', pager.cookie)).page;
    const second = (await viewers('?page=2', pager.cookie)).page;
    expect(first.total).toBe(VIEWERS_PAGE_SIZE + 2);
    expect(first.items).toHaveLength(VIEWERS_PAGE_SIZE);
    expect(second.items).toHaveLength(2);
    expect([...first.items, ...second.items].map((v) => v.id)).toEqual(many.map(({ id }) => id));
    const past = (await viewers('?page=3', pager.cookie)).page;
    expect(past).toEqual({ items: [], total: VIEWERS_PAGE_SIZE + 2, page: 3, page_size: VIEWERS_PAGE_SIZE });
  });

  it('lists nobody for a member without a gender (nobody is visible to them)', async () => {
    const genderless = await buildSignedIn(t, { profile: false });
    await visit(yusuf.id, '2026-06-15T09:00:00Z', '2026-06-15T09:00:00Z', genderless.id);
    expect((await viewers('', genderless.cookie)).page).toMatchObject({ items: [], total: 0 });
  });
});

describe('GET /api/analytics/viewers refusals', () => {
  it('refuses a visitor', async () => {
    expectError(await call(t, 'GET', '/api/analytics/viewers', undefined), 401, 'UNAUTHORIZED');
  });

  it.each([
    ['period=1y', 'period'],
    ['page=0', 'page'],
    ['page=501', 'page'],
    ['page=two', 'page'],
    [`search=${'a'.repeat(VIEWER_SEARCH_MAX_LENGTH + 1)}`, 'search'],
  ])('refuses %s with the field named', async (query, field) => {
    const answer = await call(t, 'GET', `/api/analytics/viewers?${query}`, owner.cookie);
    expectError(answer, 400, 'VALIDATION_FAILED');
    expect(answer.body).toMatchObject({ error: { fields: { [field]: expect.any(String) } } });
  });
});
