import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PAGE_MAX, AUDIT_PAGE_SIZE, type TAuditPage } from '../../../shared/admin/admin-contract.ts';
import { staffActions } from '../../db/schema/index.ts';
import { recordStaffAction } from '../../domain/audit/staff-audit.ts';
import {
  buildMember,
  buildSignedIn,
  type Member,
  type SignedIn,
} from '../../../../tests/support/factories/members.ts';
import { call, expectError } from '../../../../tests/support/api-calls.ts';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.ts';

let t: TestApp;
let admin: SignedIn;
let other: SignedIn;
let member: Member;

const audit = async (query = '') => {
  const answer = await call(t, 'GET', `/api/admin/audit?${query}`, admin.cookie);
  expect(answer.status, answer.text).toBe(200);
  return answer.body as TAuditPage;
};
/** The database's own message: drizzle wraps it ('Failed query: ...') with it as the cause. */
async function refusal(statement: PromiseLike<unknown>): Promise<string> {
  try {
    await statement;
  } catch (error) {
    return String((error as { cause?: { message?: string } }).cause?.message ?? (error as Error).message);
  }
  return 'not refused';
}
const allRows = () => t.db.select().from(staffActions).orderBy(staffActions.id);

beforeAll(async () => {
  t = await createTestApp();
  [admin, other] = await Promise.all([
    buildSignedIn(t, { role: 'admin' }),
    buildSignedIn(t, { role: 'admin' }),
  ]);
  member = await buildMember(t.db);
  await call(t, 'PUT', `/api/admin/users/${member.id}/role`, admin.cookie, { role: 'moderator' });
  await call(t, 'PUT', `/api/admin/users/${member.id}/role`, other.cookie, { role: 'user' });
  await call(t, 'POST', '/api/admin/admins', admin.cookie, { email: member.email });
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/admin/audit', () => {
  it('lists staff actions newest first, with actor, target and what changed', async () => {
    const page = await audit();
    expect(page.items.map((item) => [item.action, item.actor.id, item.target?.id])).toEqual([
      ['admin.granted', admin.id, member.id],
      ['role.changed', other.id, member.id],
      ['role.changed', admin.id, member.id],
    ]);
    expect(page.items[1]).toMatchObject({
      actor: { id: other.id, email: other.email },
      target: { id: member.id, email: member.email },
      details: { before: { role: 'moderator' }, after: { role: 'user' } },
    });
    expect(page).toMatchObject({ has_more: false, page: 1, page_size: AUDIT_PAGE_SIZE });
  });

  it('filters by actor, action and target', async () => {
    expect((await audit(`actor=${other.id}`)).items.map((item) => item.action)).toEqual(['role.changed']);
    expect((await audit('action=admin.granted')).items).toHaveLength(1);
    expect((await audit(`target=${member.id}&actor=${admin.id}`)).items).toHaveLength(2);
    expect((await audit(`target=${admin.id}`)).items).toEqual([]);
    expect((await audit('action=plan.updated')).items).toEqual([]);
  });

  it('pages, saying whether another page follows', async () => {
    const subject = await buildMember(t.db);
    for (let i = 0; i < AUDIT_PAGE_SIZE + 2; i++) {
      await recordStaffAction(t.db, {
        actor: { id: admin.id, email: admin.email },
        action: 'test.paged',
        target: { id: subject.id, email: subject.email },
        details: { n: i },
      });
    }
    const first = await audit(`target=${subject.id}`);
    const second = await audit(`target=${subject.id}&page=2`);
    expect(first.items).toHaveLength(AUDIT_PAGE_SIZE);
    expect(first.has_more).toBe(true);
    expect(second.items.map((item) => item.details)).toEqual([{ n: 1 }, { n: 0 }]);
    expect(second.has_more).toBe(false);
    expect((await audit(`target=${subject.id}&page=${ADMIN_PAGE_MAX}`)).items).toEqual([]);
  });

  it.each([
    ['page=0', 'page'],
    [`page=${ADMIN_PAGE_MAX + 1}`, 'page'],
    ['page=x', 'page'],
    ['action=DROP TABLE', 'action'],
    [`actor=${'a'.repeat(129)}`, 'actor'],
    ['colour=red', 'colour'],
  ])('answers %s with 400', async (query, field) => {
    const answer = await call(t, 'GET', `/api/admin/audit?${query}`, admin.cookie);
    expectError(answer, 400, 'VALIDATION_FAILED');
    expect((answer.body as { error: { fields: Record<string, string> } }).error.fields).toHaveProperty(field);
  });
});

describe('the audit trail is append-only', () => {
  it('refuses UPDATE, DELETE and TRUNCATE in the database itself, and keeps every row as written', async () => {
    const before = await allRows();
    expect(before.length).toBeGreaterThan(0);
    const first = before[0]!.id;
    expect(await refusal(t.db.execute(sql`update ${staffActions} set action = 'forged'`))).toMatch(
      /append-only/,
    );
    expect(
      await refusal(t.db.update(staffActions).set({ details: {} }).where(eq(staffActions.id, first))),
    ).toMatch(/append-only \(UPDATE refused\)/);
    expect(await refusal(t.db.delete(staffActions).where(eq(staffActions.id, first)))).toMatch(
      /append-only \(DELETE refused\)/,
    );
    expect(await refusal(t.db.execute(sql`truncate ${staffActions}`))).toMatch(
      /append-only \(TRUNCATE refused\)/,
    );
    expect(await allRows()).toEqual(before);
  });

  it('records in the transaction of the change: a change rolled back leaves no record', async () => {
    const before = (await allRows()).length;
    await expect(
      t.db.transaction(async (tx) => {
        await recordStaffAction(tx, {
          actor: { id: admin.id, email: admin.email },
          action: 'test.rolled_back',
        });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await allRows()).toHaveLength(before);
  });
});
