import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles, users } from '../../db/schema/index.ts';
import { call, expectError, yearsAgo } from '../../../../tests/support/api-calls.ts';
import { buildSignedIn } from '../../../../tests/support/factories/members.ts';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.ts';

/** Issue 17 item 6 (gender once, 18+ always) and item 5 (names that cannot spoof) on PUT /api/me/profile. */

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
  current_country: 'Canada',
  current_state: 'Ontario',
  occupation: 'Pharmacist',
};

const rowOf = async (userId: string) =>
  (await t.db.select().from(profiles).where(eq(profiles.userId, userId)))[0] ?? null;
const nameOf = async (userId: string) =>
  (await t.db.select({ name: users.name }).from(users).where(eq(users.id, userId)))[0]?.name;
const save = (cookie: string, body: Record<string, unknown>) =>
  call(t, 'PUT', '/api/me/profile', cookie, body);

const LOCKED = 'Gender can only be changed by our support team.';

describe('gender is set once', () => {
  it('the first save sets it; the same gender saves again; a switch is refused and changes nothing', async () => {
    const me = await buildSignedIn(t, { profile: false });
    expect((await save(me.cookie, VALID)).status).toBe(200);
    expect((await save(me.cookie, { ...VALID, occupation: 'Doctor' })).status).toBe(200);

    const switched = await save(me.cookie, { ...VALID, gender: 'male', full_name: 'Someone Else' });
    expectError(switched, 409, 'GENDER_LOCKED', LOCKED);
    expect(switched.body).toMatchObject({ error: { fields: { gender: LOCKED } } });
    const row = await rowOf(me.id);
    expect(row).toMatchObject({ gender: 'female', fullName: 'Amina Rahman', occupation: 'Doctor' });
    expect(await nameOf(me.id)).toBe('Amina Rahman');
  });

  it('a profile made without a gender (e.g. by a photo upload) gets it at its first save', async () => {
    const me = await buildSignedIn(t, { profile: { gender: null } });
    expect((await rowOf(me.id))?.gender).toBeNull();
    expect((await save(me.cookie, { ...VALID, gender: 'male' })).status).toBe(200);
    expect((await rowOf(me.id))?.gender).toBe('male');
    expectError(await save(me.cookie, VALID), 409, 'GENDER_LOCKED', LOCKED);
    expect((await rowOf(me.id))?.gender).toBe('male');
  });
});

describe('date of birth never makes a member younger than 18', () => {
  it('refuses an under-18 date at the first save', async () => {
    const me = await buildSignedIn(t, { profile: false });
    const answer = await save(me.cookie, { ...VALID, date_of_birth: yearsAgo(18, 1) });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      error: { fields: { date_of_birth: 'Members must be at least 18 years old' } },
    });
    expect(await rowOf(me.id)).toBeNull();
  });

  it('refuses a later change to an under-18 date and keeps the saved one', async () => {
    const me = await buildSignedIn(t, { profile: false });
    expect((await save(me.cookie, VALID)).status).toBe(200);
    const answer = await save(me.cookie, { ...VALID, date_of_birth: yearsAgo(17) });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      error: { fields: { date_of_birth: 'Members must be at least 18 years old' } },
    });
    expect((await rowOf(me.id))?.dateOfBirth).toBe('1996-04-12');
    // Exactly 18 today is old enough.
    expect((await save(me.cookie, { ...VALID, date_of_birth: yearsAgo(18) })).status).toBe(200);
  });
});

describe('full_name refuses characters that spoof', () => {
  const BAD_NAME = 'Names cannot contain control characters, text-direction marks or invisible characters.';

  it.each([
    ['a right-to-left override', 'Amina\u202Enamhar'],
    ['a left-to-right mark', 'Amina\u200E Rahman'],
    ['a zero-width space', 'Ami\u200Bna Rahman'],
    ['a byte order mark inside', 'Amina\uFEFFRahman'],
    ['a bell control character', 'Amina\u0007 Rahman'],
    ['a stray zero-width joiner', 'Amina \u200DRahman'],
  ])('%s: 400 and nothing changes', async (_label, fullName) => {
    const me = await buildSignedIn(t, { profile: false, name: 'Signup Name' });
    const answer = await save(me.cookie, { ...VALID, full_name: fullName });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      error: { code: 'VALIDATION_FAILED', fields: { full_name: BAD_NAME } },
    });
    expect(await rowOf(me.id)).toBeNull();
    expect(await nameOf(me.id)).toBe('Signup Name');
  });

  it('accepts an Urdu name with a zero-width non-joiner between letters', async () => {
    const me = await buildSignedIn(t, { profile: false });
    const urdu = 'مہ\u200Cجبیں خان';
    expect((await save(me.cookie, { ...VALID, full_name: urdu })).status).toBe(200);
    expect((await rowOf(me.id))?.fullName).toBe(urdu);
    expect(await nameOf(me.id)).toBe(urdu);
  });
});
