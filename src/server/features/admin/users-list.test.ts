import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_PAGE_MAX,
  ADMIN_USERS_PAGE_SIZE,
  type TAdminUser,
  type TAdminUsersPage,
} from '../../../shared/admin/admin-contract.ts';
import { users } from '../../db/schema/index.ts';
import {
  buildManyMembers,
  buildMember,
  buildSignedIn,
  signIn,
  type Member,
  type SignedIn,
} from '../../../../tests/support/factories/members.ts';
import { buildPlan, giveMembership } from '../../../../tests/support/factories/memberships.ts';
import { call, expectError, uniqueToken } from '../../../../tests/support/api-calls.ts';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.ts';

let t: TestApp;
let admin: SignedIn;
let token: string;
let amina: Member;
let bilal: Member;
let noProfile: Member;
let cancelled: Member;
let planId: string;

const list = async (query: string, cookie = admin.cookie) => {
  const answer = await call(t, 'GET', `/api/admin/users?${query}`, cookie);
  expect(answer.status, answer.text).toBe(200);
  return answer.body as TAdminUsersPage;
};
const ids = (page: TAdminUsersPage) => page.items.map((item) => item.id);
const row = (page: TAdminUsersPage, id: string) => page.items.find((item) => item.id === id) as TAdminUser;
const joined = (member: Member, iso: string) =>
  t.db
    .update(users)
    .set({ createdAt: new Date(iso) })
    .where(eq(users.id, member.id));

beforeAll(async () => {
  t = await createTestApp();
  admin = await buildSignedIn(t, { role: 'admin' });
  token = uniqueToken('adm');
  amina = await buildMember(t.db, { name: `Amina ${token}`, email: `amina.${token}@example.test` });
  bilal = await buildMember(t.db, { name: `bilal ${token}`, gender: 'male', role: 'moderator' });
  noProfile = await buildMember(t.db, { email: `ghost.${token}@example.test`, profile: false });
  cancelled = await buildMember(t.db, { name: `Zaid ${token}`, gender: 'male' });
  const plan = await buildPlan(t.db, { name: 'Gold' });
  planId = plan.id;
  await giveMembership(t.db, amina.id, plan.id);
  await giveMembership(t.db, cancelled.id, plan.id, { status: 'cancelled' });
  await signIn(t, amina);
  await joined(amina, '2026-01-10T09:00:00Z');
  await joined(bilal, '2026-02-20T23:30:00Z');
  await joined(noProfile, '2026-03-01T00:00:00Z');
  await joined(cancelled, '2026-04-05T12:00:00Z');
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/admin/users: the columns', () => {
  it('shows name, e-mail, role, dates, plan and status, and null where the web shows a fallback', async () => {
    const page = await list(`search=${token}`);
    expect(ids(page)).toEqual([cancelled.id, noProfile.id, bilal.id, amina.id]);
    expect(row(page, amina.id)).toMatchObject({
      full_name: `Amina ${token}`,
      email: amina.email,
      role: 'user',
      created_at: '2026-01-10T09:00:00.000Z',
      plan: { id: planId, name: 'Gold' },
      membership_status: 'active',
    });
    expect(row(page, amina.id).last_sign_in_at).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(row(page, noProfile.id)).toMatchObject({
      full_name: null,
      email: noProfile.email,
      last_sign_in_at: null,
      plan: { id: 'free', name: 'Free' },
      membership_status: 'none',
    });
    expect(row(page, bilal.id).role).toBe('moderator');
    expect(page).toMatchObject({ total: 4, page: 1, page_size: ADMIN_USERS_PAGE_SIZE });
  });

  it('keeps the last sign-in after the session is gone (sign-out deletes it)', async () => {
    const signoutToken = uniqueToken('out');
    const member = await buildSignedIn(t, { name: `Signout ${signoutToken}` });
    const before = row(await list(`search=Signout ${signoutToken}`), member.id).last_sign_in_at;
    expect(before).not.toBeNull();
    expect((await call(t, 'POST', '/api/auth/sign-out', member.cookie, {})).status).toBe(200);
    expect(row(await list(`search=Signout ${signoutToken}`), member.id).last_sign_in_at).toBe(before);
  });

  it('still counts a cancelled membership as the plan until its period ends', async () => {
    expect(row(await list(`search=${token}`), cancelled.id)).toMatchObject({
      plan: { id: planId, name: 'Gold' },
      membership_status: 'cancelled',
    });
  });
});

describe('GET /api/admin/users: filters', () => {
  it('searches names and e-mails without case, and takes % and _ literally', async () => {
    expect(ids(await list(`search=AMINA ${token.toUpperCase()}`))).toEqual([amina.id]);
    expect(ids(await list(`search=ghost.${token}`))).toEqual([noProfile.id]);
    expect(ids(await list(`search=${encodeURIComponent(`%${token}`)}`))).toEqual([]);
    expect(ids(await list(`search=${encodeURIComponent(`amina_${token}`)}`))).toEqual([]);
  });

  it('filters by role', async () => {
    expect(ids(await list(`search=${token}&role=moderator`))).toEqual([bilal.id]);
    expect(ids(await list(`search=${token}&role=admin`))).toEqual([]);
    expect(ids(await list(`search=${token}&role=user`))).toEqual([cancelled.id, noProfile.id, amina.id]);
  });

  it('filters by plan, Free included', async () => {
    expect(ids(await list(`search=${token}&plan=${planId}`))).toEqual([cancelled.id, amina.id]);
    expect(ids(await list(`search=${token}&plan=free`))).toEqual([noProfile.id, bilal.id]);
    expect(ids(await list(`search=${token}&plan=no-such-plan`))).toEqual([]);
  });

  it('filters by membership status, none included', async () => {
    expect(ids(await list(`search=${token}&status=active`))).toEqual([amina.id]);
    expect(ids(await list(`search=${token}&status=cancelled`))).toEqual([cancelled.id]);
    expect(ids(await list(`search=${token}&status=none`))).toEqual([noProfile.id, bilal.id]);
    expect(ids(await list(`search=${token}&status=past_due`))).toEqual([]);
  });

  it('filters by the day joined, both ends included (UTC)', async () => {
    expect(ids(await list(`search=${token}&joinedFrom=2026-02-20&joinedTo=2026-03-01`))).toEqual([
      noProfile.id,
      bilal.id,
    ]);
    expect(ids(await list(`search=${token}&joinedFrom=2026-04-05`))).toEqual([cancelled.id]);
    expect(ids(await list(`search=${token}&joinedTo=2026-01-10`))).toEqual([amina.id]);
  });

  it('combines filters', async () => {
    const page = await list(`search=${token}&role=user&plan=${planId}&status=active&joinedFrom=2026-01-01`);
    expect(ids(page)).toEqual([amina.id]);
    expect(page.total).toBe(1);
  });
});

describe('GET /api/admin/users: order and pages', () => {
  it('sorts by joined, name and e-mail, both ways', async () => {
    expect(ids(await list(`search=${token}&sort=joined_asc`))).toEqual([
      amina.id,
      bilal.id,
      noProfile.id,
      cancelled.id,
    ]);
    // Names without case; no name last either way.
    expect(ids(await list(`search=${token}&sort=name_asc`))).toEqual([
      amina.id,
      bilal.id,
      cancelled.id,
      noProfile.id,
    ]);
    expect(ids(await list(`search=${token}&sort=name_desc`))).toEqual([
      cancelled.id,
      bilal.id,
      amina.id,
      noProfile.id,
    ]);
    const byEmail = (await list(`search=${token}&sort=email_asc`)).items.map((item) => item.email);
    expect(byEmail).toEqual([...byEmail].sort());
    expect((await list(`search=${token}&sort=email_desc`)).items.map((item) => item.email)).toEqual(
      [...byEmail].reverse(),
    );
  });

  it('pages through every match with the total, and a page past the end is empty', async () => {
    const many = uniqueToken('many');
    await buildManyMembers(t.db, { count: ADMIN_USERS_PAGE_SIZE + 5, name: many, gender: 'female' });
    const first = await list(`search=${many}&sort=name_asc`);
    const second = await list(`search=${many}&sort=name_asc&page=2`);
    expect(first.items).toHaveLength(ADMIN_USERS_PAGE_SIZE);
    expect(second.items).toHaveLength(5);
    expect(first.total).toBe(ADMIN_USERS_PAGE_SIZE + 5);
    expect(second.total).toBe(ADMIN_USERS_PAGE_SIZE + 5);
    expect(new Set([...ids(first), ...ids(second)]).size).toBe(ADMIN_USERS_PAGE_SIZE + 5);
    const past = await list(`search=${many}&page=${ADMIN_PAGE_MAX}`);
    expect(past.items).toEqual([]);
    expect(past.total).toBe(ADMIN_USERS_PAGE_SIZE + 5);
  });
});

describe('GET /api/admin/users: privacy and bad input', () => {
  it('shows e-mails to admins only: moderators and members are refused without a row', async () => {
    const moderator = await buildSignedIn(t, { role: 'moderator' });
    const member = await buildSignedIn(t);
    for (const cookie of [moderator.cookie, member.cookie]) {
      const answer = await call(t, 'GET', `/api/admin/users?search=${token}`, cookie);
      expectError(answer, 403, 'FORBIDDEN');
      expect(answer.text).not.toContain(amina.email);
    }
  });

  it.each([
    ['role=boss', 'role'],
    ['status=paused', 'status'],
    ['sort=age', 'sort'],
    ['page=0', 'page'],
    ['page=-3', 'page'],
    ['page=1.5', 'page'],
    ['page=abc', 'page'],
    [`page=${ADMIN_PAGE_MAX + 1}`, 'page'],
    ['page=99999999999999999999', 'page'],
    ['joinedFrom=2026-02-30', 'joinedFrom'],
    ['joinedFrom=yesterday', 'joinedFrom'],
    ['joinedFrom=2026-03-02&joinedTo=2026-03-01', 'joinedTo'],
    [`search=${'x'.repeat(101)}`, 'search'],
    ['search=a%00b', 'search'],
    ['colour=red', 'colour'],
  ])('answers %s with 400 naming the field', async (query, field) => {
    const answer = await call(t, 'GET', `/api/admin/users?${query}`, admin.cookie);
    expectError(answer, 400, 'VALIDATION_FAILED');
    expect((answer.body as { error: { fields: Record<string, string> } }).error.fields).toHaveProperty(field);
  });
});
