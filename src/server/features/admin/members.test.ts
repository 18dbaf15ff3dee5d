import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEMBERS_EXPORT_COLUMNS, MEMBERS_TEXTS } from '../../../shared/admin/members-contract.ts';
import { call, expectError, uniqueToken } from '../../../../tests/support/api-calls.ts';
import {
  buildManyMembers,
  buildMember,
  buildSignedIn,
  type SignedIn,
} from '../../../../tests/support/factories/members.ts';
import { buildPlan, giveMembership } from '../../../../tests/support/factories/memberships.ts';
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

const list = (query: string) => call(t, 'GET', `/api/admin/members?${query}`, admin.cookie);
const csv = (query: string, cookie = admin.cookie) =>
  t.request(`/api/admin/members.csv?${query}`, { cookie });
const day = (offset: number) => new Date(Date.UTC(2026, 5, 1 + offset, 12));

/** A plan only this test uses, and members on it: the oldest first. */
async function planWithMembers(names: string[]) {
  const token = uniqueToken('gold');
  const plan = await buildPlan(t.db, { name: `Gold ${token}` });
  const members = [];
  for (const [i, name] of names.entries()) {
    const member = await buildMember(t.db, { name });
    const membership = await giveMembership(t.db, member.id, plan.id, {
      now: day(i),
      autoRenew: i % 2 === 0,
    });
    await t.db.execute(sql`update user_memberships set created_at = ${day(i).toISOString()}::timestamptz
      where id = ${membership.id}`);
    members.push({ ...member, membership });
  }
  return { token, plan, members };
}

describe('GET /api/admin/members', () => {
  it('lists memberships newest first with the real e-mail, and searches name, plan and status', async () => {
    const { token, plan, members } = await planWithMembers(['Maryam Siddiqui', 'Omar Farouk', 'Hana Yusuf']);
    const answer = await list(`search=${token}`);
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body).toMatchObject({ total: 3, page: 1, page_size: 25 });
    const items = (answer.body as { items: { user_id: string; email: string; plan: { id: string } }[] })
      .items;
    expect(items.map((i) => i.user_id)).toEqual(members.map((m) => m.id).reverse());
    expect(items[0]).toMatchObject({ email: members[2]!.email, plan: { id: plan.id, name: plan.name } });
    expect((await list(`search=${encodeURIComponent('omar FAROUK')}`)).body).toMatchObject({
      items: [{ user_id: members[1]!.id, status: 'active' }],
    });
  });

  it('pages on the server', async () => {
    const token = uniqueToken('paged');
    const plan = await buildPlan(t.db, { name: `Silver ${token}` });
    await buildManyMembers(t.db, { count: 27, name: `Paged ${token}`, gender: 'female' });
    await t.db.execute(sql`insert into user_memberships (id, user_id, plan_id, status, starts_at, provider)
      select gen_random_uuid()::text, user_id, ${plan.id}, 'active', now(), 'sandbox'
      from profiles where full_name like ${`Paged ${token} %`}`);
    const first = await list(`search=${token}&page=1`);
    expect(first.body).toMatchObject({ total: 27 });
    expect((first.body as { items: unknown[] }).items).toHaveLength(25);
    expect((await list(`search=${token}&page=2`)).body).toMatchObject({ total: 27, items: [{}, {}] });
  });

  it('refuses bad queries', async () => {
    expectError(await list('page=0'), 400, 'VALIDATION_FAILED');
    expectError(await list(`search=${'x'.repeat(101)}`), 400, 'VALIDATION_FAILED');
    expectError(await list('sort=name'), 400, 'VALIDATION_FAILED');
  });
});

describe('GET /api/admin/members.csv', () => {
  it('is the spec’s file, columns and dates, with formulas kept as text', async () => {
    const { token, members } = await planWithMembers([
      '=HYPERLINK("http://evil.test","Salaam")',
      'Zaid, Ali',
    ]);
    const response = await csv(`search=${token}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/csv');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="members-export.csv"');
    const lines = (await response.text()).trimEnd().split('\n');
    expect(lines[0]).toBe(MEMBERS_EXPORT_COLUMNS.join(','));
    expect(lines.slice(1)).toEqual([
      `"Zaid, Ali",Gold ${token},active,2026-06-02,2026-07-02,No`,
      `"'=HYPERLINK(""http://evil.test"",""Salaam"")",Gold ${token},active,2026-06-01,2026-07-01,Yes`,
    ]);
    expect(members).toHaveLength(2);
  });

  it('streams every match, across its batches, newest first', async () => {
    const token = uniqueToken('bulk');
    const plan = await buildPlan(t.db, { name: `Bulk ${token}` });
    await buildManyMembers(t.db, { count: 2100, name: `Bulk ${token}`, gender: 'male' });
    await t.db
      .execute(sql`insert into user_memberships (id, user_id, plan_id, status, starts_at, provider, created_at)
      select gen_random_uuid()::text, p.user_id, ${plan.id}, 'cancelled', now(), 'sandbox',
        now() - make_interval(secs => row_number() over (order by p.user_id))
      from profiles p where p.full_name like ${`Bulk ${token} %`}`);
    const response = await csv(`search=${token}`);
    const rows = (await response.text()).trimEnd().split('\n').slice(1);
    expect(rows).toHaveLength(2100);
    expect(new Set(rows.map((row) => row.split(',')[0])).size).toBe(2100);
    // Made a second apart in user id order (text: 1, 10, 100, ...), the first the newest.
    expect(rows.slice(0, 3).map((row) => row.split(',')[0])).toEqual(
      ['1', '10', '100'].map((n) => `Bulk ${token} ${n}`),
    );
  });

  it('says so when nobody matches, and refuses members', async () => {
    const nobody = await csv(`search=${uniqueToken('nobody')}`);
    expect(nobody.status).toBe(404);
    expect(await nobody.json()).toMatchObject({
      error: { code: 'NO_MEMBERS', message: MEMBERS_TEXTS.nothingToExport },
    });
    const member = await buildSignedIn(t);
    expect((await csv('', member.cookie)).status).toBe(403);
    expect((await csv('search=' + 'x'.repeat(101))).status).toBe(400);
  });
});
