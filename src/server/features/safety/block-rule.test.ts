import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TPresenceList } from '../../../shared/connections/connection-contract.ts';
import type { TBlockList } from '../../../shared/safety/safety-contract.ts';
import { call, expectError, send, uniqueToken } from '../../../../tests/support/api-calls.ts';
import { buildConnection, buildMessage } from '../../../../tests/support/factories/connections.ts';
import { buildFavorite } from '../../../../tests/support/factories/favorites.ts';
import { buildCouple, type SignedIn } from '../../../../tests/support/factories/members.ts';
import { buildProfileView } from '../../../../tests/support/factories/profile-views.ts';
import { listenWithHub, openSocket, type Listening } from '../../../../tests/support/realtime.ts';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.ts';

let t: TestApp;
let server: Listening;

beforeAll(async () => {
  t = await createTestApp();
  server = await listenWithHub(t);
});
afterAll(async () => {
  await server.close();
  await t.close();
});

type Scene = { me: SignedIn; other: SignedIn; token: string; chatId: string };

/**
 * Every GET route a member may call that shows another member, with the address that would show
 * `other` to `me`. `before`: the route shows them while no block is between them (featured lists only
 * boosted members, so it is checked after the block only).
 */
const MEMBER_LISTS: Record<string, { url: (s: Scene) => string; before: boolean }> = {
  '/api/browse': { url: (s) => `/api/browse?search=${s.token}`, before: true },
  '/api/browse/featured': { url: () => '/api/browse/featured', before: false },
  '/api/matches': { url: (s) => `/api/matches?search=${s.token}`, before: true },
  '/api/favorites': { url: () => '/api/favorites', before: true },
  '/api/profiles/{userId}': { url: (s) => `/api/profiles/${s.other.id}`, before: true },
  '/api/connections': { url: () => '/api/connections', before: true },
  '/api/connections/with': { url: (s) => `/api/connections/with?user_ids=${s.other.id}`, before: true },
  '/api/connections/with/{userId}': { url: (s) => `/api/connections/with/${s.other.id}`, before: true },
  '/api/connections/{id}': { url: (s) => `/api/connections/${s.chatId}`, before: true },
  '/api/connections/{id}/messages': { url: (s) => `/api/connections/${s.chatId}/messages`, before: true },
  '/api/analytics/viewers': { url: () => '/api/analytics/viewers?period=all', before: true },
  '/api/analytics': { url: () => '/api/analytics?period=all', before: false },
  '/api/me/stats': { url: () => '/api/me/stats', before: false },
  '/api/blocks': { url: () => '/api/blocks', before: false },
};

/** GET routes that never name another member: the caller's own data, public content, staff screens. */
const SHOWS_NO_MEMBER = [
  /^\/api\/(admin|cms|moderation)\//,
  /^\/api\/auth\//,
  /^\/api\/(me|me\/profile|me\/notices|health|site\/settings|blog|blog\/\{slug\}|menus\/\{location\}|pages\/\{slug\})$/,
  /^\/api\/membership\/(me|plans|settings)$/,
  /^\/api\/checkout\/sandbox\/\{id\}$/,
  // The member's own archive (a zip of their history; features/account/export.test.ts).
  /^\/api\/me\/export$/,
  // The member's own verification (features/verification).
  /^\/api\/me\/verification$/,
  // Presence answers every id asked, so it is checked by its values below.
  /^\/api\/realtime\/presence$/,
  // My guardians, a guardian's wards and invitation name no other member; my guardians' access log names
  // a partner only while no block is between us (features/guardians/access-log-service.ts).
  /^\/api\/me\/guardians(\/access)?$/,
  /^\/api\/guardian\/(wards|invitation)$/,
  // A guardian reads a ward's connections exactly as the ward sees them, block rule included
  // (features/guardians/guardian-reads.test.ts, "keeps a conversation the ward's block hides hidden").
  /^\/api\/guardian\/wards\/\{memberId\}\/connections(\/\{id\}(\/messages)?)?$/,
];

async function scene(): Promise<Scene & { woman: SignedIn; man: SignedIn }> {
  const token = uniqueToken('blocked');
  const { man, woman } = await buildCouple(t, {
    man: { name: `Bilal ${token}` },
    woman: { name: `Amina ${token}` },
  });
  await buildFavorite(t.db, man.id, woman.id);
  await buildFavorite(t.db, woman.id, man.id);
  const chat = await buildConnection(t.db, man.id, woman.id);
  await buildMessage(t.db, chat.id, woman.id, { content: 'Salaam' });
  await buildMessage(t.db, chat.id, man.id, { content: 'Wa alaykum salaam' });
  await buildProfileView(t.db, woman.id, man.id);
  await buildProfileView(t.db, man.id, woman.id);
  return { man, woman, me: man, other: woman, token, chatId: chat.id };
}

/** What each listed route shows `me` of `other`: its status, and whether the answer names them. */
async function whatMeSees(s: Scene) {
  const seen: Record<string, { status: number; shows: boolean }> = {};
  for (const [path, route] of Object.entries(MEMBER_LISTS)) {
    const answer = await call(t, 'GET', route.url(s), s.me.cookie);
    seen[path] = { status: answer.status, shows: answer.text.includes(s.other.id) };
  }
  return seen;
}

const presenceOf = async (me: SignedIn, other: SignedIn) =>
  (await call(t, 'GET', `/api/realtime/presence?user_ids=${other.id}`, me.cookie)).body as TPresenceList;

describe('the block rule', () => {
  it('covers every GET route of the API: each shows no member or is checked here', async () => {
    const spec = (await call(t, 'GET', '/api/openapi.json', undefined)).body as {
      paths: Record<string, Record<string, unknown>>;
    };
    const gets = Object.entries(spec.paths)
      .filter(([, methods]) => 'get' in methods)
      .map(([path]) => path);
    expect(gets.length).toBeGreaterThan(30);
    const unchecked = gets.filter(
      (path) => !(path in MEMBER_LISTS) && !SHOWS_NO_MEMBER.some((rule) => rule.test(path)),
    );
    // A new route that lists members must join MEMBER_LISTS (and the block rule) to pass.
    expect(unchecked).toEqual([]);
    for (const path of Object.keys(MEMBER_LISTS)) expect(gets).toContain(path);
  });

  it('hides both members from each other on every route, at once, both ways', async () => {
    const s = await scene();
    for (const me of [s.man, s.woman]) {
      const other = me === s.man ? s.woman : s.man;
      const before = await whatMeSees({ ...s, me, other });
      for (const [path, route] of Object.entries(MEMBER_LISTS))
        if (route.before) expect(before[path], `${path} before`).toEqual({ status: 200, shows: true });
    }
    const blocked = await call(t, 'PUT', `/api/blocks/${s.man.id}`, s.woman.cookie);
    expect(blocked.status, blocked.text).toBe(200);
    expect(blocked.body).toEqual({ user_id: s.man.id, blocked: true });

    for (const me of [s.man, s.woman]) {
      const other = me === s.man ? s.woman : s.man;
      const after = await whatMeSees({ ...s, me, other });
      for (const [path, seen] of Object.entries(after)) {
        // Her own blocked list is where she finds him again to unblock.
        if (path === '/api/blocks' && me === s.woman) expect(seen.shows).toBe(true);
        else expect(seen.shows, `${path} after, as ${me === s.man ? 'him' : 'her'}`).toBe(false);
        expect([200, 404], path).toContain(seen.status);
      }
      expect(await presenceOf(me, other)).toEqual({
        presence: [{ user_id: other.id, online: false, last_seen_at: null }],
      });
    }
  });

  it('refuses every action between them, and unblocking brings everything back', async () => {
    const s = await scene();
    await call(t, 'PUT', `/api/blocks/${s.woman.id}`, s.man.cookie);
    const { man, woman } = s;
    expectError(await send(t, woman.cookie, s.chatId, 'Are you there?'), 404, 'NOT_FOUND');
    expectError(await send(t, man.cookie, s.chatId, 'Hello?'), 404, 'NOT_FOUND');
    expectError(await call(t, 'POST', `/api/connections/${s.chatId}/read`, woman.cookie), 404, 'NOT_FOUND');
    expectError(await call(t, 'PUT', `/api/favorites/${man.id}`, woman.cookie), 404, 'NOT_FOUND');
    expectError(
      await call(t, 'POST', '/api/connections', woman.cookie, { recipient_id: man.id }),
      404,
      'NOT_FOUND',
    );
    const blockedList = (await call(t, 'GET', '/api/blocks', man.cookie)).body as TBlockList;
    expect(blockedList.blocks.map((b) => b.user_id)).toEqual([woman.id]);
    expect(blockedList.blocks[0]).toMatchObject({ full_name: woman.name });
    expect(JSON.stringify(blockedList)).not.toContain(woman.email);

    // Only the blocker lifts the block: her DELETE of his block is a no-op.
    await call(t, 'DELETE', `/api/blocks/${man.id}`, woman.cookie);
    expect((await call(t, 'GET', `/api/profiles/${man.id}`, woman.cookie)).status).toBe(404);
    const lifted = await call(t, 'DELETE', `/api/blocks/${woman.id}`, man.cookie);
    expect(lifted.body).toEqual({ user_id: woman.id, blocked: false });
    const seen = await whatMeSees({ ...s, me: man, other: woman });
    for (const [path, route] of Object.entries(MEMBER_LISTS))
      if (route.before) expect(seen[path], path).toEqual({ status: 200, shows: true });
    expect((await send(t, woman.cookie, s.chatId, 'Salaam again')).status).toBe(201);
  });

  it('tells both members’ sockets at once, and presence stops flowing between them', async () => {
    const s = await scene();
    const hisSocket = await openSocket(server.wsUrl, s.man.cookie);
    const herSocket = await openSocket(server.wsUrl, s.woman.cookie);
    // Her socket's presence is stored just after it opens (on PostgreSQL, a round trip later).
    await expect.poll(async () => (await presenceOf(s.man, s.woman)).presence[0]?.online).toBe(true);
    await call(t, 'PUT', `/api/blocks/${s.man.id}`, s.woman.cookie);
    expect(await hisSocket.waitFor((f) => f.type === 'member.hidden')).toEqual({
      type: 'member.hidden',
      user_id: s.woman.id,
    });
    expect(await herSocket.waitFor((f) => f.type === 'member.hidden')).toEqual({
      type: 'member.hidden',
      user_id: s.man.id,
    });
    hisSocket.frames.length = 0;
    await herSocket.close();
    // Her going offline is not announced to him any more.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(hisSocket.frames.filter((f) => f.type === 'presence')).toEqual([]);
    hisSocket.send({ type: 'presence.query', user_ids: [s.woman.id] });
    expect(await hisSocket.waitFor((f) => f.type === 'presence.state')).toEqual({
      type: 'presence.state',
      users: [{ user_id: s.woman.id, online: false, last_seen_at: null }],
    });
    await hisSocket.close();
  });
});

describe('bad block requests change nothing', () => {
  it('oneself, unknown members, a bad cursor, and no sign-in', async () => {
    const { man } = await buildCouple(t);
    expectError(await call(t, 'PUT', `/api/blocks/${man.id}`, man.cookie), 400, 'CANNOT_BLOCK_SELF');
    expectError(await call(t, 'PUT', '/api/blocks/no-such-member', man.cookie), 404, 'NOT_FOUND');
    expectError(await call(t, 'PUT', `/api/blocks/${'x'.repeat(200)}`, man.cookie), 400, 'VALIDATION_FAILED');
    expectError(
      await call(t, 'GET', '/api/blocks?cursor=bm90LWEtY3Vyc29y', man.cookie),
      400,
      'VALIDATION_FAILED',
    );
    expect((await call(t, 'GET', '/api/blocks', man.cookie)).body).toEqual({ blocks: [], next_cursor: null });
    expectError(await call(t, 'GET', '/api/blocks', undefined), 401, 'UNAUTHORIZED');
    expectError(await call(t, 'PUT', `/api/blocks/${man.id}`, undefined), 401, 'UNAUTHORIZED');
    expectError(await call(t, 'DELETE', `/api/blocks/${man.id}`, undefined), 401, 'UNAUTHORIZED');
  });

  it('pages a long blocked list by cursor, newest first, each member once', async () => {
    const { woman } = await buildCouple(t);
    const blocked: string[] = [];
    for (let i = 0; i < 23; i += 1) {
      const { man } = await buildCouple(t);
      blocked.push(man.id);
      expect((await call(t, 'PUT', `/api/blocks/${man.id}`, woman.cookie)).status).toBe(200);
    }
    // Twice: idempotent.
    await call(t, 'PUT', `/api/blocks/${blocked[0]}`, woman.cookie);
    const first = (await call(t, 'GET', '/api/blocks', woman.cookie)).body as TBlockList;
    expect(first.blocks).toHaveLength(20);
    expect(first.next_cursor).not.toBeNull();
    const second = (await call(t, 'GET', `/api/blocks?cursor=${first.next_cursor}`, woman.cookie))
      .body as TBlockList;
    expect(second.next_cursor).toBeNull();
    const listed = [...first.blocks, ...second.blocks].map((b) => b.user_id);
    expect(listed).toEqual([...blocked].reverse());
  });
});
