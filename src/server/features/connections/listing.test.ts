import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connections } from '../../db/schema/index.ts';
import { buildMember, buildSignedIn, buildCouple } from '../../../../tests/support/factories/members.ts';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.ts';
import type { TConnection } from '../../../shared/connections/connection-contract.ts';
import { call, expectError } from '../../../../tests/support/api-calls.ts';
import { buildConnection, buildMessage } from '../../../../tests/support/factories/connections.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type ListAnswer = {
  connections: TConnection[];
  next_cursor: string | null;
  counts: { chats: number; incoming_requests: number; outgoing_requests: number };
};

async function list(cookie: string, query = ''): Promise<ListAnswer> {
  const answer = await call(t, 'GET', `/api/connections${query}`, cookie);
  expect(answer.status, answer.text).toBe(200);
  return answer.body as ListAnswer;
}

const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000);

async function touch(id: string, updatedAt: Date) {
  await t.db.update(connections).set({ updatedAt }).where(eq(connections.id, id));
}

describe('GET /api/connections', () => {
  it('lists my connections both ways, newest activity first, with names, photos and no e-mail', async () => {
    const me = await buildSignedIn(t, {
      gender: 'female',
      email: 'private-aisha@hidden.example.test',
      profile: {
        profilePhotoUrl: '/media/photos/me/a.webp',
        profilePhotoThumbUrl: '/media/photos/me/a-256.webp',
      },
    });
    const [asker, asked, chat] = await Promise.all(
      [1, 2, 3].map((i) =>
        buildMember(t.db, {
          gender: 'male',
          email: `private-man-${i}@hidden.example.test`,
          profile: {
            profilePhotoUrl: `/media/photos/${i}/p.webp`,
            profilePhotoThumbUrl: `/media/photos/${i}/p-256.webp`,
          },
        }),
      ),
    );
    const stranger = await buildMember(t.db, { gender: 'male' });
    const incoming = await buildConnection(t.db, asker!.id, me.id, 'pending');
    const outgoing = await buildConnection(t.db, me.id, asked!.id, 'pending');
    const accepted = await buildConnection(t.db, chat!.id, me.id, 'accepted');
    await buildConnection(t.db, stranger.id, (await buildMember(t.db)).id, 'accepted');
    await touch(incoming.id, at(30));
    await touch(outgoing.id, at(20));
    await touch(accepted.id, at(10));
    const long = `${'بسم الله '.repeat(20)}and more`;
    await buildMessage(t.db, accepted.id, me.id, { content: 'Wa alaikum assalam', createdAt: at(12) });
    const lastAt = at(11);
    await buildMessage(t.db, accepted.id, chat!.id, { content: long, createdAt: lastAt });

    const response = await call(t, 'GET', '/api/connections', me.cookie);
    const body = response.body as ListAnswer;
    expect(body.connections.map((c) => c.id)).toEqual([accepted.id, outgoing.id, incoming.id]);
    expect(body.counts).toEqual({ chats: 1, incoming_requests: 1, outgoing_requests: 1 });
    expect(body.next_cursor).toBeNull();
    const [first, second, third] = body.connections;
    expect(first).toMatchObject({
      status: 'accepted',
      direction: 'incoming',
      requester_id: chat!.id,
      recipient_id: me.id,
      other: {
        user_id: chat!.id,
        full_name: chat!.name,
        profile_photo_url: '/media/photos/3/p.webp',
        profile_photo_thumb_url: '/media/photos/3/p-256.webp',
      },
      requester_profile: { full_name: chat!.name, profile_photo_url: '/media/photos/3/p.webp' },
      recipient_profile: { full_name: me.name, profile_photo_url: '/media/photos/me/a.webp' },
      unread_count: 1,
    });
    expect(first!.last_message).toMatchObject({ sender_id: chat!.id, created_at: lastAt.toISOString() });
    expect([...first!.last_message!.content]).toHaveLength(120);
    expect(first!.last_message!.content.endsWith('…')).toBe(true);
    expect(long.startsWith(first!.last_message!.content.slice(0, -1))).toBe(true);
    expect(second).toMatchObject({
      direction: 'outgoing',
      status: 'pending',
      last_message: null,
      unread_count: 0,
    });
    expect(third).toMatchObject({ direction: 'incoming', other: { user_id: asker!.id } });

    for (const secret of [
      me.email,
      asker!.email,
      asked!.email,
      chat!.email,
      '"email"',
      'hidden.example.test',
    ]) {
      expect(response.text).not.toContain(secret);
    }
  });

  it('filters by status and pages with a cursor: no gaps, no duplicates, at most 100 a page', async () => {
    const me = await buildSignedIn(t, { gender: 'male' });
    const women = await Promise.all(Array.from({ length: 7 }, () => buildMember(t.db, { gender: 'female' })));
    const same = at(5);
    const ids: string[] = [];
    for (const [i, woman] of women.entries()) {
      const row = await buildConnection(
        t.db,
        i % 2 ? me.id : woman.id,
        i % 2 ? woman.id : me.id,
        i < 5 ? 'accepted' : 'pending',
      );
      // Three share one updated_at, so the id must break the tie.
      await touch(row.id, i < 3 ? same : at(60 + i));
      ids.push(row.id);
    }
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page: ListAnswer = await list(me.cookie, `?limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      expect(page.connections.length).toBeLessThanOrEqual(2);
      seen.push(...page.connections.map((c) => c.id));
      cursor = page.next_cursor;
      pages += 1;
    } while (cursor && pages < 10);
    expect(pages).toBe(4);
    expect(new Set(seen).size).toBe(7);
    expect([...seen].sort()).toEqual([...ids].sort());
    expect(seen).toEqual((await list(me.cookie, '?limit=100')).connections.map((c) => c.id));

    const accepted = await list(me.cookie, '?status=accepted');
    expect(accepted.connections).toHaveLength(5);
    expect(accepted.connections.every((c) => c.status === 'accepted')).toBe(true);
    expect(accepted.counts).toEqual({ chats: 5, incoming_requests: 1, outgoing_requests: 1 });

    for (const query of [
      '?limit=101',
      '?limit=0',
      '?limit=abc',
      '?status=blocked',
      '?cursor=garbage',
      `?cursor=${'a'.repeat(300)}`,
    ]) {
      expectError(await call(t, 'GET', `/api/connections${query}`, me.cookie), 400, 'VALIDATION_FAILED');
    }
  });

  it('answers 401 to anonymous callers', async () => {
    expectError(await call(t, 'GET', '/api/connections', undefined), 401, 'UNAUTHORIZED');
  });
});

describe('GET /api/connections/:id and /api/connections/with/:userId', () => {
  it('shows the connection to its two members, whoever asked, and 404 to everyone else', async () => {
    const { man, woman } = await buildCouple(t);
    const stranger = await buildSignedIn(t, { gender: 'female' });
    const row = await buildConnection(t.db, woman.id, man.id, 'pending');
    for (const [viewer, other, direction] of [
      [man, woman, 'incoming'],
      [woman, man, 'outgoing'],
    ] as const) {
      const byId = await call(t, 'GET', `/api/connections/${row.id}`, viewer.cookie);
      const withOther = await call(t, 'GET', `/api/connections/with/${other.id}`, viewer.cookie);
      for (const answer of [byId, withOther]) {
        expect(answer.status).toBe(200);
        expect(answer.body).toMatchObject({
          connection: { id: row.id, status: 'pending', direction, other: { user_id: other.id } },
        });
      }
    }
    expectError(await call(t, 'GET', `/api/connections/${row.id}`, stranger.cookie), 404, 'NOT_FOUND');
    expectError(await call(t, 'GET', `/api/connections/with/${man.id}`, stranger.cookie), 404, 'NOT_FOUND');
    expectError(await call(t, 'GET', `/api/connections/with/${man.id}`, man.cookie), 404, 'NOT_FOUND');
    expectError(await call(t, 'GET', '/api/connections/with/nobody', man.cookie), 404, 'NOT_FOUND');
    expectError(await call(t, 'GET', '/api/connections/not-a-uuid', man.cookie), 404, 'NOT_FOUND');
    expectError(await call(t, 'GET', '/api/connections/with/a%00b', man.cookie), 400, 'VALIDATION_FAILED');
    expectError(await call(t, 'GET', '/api/connections/a%00b', man.cookie), 404, 'NOT_FOUND');
    expectError(await call(t, 'GET', `/api/connections/${row.id}`, undefined), 401, 'UNAUTHORIZED');
    expectError(await call(t, 'GET', `/api/connections/with/${man.id}`, undefined), 401, 'UNAUTHORIZED');
  });
});

describe('OpenAPI', () => {
  it('describes every connection and message route', async () => {
    const doc = (await (await t.request('/api/openapi.json')).json()) as {
      paths: Record<string, Record<string, { parameters?: { name: string }[] }>>;
    };
    expect(Object.keys(doc.paths['/api/connections'] ?? {}).sort()).toEqual(['get', 'post']);
    expect(Object.keys(doc.paths['/api/connections/{id}'] ?? {}).sort()).toEqual(['delete', 'get', 'patch']);
    expect(Object.keys(doc.paths['/api/connections/with/{userId}'] ?? {})).toEqual(['get']);
    expect(Object.keys(doc.paths['/api/connections/{id}/messages'] ?? {}).sort()).toEqual(['get', 'post']);
    expect(Object.keys(doc.paths['/api/connections/{id}/read'] ?? {})).toEqual(['post']);
    const query = doc.paths['/api/connections/{id}/messages']?.get?.parameters?.map((p) => p.name);
    expect(query).toEqual(expect.arrayContaining(['id', 'before', 'after', 'limit']));
  });
});
