import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAccountState } from '../../../shared/account/account-contract.ts';
import type { TMe } from '../../../shared/profiles/profile-contract.ts';
import { call, expectError, send, uniqueToken } from '../../../../tests/support/api-calls.ts';
import { buildConnection, buildMessage } from '../../../../tests/support/factories/connections.ts';
import { buildFavorite } from '../../../../tests/support/factories/favorites.ts';
import { buildCouple, buildSignedIn, type SignedIn } from '../../../../tests/support/factories/members.ts';
import { buildProfileView } from '../../../../tests/support/factories/profile-views.ts';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type Scene = { man: SignedIn; woman: SignedIn; token: string; chatId: string };

/** He favourited and viewed her, they chat; she is the one who pauses. */
async function scene(): Promise<Scene> {
  const token = uniqueToken('paused');
  const { man, woman } = await buildCouple(t, {
    man: { name: `Bilal ${token}` },
    woman: { name: `Amina ${token}` },
  });
  await buildFavorite(t.db, man.id, woman.id);
  await buildProfileView(t.db, woman.id, man.id);
  const chat = await buildConnection(t.db, man.id, woman.id);
  await buildMessage(t.db, chat.id, woman.id, { content: 'Salaam' });
  return { man, woman, token, chatId: chat.id };
}

/** The routes that show her to him, and whether each does. */
async function whatHeSees(s: Scene) {
  const urls = {
    browse: `/api/browse?search=${s.token}`,
    matches: `/api/matches?search=${s.token}`,
    favorites: '/api/favorites',
    profile: `/api/profiles/${s.woman.id}`,
    viewers: '/api/analytics/viewers?period=all',
  };
  const seen: Record<string, boolean> = {};
  for (const [name, url] of Object.entries(urls)) {
    const answer = await call(t, 'GET', url, s.man.cookie);
    expect([200, 404], `${name}: ${answer.text}`).toContain(answer.status);
    seen[name] = answer.text.includes(s.woman.id);
  }
  return seen;
}

const everywhere = (shown: boolean) => ({
  browse: shown,
  matches: shown,
  favorites: shown,
  profile: shown,
  viewers: shown,
});

describe('POST /api/me/pause and DELETE /api/me/pause', () => {
  it('hides the member from every list and profile, keeps the chat, and unpausing brings her back', async () => {
    const s = await scene();
    expect(await whatHeSees(s)).toEqual(everywhere(true));

    const paused = await call(t, 'POST', '/api/me/pause', s.woman.cookie);
    expect(paused.status, paused.text).toBe(200);
    const state = paused.body as TAccountState;
    expect(state).toMatchObject({ paused: true, deletion_scheduled_at: null });
    expect(state.paused_at).toEqual(expect.any(String));
    expect(await whatHeSees(s)).toEqual(everywhere(false));

    // Their conversation keeps working both ways.
    const chat = await call(t, 'GET', `/api/connections/${s.chatId}/messages`, s.man.cookie);
    expect(chat.status).toBe(200);
    expect(chat.text).toContain('Salaam');
    expect((await send(t, s.man.cookie, s.chatId, 'Still here?')).status).toBe(201);
    expect((await send(t, s.woman.cookie, s.chatId, 'Yes, paused only')).status).toBe(201);

    // She still sees her own profile, and /api/me says she is paused.
    const me = (await call(t, 'GET', '/api/me', s.woman.cookie)).body as TMe;
    expect(me.account).toEqual(state);
    expect(me.profile?.user_id).toBe(s.woman.id);

    const again = await call(t, 'POST', '/api/me/pause', s.woman.cookie);
    expect((again.body as TAccountState).paused_at).toBe(state.paused_at);

    const unpaused = await call(t, 'DELETE', '/api/me/pause', s.woman.cookie);
    expect(unpaused.body).toEqual({ paused: false, paused_at: null, deletion_scheduled_at: null });
    expect(await whatHeSees(s)).toEqual(everywhere(true));
    // Unpausing an account that is not paused is fine too.
    expect((await call(t, 'DELETE', '/api/me/pause', s.woman.cookie)).status).toBe(200);
  });

  it('refuses new requests to a paused member (404) and from one (409)', async () => {
    const { man, woman } = await buildCouple(t);
    await call(t, 'POST', '/api/me/pause', woman.cookie);
    expectError(
      await call(t, 'POST', '/api/connections', man.cookie, { recipient_id: woman.id }),
      404,
      'NOT_FOUND',
    );
    expectError(
      await call(t, 'POST', '/api/connections', woman.cookie, { recipient_id: man.id }),
      409,
      'PROFILE_PAUSED',
    );
    await call(t, 'DELETE', '/api/me/pause', woman.cookie);
    expect((await call(t, 'POST', '/api/connections', man.cookie, { recipient_id: woman.id })).status).toBe(
      201,
    );
  });

  it('needs a session', async () => {
    expectError(await call(t, 'POST', '/api/me/pause', undefined), 401, 'UNAUTHORIZED');
    expectError(await call(t, 'DELETE', '/api/me/pause', undefined), 401, 'UNAUTHORIZED');
  });

  it('answers the state on GET /api/me for a member who never paused', async () => {
    const member = await buildSignedIn(t);
    const me = (await call(t, 'GET', '/api/me', member.cookie)).body as TMe;
    expect(me.account).toEqual({ paused: false, paused_at: null, deletion_scheduled_at: null });
  });
});
