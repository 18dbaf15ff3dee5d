import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/rows.ts';
import { BROWSE_SORTS } from '../../../shared/discovery/discovery-contract.ts';
import { buildFavorite } from '../../../../tests/support/factories/favorites.ts';
import {
  buildMember,
  buildSignedIn,
  type MemberOptions,
} from '../../../../tests/support/factories/members.ts';
import { uniqueToken } from '../../../../tests/support/api-calls.ts';
import { givePremium } from '../../../../tests/support/factories/memberships.ts';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type Card = Record<string, unknown> & {
  user_id: string;
  full_name: string;
  age: number | null;
  is_favorite: boolean;
};
type Page = { profiles: Card[]; page: number; page_size: number; total: number };

const token = () => uniqueToken('Bz');

async function browse(cookie: string, query: Record<string, string>) {
  const response = await t.request(`/api/browse?${new URLSearchParams(query).toString()}`, { cookie });
  return { status: response.status, body: (await response.json()) as Page };
}

const today = new Date();
/** A birth date that makes the member `years` old today. */
const bornYearsAgo = (years: number) =>
  `${today.getUTCFullYear() - years}-${String(today.getUTCMonth() + 1).padStart(2, '0')}-${String(today.getUTCDate()).padStart(2, '0')}`;

const woman = (name: string, profile: MemberOptions['profile'] = {}) =>
  buildMember(t.db, { gender: 'female', name, profile });

describe('GET /api/browse', () => {
  it('finds a name whatever the case, in any script, as ILIKE would', async () => {
    const name = token();
    const me = await buildSignedIn(t, { gender: 'male', name: `${name} Me` });
    const asa = await woman(`${name} ÅSA Özdemir`);
    const lale = await woman(`${name} Lâle Ünal`);
    for (const [search, expected] of [
      [`${name.toUpperCase()} åsa öz`, [asa.id]],
      [`${name.toLowerCase()} LÂLE`, [lale.id]],
      [name.toLowerCase(), [asa.id, lale.id].sort()],
    ] as const) {
      const { body } = await browse(me.cookie, { search });
      expect(body.profiles.map((p) => p.user_id).sort()).toEqual(expected);
      const pattern = `%${search}%`;
      const viaIlike = await t.db.execute(
        sql`select user_id from profiles where full_name ilike ${pattern} and gender = 'female' order by user_id`,
      );
      expect(rowsOf<{ user_id: string }>(viaIlike).map((r) => r.user_id)).toEqual(expected);
    }
  });

  it('answers 401 to a visitor', async () => {
    const response = await t.request('/api/browse');
    expect(response.status).toBe(401);
  });

  it('lists named members of the opposite gender only, never me, with the card fields and nothing private', async () => {
    const name = token();
    const me = await buildSignedIn(t, { gender: 'male', name: `${name} Me` });
    const brother = await buildMember(t.db, { gender: 'male', name: `${name} Brother` });
    const nameless = await woman(`${name} Nameless`, { fullName: null });
    const sister = await woman(`${name} Sister`, {
      dateOfBirth: bornYearsAgo(29),
      phone: '+44 20 7946 0001',
      currentCountry: 'Canada',
      currentState: 'Ontario',
      occupation: 'Nurse',
      educationalQualification: "Bachelor's Degree",
      religionCommunity: 'Sunni',
      profilePhotoThumbUrl: '/media/photos/s/t-256.webp',
    });
    const response = await t.request(`/api/browse?search=${name}`, { cookie: me.cookie });
    const text = await response.text();
    const body = JSON.parse(text) as Page;
    expect(body).toMatchObject({ page: 1, page_size: 20, total: 1 });
    expect(body.profiles.map((p) => p.user_id)).toEqual([sister.id]);
    expect(body.profiles[0]).toEqual({
      user_id: sister.id,
      full_name: `${name} Sister`,
      age: 29,
      current_country: 'Canada',
      current_state: 'Ontario',
      location: 'Ontario, Canada',
      occupation: 'Nurse',
      educational_qualification: "Bachelor's Degree",
      religion_community: 'Sunni',
      marital_status: 'single',
      profile_photo_thumb_url: '/media/photos/s/t-256.webp',
      profile_photo_url: null,
      photo_hidden: false,
      is_favorite: false,
      is_featured: false,
      verified: false,
    });
    for (const secret of ['+44 20 7946 0001', bornYearsAgo(29), sister.email, '"email"', 'date_of_birth'])
      expect(text).not.toContain(secret);

    const all = await browse(me.cookie, {});
    const ids = all.body.profiles.map((p) => p.user_id);
    expect(ids).not.toContain(me.id);
    expect(ids).not.toContain(brother.id);
    expect(ids).not.toContain(nameless.id);
  });

  it('answers an empty page to a member without a gender', async () => {
    await woman(`${token()} Someone`);
    const me = await buildSignedIn(t, { profile: { gender: null } });
    expect((await browse(me.cookie, {})).body).toEqual({
      profiles: [],
      page: 1,
      page_size: 20,
      total: 0,
      total_capped: false,
      has_more: false,
      needs_basics: true,
    });
  });

  it('sorts newest, oldest, by name and by age, with members of unknown age last', async () => {
    const name = token();
    const me = await buildSignedIn(t, { gender: 'male', name: `${name} Me` });
    const at = (iso: string) => new Date(`${iso}T00:00:00Z`);
    const zara = await woman(`${name} zara`, { dateOfBirth: bornYearsAgo(22), createdAt: at('2025-03-01') });
    const amina = await woman(`${name} Amina`, {
      dateOfBirth: bornYearsAgo(35),
      createdAt: at('2025-01-01'),
    });
    const maryam = await woman(`${name} Maryam`, {
      dateOfBirth: bornYearsAgo(28),
      createdAt: at('2025-02-01'),
    });
    const unknown = await woman(`${name} Bushra`, { dateOfBirth: null, createdAt: at('2024-12-01') });
    const order = async (sort: string) =>
      (await browse(me.cookie, { search: name, sort })).body.profiles.map((p) => p.user_id);
    expect(await order('newest')).toEqual([zara.id, maryam.id, amina.id, unknown.id]);
    expect(await order('oldest')).toEqual([unknown.id, amina.id, maryam.id, zara.id]);
    expect(await order('name')).toEqual([amina.id, unknown.id, maryam.id, zara.id]);
    expect(await order('age_asc')).toEqual([zara.id, maryam.id, amina.id, unknown.id]);
    expect(await order('age_desc')).toEqual([amina.id, maryam.id, zara.id, unknown.id]);
  });

  it('pages 20 at a time in a stable order: no profile twice, none skipped, even when every date ties', async () => {
    const name = token();
    const me = await buildSignedIn(t, { gender: 'female', name: `${name} Me` });
    const same = new Date('2025-05-05T05:05:05Z');
    const ids: string[] = [];
    for (let i = 0; i < 45; i++) {
      const m = await buildMember(t.db, {
        gender: 'male',
        name: `${name} ${i % 2 ? 'Ali' : 'Omar'}`,
        profile: { createdAt: same, dateOfBirth: i % 3 ? bornYearsAgo(30) : null },
      });
      ids.push(m.id);
    }
    for (const sort of BROWSE_SORTS) {
      const seen: string[] = [];
      for (const page of [1, 2, 3]) {
        const { body } = await browse(me.cookie, { search: name, sort, page: String(page) });
        expect(body.total).toBe(45);
        expect(body.profiles).toHaveLength(page < 3 ? 20 : 5);
        seen.push(...body.profiles.map((p) => p.user_id));
      }
      expect(new Set(seen).size, sort).toBe(45);
      expect([...seen].sort()).toEqual([...ids].sort());
      const { body } = await browse(me.cookie, { search: name, sort, page: '4' });
      // needs_basics: the factory's member has no date of birth (the basics: name, gender, date of birth).
      expect(body).toEqual({
        profiles: [],
        page: 4,
        page_size: 20,
        total: 45,
        total_capped: false,
        has_more: false,
        needs_basics: true,
      });
    }
  });

  it('filters by age (default 18-50; no date of birth passes), country, community, education and marital status', async () => {
    const name = token();
    const me = await buildSignedIn(t, { gender: 'male', name: `${name} Me` });
    // The Advanced Filters are a plan's (advanced-filters.test.ts: without them).
    await givePremium(t.db, me.id);
    const young = await woman(`${name} Young`, {
      dateOfBirth: bornYearsAgo(24),
      currentCountry: 'Canada',
      religionCommunity: 'Sunni',
      educationalQualification: "Bachelor's Degree",
    });
    const middle = await woman(`${name} Middle`, {
      dateOfBirth: bornYearsAgo(40),
      currentCountry: 'Pakistan',
      religionCommunity: 'Shia',
      maritalStatus: 'divorced',
    });
    const older = await woman(`${name} Older`, { dateOfBirth: bornYearsAgo(55), currentCountry: 'Canada' });
    const unknown = await woman(`${name} Unknown`, { dateOfBirth: null, maritalStatus: 'widowed' });
    const ids = async (query: Record<string, string>) =>
      (await browse(me.cookie, { search: name, ...query })).body.profiles.map((p) => p.user_id).sort();
    const sorted = (...list: { id: string }[]) => list.map((m) => m.id).sort();
    expect(await ids({})).toEqual(sorted(young, middle, unknown));
    expect(await ids({ min_age: '18', max_age: '100' })).toEqual(sorted(young, middle, older, unknown));
    expect(await ids({ min_age: '24', max_age: '24' })).toEqual(sorted(young, unknown));
    expect(await ids({ min_age: '41', max_age: '60' })).toEqual(sorted(older, unknown));
    expect(await ids({ location: 'Canada' })).toEqual(sorted(young));
    expect(await ids({ location: 'Canada', max_age: '90' })).toEqual(sorted(young, older));
    expect(await ids({ religion: 'Shia' })).toEqual(sorted(middle));
    expect(await ids({ education: "Bachelor's Degree" })).toEqual(sorted(young));
    expect(await ids({ marital_status: 'widowed' })).toEqual(sorted(unknown));
    expect(await ids({ marital_status: 'single' })).toEqual(sorted(young));
  });

  it('falls back to 18 and 50 when an age is not a number, and clamps numbers to whole years from 18 to 100', async () => {
    const name = token();
    const me = await buildSignedIn(t, { gender: 'male', name: `${name} Me` });
    const twenty = await woman(`${name} Twenty`, { dateOfBirth: bornYearsAgo(20) });
    const sixty = await woman(`${name} Sixty`, { dateOfBirth: bornYearsAgo(60) });
    const ids = async (query: Record<string, string>) => {
      const { status, body } = await browse(me.cookie, { search: name, ...query });
      expect(status).toBe(200);
      return body.profiles.map((p) => p.user_id).sort();
    };
    expect(await ids({ min_age: 'abc', max_age: 'xyz' })).toEqual([twenty.id]);
    expect(await ids({ min_age: '', max_age: '' })).toEqual([twenty.id]);
    expect(await ids({ min_age: '1e400', max_age: 'NaN' })).toEqual([twenty.id]);
    expect(await ids({ min_age: '-5', max_age: '1000' })).toEqual([twenty.id, sixty.id].sort());
    expect(await ids({ min_age: '20.9', max_age: '20.1' })).toEqual([twenty.id]);
  });

  it('marks my favourites and lists only them with favorites_only=true', async () => {
    const name = token();
    const me = await buildSignedIn(t, { gender: 'male', name: `${name} Me` });
    const liked = await woman(`${name} Liked`);
    const other = await woman(`${name} Other`);
    const someoneElse = await buildMember(t.db, { gender: 'male' });
    await buildFavorite(t.db, me.id, liked.id);
    // Someone else's favourite must not show up as mine.
    await buildFavorite(t.db, someoneElse.id, other.id);
    const all = await browse(me.cookie, { search: name });
    expect(Object.fromEntries(all.body.profiles.map((p) => [p.user_id, p.is_favorite]))).toEqual({
      [liked.id]: true,
      [other.id]: false,
    });
    const only = await browse(me.cookie, { search: name, favorites_only: 'true' });
    expect(only.body.profiles.map((p) => p.user_id)).toEqual([liked.id]);
    expect(only.body.total).toBe(1);
    expect((await browse(me.cookie, { search: name, favorites_only: 'false' })).body.total).toBe(2);
  });
});
