import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildConnection, buildMessage } from '../../../../tests/support/factories/connections.ts';
import { buildFavorite } from '../../../../tests/support/factories/favorites.ts';
import { buildMember, buildSignedIn } from '../../../../tests/support/factories/members.ts';
import { buildProfileView } from '../../../../tests/support/factories/profile-views.ts';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const stats = async (cookie: string) => {
  const response = await t.request('/api/me/stats', { cookie });
  expect(response.status).toBe(200);
  return response.json();
};

const connect = async (
  requesterId: string,
  recipientId: string,
  status: 'pending' | 'accepted' | 'rejected',
) => (await buildConnection(t.db, requesterId, recipientId, status)).id;

const say = (connectionId: string, senderId: string, read = false) =>
  buildMessage(t.db, connectionId, senderId, { readAt: read ? new Date() : null });

describe('GET /api/me/stats', () => {
  it('answers zeros for a new member', async () => {
    const me = await buildSignedIn(t);
    expect(await stats(me.cookie)).toEqual({
      pending_requests: 0,
      unread_messages: 0,
      profile_views: 0,
      favorites_received: 0,
    });
  });

  it('counts pending requests received, and nothing else', async () => {
    const me = await buildSignedIn(t);
    const [a, b, c, d] = await Promise.all([1, 2, 3, 4].map(() => buildMember(t.db, { gender: 'male' })));
    await connect(a!.id, me.id, 'pending');
    await connect(b!.id, me.id, 'pending');
    await connect(c!.id, me.id, 'accepted');
    await connect(me.id, d!.id, 'pending');
    await connect(a!.id, d!.id, 'pending');
    expect(await stats(me.cookie)).toMatchObject({ pending_requests: 2 });
  });

  it('counts unread messages from others in my accepted connections only', async () => {
    const me = await buildSignedIn(t);
    const [a, b, c, x, y] = await Promise.all([1, 2, 3, 4, 5].map(() => buildMember(t.db)));
    const accepted = await connect(a!.id, me.id, 'accepted');
    const acceptedByMe = await connect(me.id, b!.id, 'accepted');
    const pending = await connect(c!.id, me.id, 'pending');
    const others = await connect(x!.id, y!.id, 'accepted');
    await say(accepted, a!.id); // counts
    await say(accepted, a!.id); // counts
    await say(acceptedByMe, b!.id); // counts
    await say(accepted, a!.id, true); // already read
    await say(accepted, me.id); // sent by me
    await say(pending, c!.id); // not an accepted connection
    await say(others, x!.id); // not my connection
    expect(await stats(me.cookie)).toMatchObject({ unread_messages: 3 });
  });

  it('counts views of my profile and favourites of me', async () => {
    const me = await buildSignedIn(t);
    const [a, b] = await Promise.all([1, 2].map(() => buildMember(t.db)));
    await buildProfileView(t.db, a!.id, me.id);
    await buildProfileView(t.db, a!.id, me.id);
    await buildProfileView(t.db, b!.id, me.id);
    await buildProfileView(t.db, me.id, a!.id);
    await buildFavorite(t.db, a!.id, me.id);
    await buildFavorite(t.db, b!.id, me.id);
    await buildFavorite(t.db, me.id, a!.id);
    expect(await stats(me.cookie)).toEqual({
      pending_requests: 0,
      unread_messages: 0,
      profile_views: 3,
      favorites_received: 2,
    });
  });
});

describe('OpenAPI', () => {
  it('lists every profile route', async () => {
    const doc = (await (await t.request('/api/openapi.json')).json()) as {
      paths: Record<string, Record<string, unknown>>;
    };
    expect(Object.keys(doc.paths['/api/me/profile'] ?? {}).sort()).toEqual(['get', 'put']);
    expect(Object.keys(doc.paths['/api/me/photo'] ?? {}).sort()).toEqual(['delete', 'post']);
    expect(Object.keys(doc.paths['/api/profiles/{userId}'] ?? {})).toEqual(['get']);
    expect(Object.keys(doc.paths['/api/me/stats'] ?? {})).toEqual(['get']);
  });
});
