import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TMe } from '../../../shared/profiles/profile-contract.ts';
import type {
  TGuardianAcceptReply,
  TGuardianInvitation,
  TGuardianList,
  TGuardianshipReply,
} from '../../../shared/safety/guardian-contract.ts';
import { memberGuardians, users } from '../../db/schema/index.ts';
import { call, expectError } from '../../../../tests/support/api-calls.ts';
import { buildGuardianAccount } from '../../../../tests/support/factories/guardians.ts';
import { buildMember, buildSignedIn, signIn } from '../../../../tests/support/factories/members.ts';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const invite = (cookie: string | undefined, body: unknown) =>
  call(t, 'POST', '/api/me/guardians', cookie, body);

/** The token of the newest invitation mailed to `email`. */
async function tokenMailedTo(email: string): Promise<string> {
  const mail = (await t.outbox()).filter((m) => m.to === email).at(-1);
  const link = mail?.links.find((l) => l.includes('/guardian/invite?token='));
  if (!link) throw new Error(`no invitation mailed to ${email}`);
  return new URL(link).searchParams.get('token')!;
}

const rowsOf = (memberId: string) =>
  t.db.select().from(memberGuardians).where(eq(memberGuardians.memberId, memberId));

describe('inviting a guardian', () => {
  it('mails a one-time link to the address and lists the invitation; only its hash is stored', async () => {
    const woman = await buildSignedIn(t, { name: 'Amina Rahman' });
    const answer = await invite(woman.cookie, {
      email: '  Father.Of.Amina@Example.test ',
      name: 'Yusuf',
      relationship: 'father',
      weekly_summary: true,
    });
    expect(answer.status, answer.text).toBe(201);
    const { guardianship } = answer.body as TGuardianshipReply;
    expect(guardianship).toMatchObject({
      email: 'father.of.amina@example.test',
      name: 'Yusuf',
      relationship: 'father',
      status: 'invited',
      expired: false,
      weekly_summary: true,
      accepted_at: null,
    });
    const mail = (await t.outbox()).find((m) => m.to === 'father.of.amina@example.test');
    expect(mail?.subject).toBe('Amina Rahman invites you to be a guardian (wali) on Mithaq');
    expect(mail?.raw).toContain('Assalamu alaikum Yusuf');
    expect(mail?.raw).toContain('their father');
    const token = await tokenMailedTo('father.of.amina@example.test');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [row] = await rowsOf(woman.id);
    expect(row?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.tokenHash).not.toContain(token);

    const list = (await call(t, 'GET', '/api/me/guardians', woman.cookie)).body as TGuardianList;
    expect(list.max).toBe(3);
    expect(list.guardians.map((g) => g.id)).toEqual([guardianship.id]);

    const shown = await call(t, 'GET', `/api/guardian/invitation?token=${token}`, undefined);
    expect(shown.status).toBe(200);
    expect(shown.body as TGuardianInvitation).toMatchObject({
      member_name: 'Amina',
      guardian_name: 'Yusuf',
      relationship: 'father',
      email: 'father.of.amina@example.test',
    });
  });

  it('refuses bad input with 400 and fields, oneself, a fourth live guardian and a repeated address; nothing is stored', async () => {
    const woman = await buildSignedIn(t);
    const valid = { email: 'dad@example.test', name: 'Yusuf', relationship: 'father' };
    const bad: [unknown, string][] = [
      [{ ...valid, email: 'not an address' }, 'email'],
      [{ ...valid, name: '' }, 'name'],
      [{ ...valid, name: 'Yu\u202Esuf' }, 'name'],
      [{ ...valid, name: 'x'.repeat(51) }, 'name'],
      [{ ...valid, relationship: 'neighbour' }, 'relationship'],
      [{ ...valid, weekly_summary: 'yes' }, 'weekly_summary'],
      [{ ...valid, guardian_id: 'x' }, 'guardian_id'],
    ];
    for (const [body, field] of bad) {
      const answer = await invite(woman.cookie, body);
      expectError(answer, 400, 'VALIDATION_FAILED');
      expect(Object.keys((answer.body as { error: { fields: object } }).error.fields)).toContain(field);
    }
    expectError(
      await invite(woman.cookie, { ...valid, email: woman.email.toUpperCase() }),
      400,
      'GUARDIAN_SELF',
    );
    expect(await rowsOf(woman.id)).toEqual([]);

    for (const who of ['a', 'b', 'c']) {
      expect((await invite(woman.cookie, { ...valid, email: `${who}@example.test` })).status).toBe(201);
    }
    expectError(await invite(woman.cookie, { ...valid, email: 'a@example.test' }), 409, 'GUARDIAN_EXISTS');
    expectError(await invite(woman.cookie, { ...valid, email: 'd@example.test' }), 409, 'GUARDIAN_LIMIT');
    expect(await rowsOf(woman.id)).toHaveLength(3);
  });

  it('limits invitation attempts to 10 an hour per member (429)', async () => {
    const woman = await buildSignedIn(t);
    for (let i = 0; i < 10; i++) {
      const answer = await invite(woman.cookie, {
        email: `x${i}@example.test`,
        name: 'Ali',
        relationship: 'uncle',
      });
      expect([201, 409]).toContain(answer.status);
    }
    const refused = await invite(woman.cookie, {
      email: 'y@example.test',
      name: 'Ali',
      relationship: 'uncle',
    });
    expectError(refused, 429, 'RATE_LIMITED');
    expect(refused.headers.get('retry-after')).toBeTruthy();
  });

  it('refuses visitors (401) and guardian accounts (403) on every member route', async () => {
    const account = await buildGuardianAccount(t.db);
    const cookie = await signIn(t, account);
    const body = { email: 'x@example.test', name: 'Ali', relationship: 'uncle' };
    const id = '00000000-0000-4000-8000-000000000000';
    for (const [method, path, json] of [
      ['GET', '/api/me/guardians', undefined],
      ['POST', '/api/me/guardians', body],
      ['GET', '/api/me/guardians/access', undefined],
      ['POST', `/api/me/guardians/${id}/confirm`, undefined],
      ['DELETE', `/api/me/guardians/${id}`, undefined],
    ] as const) {
      expectError(await call(t, method, path, undefined, json), 401, 'UNAUTHORIZED');
      expectError(await call(t, method, path, cookie, json), 403, 'GUARDIAN_ACCOUNT');
    }
  });
});

describe('accepting an invitation', () => {
  async function invited(email: string) {
    const woman = await buildSignedIn(t, { name: 'Maryam Ali' });
    const answer = await invite(woman.cookie, { email, name: 'Idris', relationship: 'brother' });
    const { guardianship } = answer.body as TGuardianshipReply;
    return { woman, id: guardianship.id, token: await tokenMailedTo(email.toLowerCase()) };
  }
  const accept = (cookie: string | undefined, body: unknown) =>
    call(t, 'POST', '/api/guardian/invitations/accept', cookie, body);

  it('needs a sign-in with the invited address (any case); another address is 403 and changes nothing', async () => {
    const { woman, token } = await invited('Idris.Brother@example.test');
    expectError(await accept(undefined, { token }), 401, 'UNAUTHORIZED');
    const stranger = await buildSignedIn(t);
    expectError(await accept(stranger.cookie, { token }), 403, 'INVITATION_OTHER_EMAIL');
    expectError(await accept(woman.cookie, { token }), 403, 'GUARDIAN_SELF');
    expect((await rowsOf(woman.id))[0]).toMatchObject({ status: 'invited', guardianId: null });
    expectError(await accept(stranger.cookie, { token: 'not a token!' }), 400, 'VALIDATION_FAILED');
    expectError(await accept(stranger.cookie, { token: 'A'.repeat(43) }), 404, 'INVITATION_NOT_FOUND');
  });

  it('turns an account without a member profile into a guardian account at once, and spends the token', async () => {
    const { woman, token } = await invited('IDRIS.Brother2@example.test');
    const account = await buildMember(t.db, { email: 'idris.brother2@example.test', profile: false });
    const cookie = await signIn(t, account);
    expect(((await call(t, 'GET', '/api/me', cookie)).body as TMe).account_kind).toBe('member');
    const answer = await accept(cookie, { token, weekly_summary: true });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body as TGuardianAcceptReply).toMatchObject({
      account_kind: 'guardian',
      ward: {
        member_id: woman.id,
        name: 'Maryam',
        status: 'accepted',
        photo_url: null,
        weekly_summary: true,
      },
    });
    // The cached session knows at once: member routes refuse, /api/me says so.
    expect(((await call(t, 'GET', '/api/me', cookie)).body as TMe).account_kind).toBe('guardian');
    expectError(await call(t, 'GET', '/api/browse', cookie), 403, 'GUARDIAN_ACCOUNT');
    expect((await rowsOf(woman.id))[0]).toMatchObject({
      status: 'accepted',
      guardianId: account.id,
      tokenHash: null,
    });
    expectError(await accept(cookie, { token }), 404, 'INVITATION_NOT_FOUND');
    expectError(
      await call(t, 'GET', `/api/guardian/invitation?token=${token}`, undefined),
      404,
      'INVITATION_NOT_FOUND',
    );
  });

  it('keeps a member account a member when it accepts', async () => {
    const { woman, token } = await invited('cousin@example.test');
    const member = await buildSignedIn(t, { email: 'cousin@example.test', gender: 'male' });
    const answer = await accept(member.cookie, { token });
    expect((answer.body as TGuardianAcceptReply).account_kind).toBe('member');
    const [user] = await t.db.select({ kind: users.accountKind }).from(users).where(eq(users.id, member.id));
    expect(user?.kind).toBe('member');
    expect((await call(t, 'GET', '/api/browse', member.cookie)).status).toBe(200);
    expect((await rowsOf(woman.id))[0]?.status).toBe('accepted');
  });

  it('answers an expired invitation with 410 and lets the member invite the address again', async () => {
    const { woman, token } = await invited('late@example.test');
    t.clock.advance(15 * 24 * 3600 * 1000);
    try {
      expectError(
        await call(t, 'GET', `/api/guardian/invitation?token=${token}`, undefined),
        410,
        'INVITATION_EXPIRED',
      );
      const late = await buildSignedIn(t, { email: 'late@example.test' });
      expectError(await accept(late.cookie, { token }), 410, 'INVITATION_EXPIRED');
      const list = (await call(t, 'GET', '/api/me/guardians', woman.cookie)).body as TGuardianList;
      expect(list.guardians[0]).toMatchObject({ status: 'invited', expired: true });
      const again = await invite(woman.cookie, {
        email: 'late@example.test',
        name: 'Idris',
        relationship: 'brother',
      });
      expect(again.status, again.text).toBe(201);
    } finally {
      t.clock.set(new Date());
    }
  });
});

describe('confirming and revoking', () => {
  it('confirms only an accepted guardian of my own; revokes at any stage, once', async () => {
    const woman = await buildSignedIn(t);
    const other = await buildSignedIn(t);
    const answer = await invite(woman.cookie, {
      email: 'guard@example.test',
      name: 'Hamza',
      relationship: 'uncle',
    });
    const { id } = (answer.body as TGuardianshipReply).guardianship;
    const confirm = (cookie: string, guardianshipId = id) =>
      call(t, 'POST', `/api/me/guardians/${guardianshipId}/confirm`, cookie);
    expectError(await confirm(woman.cookie), 409, 'GUARDIAN_NOT_ACCEPTED');

    const guardian = await buildSignedIn(t, { email: 'guard@example.test', profile: false });
    await call(t, 'POST', '/api/guardian/invitations/accept', guardian.cookie, {
      token: await tokenMailedTo('guard@example.test'),
    });
    expectError(await confirm(other.cookie), 404, 'NOT_FOUND');
    expectError(await confirm(woman.cookie, 'not-a-uuid'), 404, 'NOT_FOUND');
    expectError(await confirm(woman.cookie, '00000000-0000-4000-8000-000000000000'), 404, 'NOT_FOUND');
    const confirmed = await confirm(woman.cookie);
    expect(confirmed.status, confirmed.text).toBe(200);
    expect((confirmed.body as TGuardianshipReply).guardianship).toMatchObject({ status: 'active' });
    expectError(await confirm(woman.cookie), 409, 'GUARDIAN_ALREADY_ACTIVE');

    expectError(await call(t, 'DELETE', `/api/me/guardians/${id}`, other.cookie), 404, 'NOT_FOUND');
    const revoked = await call(t, 'DELETE', `/api/me/guardians/${id}`, woman.cookie);
    expect((revoked.body as TGuardianshipReply).guardianship).toMatchObject({ status: 'revoked' });
    expectError(await call(t, 'DELETE', `/api/me/guardians/${id}`, woman.cookie), 409, 'GUARDIAN_REVOKED');
    expectError(await confirm(woman.cookie), 409, 'GUARDIAN_REVOKED');
  });

  it('revoking an open invitation makes its link stop working', async () => {
    const woman = await buildSignedIn(t);
    const answer = await invite(woman.cookie, {
      email: 'gone@example.test',
      name: 'Bilal',
      relationship: 'other_relative',
    });
    const { id } = (answer.body as TGuardianshipReply).guardianship;
    const token = await tokenMailedTo('gone@example.test');
    await call(t, 'DELETE', `/api/me/guardians/${id}`, woman.cookie);
    const late = await buildSignedIn(t, { email: 'gone@example.test' });
    expectError(
      await call(t, 'POST', '/api/guardian/invitations/accept', late.cookie, { token }),
      404,
      'INVITATION_NOT_FOUND',
    );
  });
});
