import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles, users } from '../../db/schema/index.ts';
import { buildMember, buildSignedIn } from '../../../../tests/support/factories/members.ts';
import { yearsAgo } from '../../../../tests/support/api-calls.ts';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const VALID = {
  full_name: 'Amina Rahman',
  date_of_birth: '1996-04-12',
  gender: 'female',
  marital_status: 'single',
  phone: '+1 416 555 0101',
  current_country: 'Canada',
  current_state: 'Ontario',
  birth_country: 'Pakistan',
  birth_state: 'Punjab',
  height_cm: 165,
  weight_kg: 58,
  blood_group: 'O+',
  educational_qualification: "Master's Degree",
  occupation: 'Pharmacist',
  family_type: 'Nuclear Family',
  self_description: 'Calm, curious and close to my family.',
  religion_community: 'Sunni',
  religious_beliefs: 'Moderate',
  islamic_dressing: 'Hijabi',
  languages_spoken: ['Urdu', 'English'],
  partner_age_range: '28-36',
  partner_education: 'Bachelor or higher',
  partner_career_preferences: 'Engineer or doctor',
};

const rowOf = async (userId: string) =>
  (await t.db.select().from(profiles).where(eq(profiles.userId, userId)))[0] ?? null;

type Answer = { profile: Record<string, unknown> | null };

describe('GET and PUT /api/me/profile', () => {
  it('refuses anonymous callers with 401', async () => {
    for (const [method, path] of [
      ['GET', '/api/me/profile'],
      ['PUT', '/api/me/profile'],
      ['GET', '/api/me/stats'],
      ['DELETE', '/api/me/photo'],
    ] as const) {
      const response = await t.request(path, { method, ...(method === 'PUT' ? { json: VALID } : {}) });
      expect(response.status, `${method} ${path}`).toBe(401);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe('UNAUTHORIZED');
    }
  });

  it('answers null before the first save', async () => {
    const me = await buildSignedIn(t, { profile: false });
    const response = await t.request('/api/me/profile', { cookie: me.cookie });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ profile: null });
  });

  it('creates the profile, renames the account, and answers the own profile with both naming sets', async () => {
    const me = await buildSignedIn(t, { profile: false, name: 'Signup Name' });
    const response = await t.request('/api/me/profile', { method: 'PUT', cookie: me.cookie, json: VALID });
    expect(response.status).toBe(200);
    const { profile } = (await response.json()) as Answer;
    expect(profile).toMatchObject({
      ...VALID,
      user_id: me.id,
      email: me.email,
      location: 'Ontario, Canada',
      education: "Master's Degree",
      bio: VALID.self_description,
      religion: 'Sunni',
      profile_photo_url: null,
      profile_photo_thumb_url: null,
      age: expect.any(Number),
    });
    const [account] = await t.db.select({ name: users.name }).from(users).where(eq(users.id, me.id));
    expect(account?.name).toBe('Amina Rahman');
    const again = (await (await t.request('/api/me/profile', { cookie: me.cookie })).json()) as Answer;
    expect(again.profile).toEqual(profile);
  });

  it('replaces the whole profile on a second save and moves updated_at', async () => {
    const me = await buildSignedIn(t, { profile: false });
    await t.request('/api/me/profile', { method: 'PUT', cookie: me.cookie, json: VALID });
    const before = await rowOf(me.id);
    const { occupation: _dropped, ...rest } = VALID;
    const response = await t.request('/api/me/profile', {
      method: 'PUT',
      cookie: me.cookie,
      json: { ...rest, full_name: '  Amina R.  ', current_state: '' },
    });
    expect(response.status).toBe(200);
    const after = await rowOf(me.id);
    expect(after).toMatchObject({ fullName: 'Amina R.', occupation: null, currentState: null });
    expect(after?.id).toBe(before?.id);
    expect(after!.updatedAt.getTime()).toBeGreaterThan(before!.updatedAt.getTime());
  });

  it('accepts back exactly what GET returned (server-owned fields are ignored)', async () => {
    const me = await buildSignedIn(t, { profile: false });
    const saved = (await (
      await t.request('/api/me/profile', { method: 'PUT', cookie: me.cookie, json: VALID })
    ).json()) as Answer;
    const response = await t.request('/api/me/profile', {
      method: 'PUT',
      cookie: me.cookie,
      json: { ...saved.profile, email: 'changed@example.test', profile_photo_url: '/media/x.webp' },
    });
    expect(response.status).toBe(200);
    const { profile } = (await response.json()) as Answer;
    expect(profile).toMatchObject({ email: me.email, profile_photo_url: null, user_id: me.id });
  });

  it("never touches another member's row, even when the body names their user_id", async () => {
    const other = await buildMember(t.db, { gender: 'male', profile: { occupation: 'Teacher' } });
    const otherBefore = await rowOf(other.id);
    const me = await buildSignedIn(t, { profile: false });
    const response = await t.request('/api/me/profile', {
      method: 'PUT',
      cookie: me.cookie,
      json: { ...VALID, user_id: other.id, id: otherBefore?.id },
    });
    expect(response.status).toBe(200);
    expect(((await response.json()) as Answer).profile?.user_id).toBe(me.id);
    expect(await rowOf(other.id)).toEqual(otherBefore);
    expect((await rowOf(me.id))?.fullName).toBe(VALID.full_name);
    const [account] = await t.db.select({ name: users.name }).from(users).where(eq(users.id, other.id));
    expect(account?.name).toBe(other.name);
  });
});

const BAD_INPUT: { name: string; body: Record<string, unknown>; field: string }[] = [
  { name: 'missing full name', body: { ...VALID, full_name: undefined }, field: 'full_name' },
  { name: 'blank full name', body: { ...VALID, full_name: '   ' }, field: 'full_name' },
  { name: 'missing date of birth', body: { ...VALID, date_of_birth: undefined }, field: 'date_of_birth' },
  { name: 'missing gender', body: { ...VALID, gender: undefined }, field: 'gender' },
  { name: 'under 18 by one day', body: { ...VALID, date_of_birth: yearsAgo(18, 1) }, field: 'date_of_birth' },
  {
    name: 'a birth date in the future',
    body: { ...VALID, date_of_birth: yearsAgo(-1) },
    field: 'date_of_birth',
  },
  {
    name: 'a date that does not exist',
    body: { ...VALID, date_of_birth: '1995-02-30' },
    field: 'date_of_birth',
  },
  { name: 'an unknown country', body: { ...VALID, current_country: 'Atlantis' }, field: 'current_country' },
  { name: 'a state of another country', body: { ...VALID, current_state: 'Texas' }, field: 'current_state' },
  { name: 'a state without a country', body: { ...VALID, birth_country: '' }, field: 'birth_state' },
  { name: 'an unknown blood group', body: { ...VALID, blood_group: 'Z+' }, field: 'blood_group' },
  {
    name: 'an unknown community',
    body: { ...VALID, religion_community: 'Other sect' },
    field: 'religion_community',
  },
  {
    name: 'an unknown qualification',
    body: { ...VALID, educational_qualification: 'Wizard' },
    field: 'educational_qualification',
  },
  { name: 'an unknown family type', body: { ...VALID, family_type: 'Commune' }, field: 'family_type' },
  { name: 'an unknown gender', body: { ...VALID, gender: 'other' }, field: 'gender' },
  {
    name: 'an unknown marital status',
    body: { ...VALID, marital_status: 'married' },
    field: 'marital_status',
  },
  {
    name: "dressing of the other gender's list",
    body: { ...VALID, islamic_dressing: 'Thobe/Dishdasha' },
    field: 'islamic_dressing',
  },
  {
    name: 'languages over 100 characters',
    body: { ...VALID, languages_spoken: ['Arabic', 'x'.repeat(95)] },
    field: 'languages_spoken',
  },
  {
    name: 'languages as text, not a list',
    body: { ...VALID, languages_spoken: 'Arabic, Urdu' },
    field: 'languages_spoken',
  },
  { name: 'a height that is not a whole number', body: { ...VALID, height_cm: 170.5 }, field: 'height_cm' },
  { name: 'a height given as text', body: { ...VALID, height_cm: '170' }, field: 'height_cm' },
  { name: 'a weight out of range', body: { ...VALID, weight_kg: 3000 }, field: 'weight_kg' },
  {
    name: "a partner range '40-20'",
    body: { ...VALID, partner_age_range: '40-20' },
    field: 'partner_age_range',
  },
  {
    name: "a partner range '10-20'",
    body: { ...VALID, partner_age_range: '10-20' },
    field: 'partner_age_range',
  },
  {
    name: 'a partner range that is not two ages',
    body: { ...VALID, partner_age_range: 'thirties' },
    field: 'partner_age_range',
  },
  { name: 'a phone with letters', body: { ...VALID, phone: 'call me maybe' }, field: 'phone' },
  {
    name: 'a text over its limit',
    body: { ...VALID, self_description: 'x'.repeat(2001) },
    field: 'self_description',
  },
  { name: 'an unknown extra field', body: { ...VALID, is_verified: true }, field: 'is_verified' },
  { name: 'a role in the body', body: { ...VALID, is_admin: true, role_level: 3 }, field: 'role_level' },
];

describe('PUT /api/me/profile refuses bad input and changes nothing', () => {
  let me: Awaited<ReturnType<typeof buildSignedIn>>;
  let before: Awaited<ReturnType<typeof rowOf>>;
  beforeAll(async () => {
    me = await buildSignedIn(t, { profile: false });
    await t.request('/api/me/profile', { method: 'PUT', cookie: me.cookie, json: VALID });
    before = await rowOf(me.id);
  });

  it.each(BAD_INPUT)('$name -> 400 naming $field', async ({ body, field }) => {
    const response = await t.request('/api/me/profile', { method: 'PUT', cookie: me.cookie, json: body });
    expect(response.status).toBe(400);
    const answer = (await response.json()) as {
      error: { code: string; message: string; fields: Record<string, string> };
    };
    expect(answer.error.code).toBe('VALIDATION_FAILED');
    expect(answer.error.message).toEqual(expect.any(String));
    expect(answer.error.fields[field]).toEqual(expect.any(String));
    expect(await rowOf(me.id)).toEqual(before);
  });

  it('answers a body that is not JSON, or not an object, with 400', async () => {
    for (const body of ['{"full_name": ', '[1,2,3]', '"text"', 'null']) {
      const response = await t.request('/api/me/profile', {
        method: 'PUT',
        cookie: me.cookie,
        headers: { 'content-type': 'application/json' },
        body,
      });
      expect(response.status, body).toBe(400);
    }
    expect(await rowOf(me.id)).toEqual(before);
  });

  it('answers a body over 1 MB with 413', async () => {
    const response = await t.request('/api/me/profile', {
      method: 'PUT',
      cookie: me.cookie,
      json: { ...VALID, self_description: 'x'.repeat(1_100_000) },
    });
    expect(response.status).toBe(413);
    expect(await rowOf(me.id)).toEqual(before);
  });
});
