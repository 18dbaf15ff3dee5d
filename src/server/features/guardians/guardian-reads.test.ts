import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  TConnection,
  TConnectionList,
  TConnectionReply,
  TMessagePage,
} from '../../../shared/connections/connection-contract.ts';
import type { TProfileDetail } from '../../../shared/profiles/profile-contract.ts';
import type { TGuardianAccessPage, TWardList } from '../../../shared/safety/guardian-contract.ts';
import { call, expectError } from '../../../../tests/support/api-calls.ts';
import { buildConnection, buildMessage } from '../../../../tests/support/factories/connections.ts';
import { buildGuardian } from '../../../../tests/support/factories/guardians.ts';
import { buildCouple, buildSignedIn, type SignedIn } from '../../../../tests/support/factories/members.ts';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** A woman (the ward) connected to a man, with two messages, and her guardian in `status`. */
async function scene(status: 'invited' | 'accepted' | 'active' | 'revoked' = 'active') {
  const { man, woman } = await buildCouple(t, {
    man: { name: 'Bilal Haddad', profile: { phone: '+44 7700 900123', dateOfBirth: '1994-02-03' } },
    woman: { name: 'Amina Rahman' },
  });
  const chat = await buildConnection(t.db, man.id, woman.id);
  await buildMessage(t.db, chat.id, man.id, { content: 'Assalamu alaikum Amina' });
  await buildMessage(t.db, chat.id, woman.id, { content: 'Wa alaykum salaam' });
  const guardian = await buildGuardian(t, woman.id, { status, name: 'Yusuf' });
  return { man, woman, chat, guardian };
}

const wardPaths = (wardId: string, chatId: string) => [
  `/api/guardian/wards/${wardId}/connections`,
  `/api/guardian/wards/${wardId}/connections/${chatId}`,
  `/api/guardian/wards/${wardId}/connections/${chatId}/messages`,
];

const accessOf = async (member: SignedIn) =>
  (await call(t, 'GET', '/api/me/guardians/access', member.cookie)).body as TGuardianAccessPage;

describe("an active guardian's reads", () => {
  it("reads the ward's connections and messages as she sees them, without anyone's private fields", async () => {
    const { man, woman, chat, guardian } = await scene();
    const wards = (await call(t, 'GET', '/api/guardian/wards', guardian.cookie)).body as TWardList;
    expect(wards.wards).toEqual([
      expect.objectContaining({
        member_id: woman.id,
        name: 'Amina Rahman',
        status: 'active',
        relationship: 'father',
      }),
    ]);

    const list = await call(t, 'GET', `/api/guardian/wards/${woman.id}/connections`, guardian.cookie);
    expect(list.status, list.text).toBe(200);
    const [seen] = (list.body as TConnectionList).connections;
    expect(seen).toMatchObject({
      id: chat.id,
      direction: 'incoming',
      other: { user_id: man.id, full_name: 'Bilal Haddad' },
    });
    const page = await call(
      t,
      'GET',
      `/api/guardian/wards/${woman.id}/connections/${chat.id}/messages`,
      guardian.cookie,
    );
    expect((page.body as TMessagePage).messages.map((m) => m.content)).toEqual([
      'Assalamu alaikum Amina',
      'Wa alaykum salaam',
    ]);
    const one = await call(
      t,
      'GET',
      `/api/guardian/wards/${woman.id}/connections/${chat.id}`,
      guardian.cookie,
    );
    expect((one.body as TConnectionReply).connection.id).toBe(chat.id);
    for (const answer of [list, page, one]) {
      for (const secret of [man.email, '7700 900123', '1994-02-03', woman.email, guardian.email])
        expect(answer.text).not.toContain(secret);
    }
  });

  it('pages messages like the member route and refuses a cursor from elsewhere', async () => {
    const { woman, chat, guardian } = await scene();
    const base = `/api/guardian/wards/${woman.id}/connections/${chat.id}/messages`;
    const first = (await call(t, 'GET', `${base}?limit=1`, guardian.cookie)).body as TMessagePage;
    expect(first).toMatchObject({ has_more: true, messages: [{ content: 'Wa alaykum salaam' }] });
    const older = (await call(t, 'GET', `${base}?before=${first.messages[0]!.id}`, guardian.cookie))
      .body as TMessagePage;
    expect(older.messages.map((m) => m.content)).toEqual(['Assalamu alaikum Amina']);
    expectError(
      await call(t, 'GET', `${base}?before=${crypto.randomUUID()}`, guardian.cookie),
      400,
      'VALIDATION_FAILED',
    );
    expectError(await call(t, 'GET', `${base}?limit=0`, guardian.cookie), 400, 'VALIDATION_FAILED');
  });

  it('records every read for the ward, who alone sees the log (paged)', async () => {
    const { man, woman, chat, guardian } = await scene();
    await call(t, 'GET', `/api/guardian/wards/${woman.id}/connections`, guardian.cookie);
    await call(t, 'GET', `/api/guardian/wards/${woman.id}/connections/${chat.id}/messages`, guardian.cookie);
    // The same conversation read again at once is the same visit.
    await call(t, 'GET', `/api/guardian/wards/${woman.id}/connections/${chat.id}/messages`, guardian.cookie);
    const log = await accessOf(woman);
    expect(log).toMatchObject({ total: 2, page: 1, page_size: 20 });
    expect(log.items.map((item) => item.kind).sort()).toEqual(['connections', 'conversation']);
    expect(log.items.find((item) => item.kind === 'conversation')).toMatchObject({
      guardian: { id: guardian.guardianshipId, name: 'Yusuf', relationship: 'father' },
      connection: { id: chat.id, partner_name: 'Bilal Haddad' },
    });
    expect((await accessOf(man)).total).toBe(0);
    expectError(
      await call(t, 'GET', '/api/me/guardians/access?page=0', woman.cookie),
      400,
      'VALIDATION_FAILED',
    );
    expect((await call(t, 'GET', '/api/me/guardians/access?page=2', woman.cookie)).body).toMatchObject({
      items: [],
    });
  });

  it("keeps a conversation the ward's block hides hidden, and records nothing for a refused read", async () => {
    const { man, woman, chat, guardian } = await scene();
    await call(t, 'PUT', `/api/blocks/${man.id}`, woman.cookie);
    const list = (await call(t, 'GET', `/api/guardian/wards/${woman.id}/connections`, guardian.cookie))
      .body as TConnectionList;
    expect(list.connections).toEqual([]);
    expectError(await call(t, 'GET', wardPaths(woman.id, chat.id)[2]!, guardian.cookie), 404, 'NOT_FOUND');
    expectError(await call(t, 'GET', wardPaths(woman.id, chat.id)[1]!, guardian.cookie), 404, 'NOT_FOUND');
    expect((await accessOf(woman)).items.map((item) => item.kind)).toEqual(['connections']);
  });
});

describe('who may not read', () => {
  it('refuses visitors (401), a guardian the ward never confirmed, a revoked one and strangers (404)', async () => {
    for (const status of ['invited', 'accepted', 'revoked'] as const) {
      const { woman, chat, guardian } = await scene(status);
      for (const path of wardPaths(woman.id, chat.id)) {
        expectError(await call(t, 'GET', path, undefined), 401, 'UNAUTHORIZED');
        expectError(await call(t, 'GET', path, guardian.cookie), 404, 'NOT_FOUND');
      }
      expect((await accessOf(woman)).total).toBe(0);
    }
    const { man, woman, chat } = await scene();
    const stranger = await buildSignedIn(t);
    const otherWard = await buildSignedIn(t);
    const otherGuardian = await buildGuardian(t, otherWard.id);
    for (const cookie of [stranger.cookie, man.cookie, woman.cookie, otherGuardian.cookie]) {
      for (const path of wardPaths(woman.id, chat.id))
        expectError(await call(t, 'GET', path, cookie), 404, 'NOT_FOUND');
    }
    // Her guardian cannot reach another ward's chat through her id.
    const { chat: elsewhere } = await scene();
    const { guardian } = await scene();
    expectError(
      await call(t, 'GET', `/api/guardian/wards/${woman.id}/connections/${elsewhere.id}`, guardian.cookie),
      404,
      'NOT_FOUND',
    );
  });

  it('stops at once when the ward revokes', async () => {
    const { woman, chat, guardian } = await scene();
    const path = wardPaths(woman.id, chat.id)[2]!;
    expect((await call(t, 'GET', path, guardian.cookie)).status).toBe(200);
    await call(t, 'DELETE', `/api/me/guardians/${guardian.guardianshipId}`, woman.cookie);
    expectError(await call(t, 'GET', path, guardian.cookie), 404, 'NOT_FOUND');
    expect(((await call(t, 'GET', '/api/guardian/wards', guardian.cookie)).body as TWardList).wards).toEqual(
      [],
    );
  });
});

describe('what the partner is told', () => {
  it("names the ward's active guardian by first name on every connection the partner sees, and on her profile", async () => {
    const { man, woman, chat } = await scene('accepted');
    const partnerView = async () =>
      ((await call(t, 'GET', `/api/connections/${chat.id}`, man.cookie)).body as TConnectionReply).connection;
    expect((await partnerView()).partner_guardian).toBeNull();
    await call(t, 'POST', `/api/me/guardians/${await buildGuardianIdOf(woman)}/confirm`, woman.cookie);
    const seen: TConnection = await partnerView();
    expect(seen.partner_guardian).toEqual({ name: 'Yusuf' });
    const list = (await call(t, 'GET', '/api/connections', man.cookie)).body as TConnectionList;
    expect(list.connections[0]?.partner_guardian).toEqual({ name: 'Yusuf' });
    // She sees no guardian on his side; nobody sees the guardian's address.
    const hers = (
      (await call(t, 'GET', `/api/connections/${chat.id}`, woman.cookie)).body as TConnectionReply
    ).connection;
    expect(hers.partner_guardian).toBeNull();
    const profile = (await call(t, 'GET', `/api/profiles/${woman.id}`, man.cookie)).body as TProfileDetail;
    expect(profile).toMatchObject({ viewer: 'member', guardian: { name: 'Yusuf' } });
    const text = JSON.stringify([seen, list, profile]);
    expect(text).not.toContain('@');
  });

  it('carries "my wali is involved" with its first name on a request; a name alone is refused', async () => {
    const { man, woman } = await buildCouple(t);
    const bad = await call(t, 'POST', '/api/connections', woman.cookie, {
      recipient_id: man.id,
      wali_name: 'Yusuf',
    });
    expectError(bad, 400, 'VALIDATION_FAILED');
    expect((bad.body as { error: { fields: Record<string, string> } }).error.fields.wali_name).toBe(
      "Tick “My wali is involved” to give the wali's name",
    );
    expectError(
      await call(t, 'POST', '/api/connections', woman.cookie, {
        recipient_id: man.id,
        wali_involved: true,
        wali_name: 'Yu\u202Esuf',
      }),
      400,
      'VALIDATION_FAILED',
    );
    const sent = await call(t, 'POST', '/api/connections', woman.cookie, {
      recipient_id: man.id,
      wali_involved: true,
      wali_name: ' Yusuf ',
    });
    expect(sent.status, sent.text).toBe(201);
    const received = (await call(t, 'GET', '/api/connections?status=pending', man.cookie))
      .body as TConnectionList;
    expect(received.connections[0]).toMatchObject({
      direction: 'incoming',
      wali_involved: true,
      wali_name: 'Yusuf',
    });
  });
});

async function buildGuardianIdOf(member: SignedIn): Promise<string> {
  const list = (await call(t, 'GET', '/api/me/guardians', member.cookie)).body as {
    guardians: { id: string }[];
  };
  return list.guardians[0]!.id;
}
