import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles } from '../../db/schema/index.ts';
import { matchScore } from '../../../shared/rules/match-score.ts';
import { buildMember, buildSignedIn } from '../../../../tests/support/factories/members.ts';
import { uniqueToken } from '../../../../tests/support/api-calls.ts';
import { givePremium } from '../../../../tests/support/factories/memberships.ts';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.ts';
import { matchProfileOf } from '../../domain/profile/profile-fields.ts';

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
  score: number;
  reasons: string[];
};
type Answer = { matches: Card[]; total: number; best: number | null };

/** A word no other test's names contain, so `search` isolates one test's members. */
const token = () => uniqueToken('Qz');

const ME: Partial<typeof profiles.$inferInsert> = {
  dateOfBirth: '1994-05-10',
  partnerAgeRange: '25-35',
  religionCommunity: 'Sunni',
  religiousBeliefs: 'Moderate',
  partnerEducation: "Bachelor's Degree or higher",
  educationalQualification: "Master's Degree",
  currentCountry: 'Canada',
  currentState: 'Ontario',
  partnerCareerPreferences: 'Engineer or doctor',
  occupation: 'Doctor',
  languagesSpoken: ['English', 'Arabic'],
  familyType: 'Nuclear Family',
  maritalStatus: 'single',
};

async function getMatches(cookie: string, query = '') {
  const response = await t.request(`/api/matches${query ? `?${query}` : ''}`, { cookie });
  return { status: response.status, body: (await response.json()) as Answer };
}

const rowOf = async (userId: string) =>
  (await t.db.select().from(profiles).where(eq(profiles.userId, userId)))[0]!;

describe('GET /api/matches', () => {
  it('answers 401 to a visitor', async () => {
    const response = await t.request('/api/matches');
    expect(response.status).toBe(401);
    expect((await response.json()) as unknown).toMatchObject({ error: { code: 'UNAUTHORIZED' } });
  });

  it('answers an empty list to a member without a profile or without a gender', async () => {
    await buildMember(t.db, { gender: 'female', profile: { religionCommunity: 'Sunni' } });
    const noProfile = await buildSignedIn(t, { profile: false });
    const noGender = await buildSignedIn(t, { profile: { gender: null, religionCommunity: 'Sunni' } });
    for (const { cookie } of [noProfile, noGender]) {
      expect(await getMatches(cookie)).toEqual({
        status: 200,
        body: {
          matches: [],
          total: 0,
          best: null,
          page: 1,
          page_size: 20,
          has_more: false,
          needs_basics: true,
        },
      });
    }
  });

  it('lists only named members of the opposite gender, never me, each with score, label and every reason', async () => {
    const name = token();
    const me = await buildSignedIn(t, { gender: 'male', name: `${name} Me`, profile: { ...ME } });
    const twin = await buildMember(t.db, {
      gender: 'female',
      name: `${name} Twin`,
      profile: { ...ME, dateOfBirth: '1995-01-01' },
    });
    const sameGender = await buildMember(t.db, {
      gender: 'male',
      name: `${name} Brother`,
      profile: { ...ME },
    });
    const nameless = await buildMember(t.db, { gender: 'female', profile: { ...ME, fullName: null } });
    const { status, body } = await getMatches(me.cookie, `search=${name}`);
    expect(status).toBe(200);
    const ids = body.matches.map((m) => m.user_id);
    expect(ids).toEqual([twin.id]);
    expect(ids).not.toContain(me.id);
    expect(ids).not.toContain(sameGender.id);
    expect(ids).not.toContain(nameless.id);
    const expected = matchScore(matchProfileOf(await rowOf(me.id)), matchProfileOf(await rowOf(twin.id)));
    expect(body.matches[0]).toMatchObject({
      score: expected.score,
      label: expected.label,
      reasons: expected.reasons,
    });
    expect(expected.reasons.length).toBeGreaterThan(3);
    expect(body.total).toBe(1);
    expect(body.best).toBe(expected.score);
  });

  it('sends the card fields and never e-mail, phone or date of birth; the self description is cut to 300', async () => {
    const name = token();
    const me = await buildSignedIn(t, { gender: 'female', name: `${name} Me`, profile: { ...ME } });
    const long = `${'Family first. '.repeat(40)}The end.`;
    const other = await buildMember(t.db, {
      gender: 'male',
      name: `${name} Long`,
      email: `private-${name.toLowerCase()}@secret.example.test`,
      profile: {
        ...ME,
        phone: '+1 416 555 0199',
        dateOfBirth: '1990-02-03',
        selfDescription: long,
        profilePhotoUrl: '/media/photos/x/a.webp',
        profilePhotoThumbUrl: '/media/photos/x/a-256.webp',
      },
    });
    const response = await t.request(`/api/matches?search=${name}`, { cookie: me.cookie });
    const text = await response.text();
    const secrets = [other.email, '+1 416 555 0199', '1990-02-03', 'date_of_birth', '"email"', '"phone"'];
    for (const secret of secrets) expect(text).not.toContain(secret);
    const card = (JSON.parse(text) as Answer).matches[0]!;
    expect(Object.keys(card).sort()).toEqual(
      [
        'user_id',
        'full_name',
        'age',
        'gender',
        'current_country',
        'current_state',
        'location',
        'occupation',
        'educational_qualification',
        'self_description',
        'profile_photo_url',
        'profile_photo_thumb_url',
        'photo_hidden',
        'score',
        'label',
        'reasons',
        'is_featured',
        'verified',
      ].sort(),
    );
    expect(card).toMatchObject({
      full_name: `${name} Long`,
      gender: 'male',
      location: 'Ontario, Canada',
      profile_photo_thumb_url: '/media/photos/x/a-256.webp',
    });
    expect(typeof card.age).toBe('number');
    const description = card.self_description as string;
    expect([...description]).toHaveLength(300);
    expect(description.endsWith('…')).toBe(true);
    expect(long.startsWith(description.slice(0, -1).trimEnd())).toBe(true);
  });

  it('keeps only scores above 0, best first; ties put the newest profile first, then the user id', async () => {
    const name = token();
    const me = await buildSignedIn(t, { gender: 'male', name: `${name} Me`, profile: { ...ME } });
    const base = { dateOfBirth: '1970-01-01', maritalStatus: 'widowed' as const };
    const at = (iso: string) => new Date(iso);
    const zero = await buildMember(t.db, { gender: 'female', name: `${name} Zero`, profile: { ...base } });
    const country = { ...base, currentCountry: 'Canada' };
    const older = await buildMember(t.db, {
      gender: 'female',
      name: `${name} A`,
      profile: { ...country, createdAt: at('2025-01-01T00:00:00Z') },
    });
    const newer = await buildMember(t.db, {
      gender: 'female',
      name: `${name} B`,
      profile: { ...country, createdAt: at('2025-06-01T00:00:00Z') },
    });
    const tieA = await buildMember(t.db, {
      gender: 'female',
      name: `${name} C`,
      profile: { ...country, createdAt: at('2024-01-01T00:00:00Z') },
    });
    const tieB = await buildMember(t.db, {
      gender: 'female',
      name: `${name} D`,
      profile: { ...country, createdAt: at('2024-01-01T00:00:00Z') },
    });
    const best = await buildMember(t.db, {
      gender: 'female',
      name: `${name} Best`,
      profile: { ...country, religionCommunity: 'sunni ' },
    });
    const { body } = await getMatches(me.cookie, `search=${name}`);
    const ties = [tieA.id, tieB.id].sort();
    expect(body.matches.map((m) => m.user_id)).toEqual([best.id, newer.id, older.id, ...ties]);
    expect(body.matches.map((m) => m.user_id)).not.toContain(zero.id);
    expect(body.matches.map((m) => m.score)).toEqual([25, 10, 10, 10, 10]);
    expect(body).toMatchObject({ total: 5, best: 25 });
  });

  it('filters by age (a profile without a date of birth passes), country and compatibility band', async () => {
    const name = token();
    const me = await buildSignedIn(t, { gender: 'male', name: `${name} Me`, profile: { ...ME } });
    // Location and compatibility are advanced filters (advanced-filters.test.ts: without them).
    await givePremium(t.db, me.id);
    const today = new Date();
    const bornYearsAgo = (years: number) =>
      `${today.getUTCFullYear() - years}-${String(today.getUTCMonth() + 1).padStart(2, '0')}-${String(today.getUTCDate()).padStart(2, '0')}`;
    const thirty = await buildMember(t.db, {
      gender: 'female',
      name: `${name} Thirty`,
      profile: { ...ME, dateOfBirth: bornYearsAgo(30) },
    });
    const forty = await buildMember(t.db, {
      gender: 'female',
      name: `${name} Forty`,
      profile: { ...ME, dateOfBirth: bornYearsAgo(40), currentCountry: 'Pakistan', currentState: null },
    });
    const unknown = await buildMember(t.db, {
      gender: 'female',
      name: `${name} Unknown`,
      profile: { ...ME, dateOfBirth: null },
    });
    const weak = await buildMember(t.db, {
      gender: 'female',
      name: `${name} Weak`,
      profile: { dateOfBirth: bornYearsAgo(26), maritalStatus: 'single' },
    });
    const ids = async (query: string) =>
      (await getMatches(me.cookie, `search=${name}&${query}`)).body.matches.map((m) => m.user_id).sort();
    expect(await ids('age=26-30')).toEqual([thirty.id, unknown.id, weak.id].sort());
    expect(await ids('age=36-40')).toEqual([forty.id, unknown.id].sort());
    expect(await ids('age=40%2B')).toEqual([forty.id, unknown.id].sort());
    expect(await ids('location=Pakistan')).toEqual([forty.id]);
    expect(await ids('compatibility=basic')).toEqual([weak.id]);
    const strong = await getMatches(me.cookie, `search=${name}&compatibility=excellent`);
    expect(strong.body.matches.every((m) => m.score >= 80)).toBe(true);
    expect(strong.body.matches.map((m) => m.user_id)).toContain(thirty.id);
    expect(await ids('age=18-25')).toEqual([unknown.id]);
    expect(await ids('age=18-25&location=Canada&compatibility=good')).toEqual([unknown.id]);
    expect(await ids('age=18-25&location=Canada&compatibility=excellent')).toEqual([]);
  });

  it('searches the starts of name words case-insensitively; %, _, \\ and quotes only separate words', async () => {
    const name = token();
    const me = await buildSignedIn(t, { gender: 'female', name: `${name} Me`, profile: { ...ME } });
    const odd = await buildMember(t.db, {
      gender: 'male',
      name: `${name} O'Brien 100%_x\\y`,
      profile: { ...ME },
    });
    const plain = await buildMember(t.db, { gender: 'male', name: `${name} Plain`, profile: { ...ME } });
    const find = async (search: string) =>
      (await getMatches(me.cookie, `search=${encodeURIComponent(search)}`)).body.matches.map(
        (m) => m.user_id,
      );
    expect(await find(`${name.toUpperCase()} o'brien`)).toEqual([odd.id]);
    expect(await find('100%_x\\y')).toEqual([odd.id]);
    expect((await find(`${name} %`)).sort()).toEqual([odd.id, plain.id].sort());
    expect(await find(`${name} _lain`)).toEqual([]);
    expect((await getMatches(me.cookie, `search=${encodeURIComponent("' or 1=1 --")}`)).status).toBe(200);
  });

  it('refuses bad filters with 400 VALIDATION_FAILED naming the field', async () => {
    const me = await buildSignedIn(t, { gender: 'male', profile: { ...ME } });
    for (const [query, field] of [
      [`search=${'a'.repeat(5000)}`, 'search'],
      ['search=%00x', 'search'],
      ['age=20-30', 'age'],
      ['age=40plus', 'age'],
      ['compatibility=perfect', 'compatibility'],
      ['location=Atlantis', 'location'],
      ['refresh=yes', 'refresh'],
    ] as const) {
      const response = await t.request(`/api/matches?${query}`, { cookie: me.cookie });
      expect(response.status, query).toBe(400);
      const body = (await response.json()) as { error: { code: string; fields: Record<string, string> } };
      expect(body.error.code).toBe('VALIDATION_FAILED');
      expect(Object.keys(body.error.fields)).toEqual([field]);
    }
    expect(
      (await getMatches(me.cookie, `search=${'a'.repeat(100)}&age=&location=&compatibility=`)).status,
    ).toBe(200);
  });
});
