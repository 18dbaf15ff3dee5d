import { eq, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAccountState } from '../../../shared/account/account-contract.ts';
import type { TConnection, TMessagePage } from '../../../shared/connections/connection-contract.ts';
import type { TMe } from '../../../shared/profiles/profile-contract.ts';
import {
  accounts,
  favorites,
  profiles,
  profileViews,
  sessions,
  userMemberships,
  users,
} from '../../db/schema/index.ts';
import { call, expectError, uniqueToken } from '../../../../tests/support/api-calls.ts';
import { buildConnection, buildMessage } from '../../../../tests/support/factories/connections.ts';
import { buildFavorite } from '../../../../tests/support/factories/favorites.ts';
import {
  buildCouple,
  buildSignedIn,
  signIn,
  type SignedIn,
} from '../../../../tests/support/factories/members.ts';
import { givePremium } from '../../../../tests/support/factories/memberships.ts';
import { buildProfileView } from '../../../../tests/support/factories/profile-views.ts';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.ts';
import { eraseDueAccounts } from './account-erasure.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const DAY = 24 * 3600 * 1000;
const remove = (member: SignedIn, body: unknown = { password: member.password }) =>
  call(t, 'DELETE', '/api/me', member.cookie, body);

async function scene() {
  const token = uniqueToken('leaving');
  const { man, woman } = await buildCouple(t, {
    man: { name: `Bilal ${token}` },
    woman: { name: `Amina ${token}` },
  });
  await buildFavorite(t.db, man.id, woman.id);
  await buildFavorite(t.db, woman.id, man.id);
  await buildProfileView(t.db, woman.id, man.id);
  await buildProfileView(t.db, man.id, woman.id);
  const chat = await buildConnection(t.db, man.id, woman.id);
  await buildMessage(t.db, chat.id, woman.id, { content: 'Salaam from her' });
  await buildMessage(t.db, chat.id, man.id, { content: 'Salaam from him' });
  return { man, woman, token, chatId: chat.id };
}

describe('DELETE /api/me', () => {
  it('refuses a wrong or missing password and changes nothing', async () => {
    const { woman } = await scene();
    expectError(await remove(woman, { password: 'not-her-password' }), 403, 'WRONG_PASSWORD');
    expectError(await remove(woman, {}), 400, 'VALIDATION_FAILED');
    expectError(await remove(woman, { password: '' }), 400, 'VALIDATION_FAILED');
    expectError(await remove(woman, { password: woman.password, extra: 1 }), 400, 'VALIDATION_FAILED');
    const me = (await call(t, 'GET', '/api/me', woman.cookie)).body as TMe;
    expect(me.account.deletion_scheduled_at).toBeNull();
    expectError(await call(t, 'DELETE', '/api/me', undefined, { password: 'x' }), 401, 'UNAUTHORIZED');
  });

  it('refuses staff, whose erasure could leave the site without an admin', async () => {
    const admin = await buildSignedIn(t, { role: 'admin' });
    expectError(await remove(admin), 409, 'STAFF_ACCOUNT');
    expect(
      ((await call(t, 'GET', '/api/me', admin.cookie)).body as TMe).account.deletion_scheduled_at,
    ).toBeNull();
  });

  it('limits attempts to 10 an hour', async () => {
    const { woman } = await scene();
    for (let i = 0; i < 10; i++) await remove(woman, { password: `guess-${i}` });
    expectError(await remove(woman), 429, 'RATE_LIMITED');
  });

  it('schedules the erasure 14 days ahead, signs out everywhere, hides her, mails her; keeping it restores', async () => {
    const s = await scene();
    const secondDevice = await signIn(t, s.woman);
    const before = Date.now();
    const answer = await remove(s.woman);
    expect(answer.status, answer.text).toBe(200);
    const due = new Date((answer.body as TAccountState).deletion_scheduled_at!).getTime();
    expect(due - before).toBeGreaterThan(14 * DAY - 60_000);
    expect(due - before).toBeLessThan(14 * DAY + 60_000);
    expect(answer.headers.get('set-cookie')).toMatch(/session_token=;/);

    // Signed out on every device.
    expect((await call(t, 'GET', '/api/me', s.woman.cookie)).status).toBe(401);
    expect((await call(t, 'GET', '/api/me', secondDevice)).status).toBe(401);
    // Hidden like a paused member, but their chat stays.
    const browse = await call(t, 'GET', `/api/browse?search=${s.token}`, s.man.cookie);
    expect(browse.text).not.toContain(s.woman.id);
    expect((await call(t, 'GET', `/api/profiles/${s.woman.id}`, s.man.cookie)).status).toBe(404);
    expect((await call(t, 'GET', `/api/connections/${s.chatId}`, s.man.cookie)).status).toBe(200);

    const mail = (await t.outbox()).find((m) => m.to.includes(s.woman.email));
    expect(mail?.subject).toBe('Your Mithaq account will be deleted');
    expect(mail?.raw).toContain('Keep my account');
    expect(mail?.links.some((link) => link.endsWith('/account'))).toBe(true);

    // Signing in again is allowed, and says when.
    const back = await signIn(t, s.woman);
    const me = (await call(t, 'GET', '/api/me', back)).body as TMe;
    expect(me.account.deletion_scheduled_at).toBe((answer.body as TAccountState).deletion_scheduled_at);

    const kept = await call(t, 'DELETE', '/api/me/deletion', back);
    expect(kept.body).toEqual({ paused: false, paused_at: null, deletion_scheduled_at: null });
    expect((await call(t, 'GET', `/api/profiles/${s.woman.id}`, s.man.cookie)).status).toBe(200);
    // Nothing is erased once the date passes.
    t.clock.advance(15 * DAY);
    try {
      await eraseDueAccounts(t.deps);
    } finally {
      t.clock.advance(-15 * DAY);
    }
    expect(await t.db.select().from(profiles).where(eq(profiles.userId, s.woman.id))).toHaveLength(1);
  });

  it('keeps a pause when the deletion is cancelled', async () => {
    const { woman } = await scene();
    await call(t, 'POST', '/api/me/pause', woman.cookie);
    await remove(woman);
    const back = await signIn(t, woman);
    const kept = (await call(t, 'DELETE', '/api/me/deletion', back)).body as TAccountState;
    expect(kept).toMatchObject({ paused: true, deletion_scheduled_at: null });
  });
});

describe('the erasure sweep', () => {
  it('erases the account after 14 days, once; her partner keeps the messages from "Deleted member"', async () => {
    const s = await scene();
    const photoUrl = await t.deps.storage.put(
      `photos/${s.woman.id}/erase-me.webp`,
      Buffer.from('webp'),
      'image/webp',
    );
    await t.db.update(profiles).set({ profilePhotoUrl: photoUrl }).where(eq(profiles.userId, s.woman.id));
    const membership = await givePremium(t.db, s.woman.id);
    await remove(s.woman);
    t.clock.advance(13 * DAY);
    try {
      expect(await eraseDueAccounts(t.deps)).toBe(0);
      t.clock.advance(1 * DAY + 60_000);
      // The minute sweep's steps, as runtime.ts wires them.
      for (const step of t.deps.sweepSteps) await step(t.deps);
      expect(await eraseDueAccounts(t.deps)).toBe(0);
    } finally {
      t.clock.advance(-(14 * DAY + 60_000));
    }
    const [user] = await t.db.select().from(users).where(eq(users.id, s.woman.id));
    // Nobody is charged for an erased account: her membership stopped renewing (kept for accounting).
    const [kept] = await t.db.select().from(userMemberships).where(eq(userMemberships.id, membership.id));
    expect(kept).toMatchObject({ status: 'cancelled', autoRenew: false });
    expect(user).toMatchObject({ name: 'Deleted member', email: `deleted-${s.woman.id}@deleted.invalid` });
    expect(await t.db.select().from(profiles).where(eq(profiles.userId, s.woman.id))).toEqual([]);
    expect(await t.deps.storage.read(`photos/${s.woman.id}/erase-me.webp`)).toBeNull();
    expect(await t.db.select().from(accounts).where(eq(accounts.userId, s.woman.id))).toEqual([]);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, s.woman.id))).toEqual([]);
    const either = (a: typeof favorites.userId, b: typeof favorites.favoritedProfileId) =>
      or(eq(a, s.woman.id), eq(b, s.woman.id));
    expect(
      await t.db.select().from(favorites).where(either(favorites.userId, favorites.favoritedProfileId)),
    ).toEqual([]);
    expect(
      await t.db
        .select()
        .from(profileViews)
        .where(or(eq(profileViews.viewerId, s.woman.id), eq(profileViews.viewedProfileId, s.woman.id))),
    ).toEqual([]);

    // He still has the conversation, from 'Deleted member', both sides' messages kept.
    const chat = (await call(t, 'GET', `/api/connections/${s.chatId}`, s.man.cookie)).body as {
      connection: TConnection;
    };
    expect(chat.connection.other).toMatchObject({ user_id: s.woman.id, full_name: 'Deleted member' });
    const list = await call(t, 'GET', '/api/connections', s.man.cookie);
    expect(list.text).toContain('Deleted member');
    expect(list.text).not.toContain(s.woman.email);
    const page = (await call(t, 'GET', `/api/connections/${s.chatId}/messages`, s.man.cookie))
      .body as TMessagePage;
    expect(page.messages.map((m) => m.content).sort()).toEqual(['Salaam from her', 'Salaam from him']);

    // She cannot sign in any more (no password), and her old address is free.
    const refused = await t.request('/api/auth/sign-in/email', {
      method: 'POST',
      json: { email: s.woman.email, password: s.woman.password },
    });
    expect(refused.status).toBeGreaterThanOrEqual(400);
  });
});
