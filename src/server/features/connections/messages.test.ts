import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connections, messages } from '../../db/schema/index.ts';
import { buildSignedIn, buildCouple } from '../../../../tests/support/factories/members.ts';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.ts';
import type { TMessage } from '../../../shared/connections/connection-contract.ts';
import { call, expectError, recordEvents, sameMembers, send } from '../../../../tests/support/api-calls.ts';
import { buildConnection, buildMessage } from '../../../../tests/support/factories/connections.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const rowsIn = (connectionId: string) =>
  t.db.select().from(messages).where(eq(messages.connectionId, connectionId));

async function acceptedCouple() {
  const { man, woman } = await buildCouple(t);
  const connection = await buildConnection(t.db, man.id, woman.id, 'accepted');
  return { man, woman, connection };
}

describe('POST /api/connections/:id/messages', () => {
  it('stores the trimmed message, touches the connection and announces it to both members', async () => {
    const { man, woman, connection } = await acceptedCouple();
    const clientId = randomUUID();
    const recorder = recordEvents(t);
    const answer = await send(
      t,
      man.cookie,
      connection.id,
      '  Assalamu alaikum, how is your family?  \n',
      clientId,
    );
    recorder.stop();
    expect(answer.status).toBe(201);
    const message = answer.body as TMessage;
    expect(message).toMatchObject({
      connection_id: connection.id,
      sender_id: man.id,
      client_id: clientId,
      content: 'Assalamu alaikum, how is your family?',
      message_type: 'text',
      read_at: null,
    });
    expect(Object.keys(message).sort()).toEqual([
      'client_id',
      'connection_id',
      'content',
      'created_at',
      'id',
      'message_type',
      'read_at',
      'safety_notice',
      'sender_id',
    ]);
    const [stored] = await rowsIn(connection.id);
    expect(stored?.id).toBe(message.id);
    const [touched] = await t.db.select().from(connections).where(eq(connections.id, connection.id));
    expect(touched!.updatedAt.getTime()).toBeGreaterThanOrEqual(stored!.createdAt.getTime());
    expect(touched!.updatedAt.getTime()).toBeGreaterThan(connection.updatedAt.getTime());

    expect(recorder.events).toHaveLength(1);
    expect(recorder.events[0]).toEqual({
      type: 'message.created',
      audience: expect.any(Array),
      connection_id: connection.id,
      message,
    });
    sameMembers(recorder.events[0]!.audience, [man.id, woman.id]);

    const reply = await send(t, woman.cookie, connection.id, 'Wa alaikum assalam');
    expect(reply.status).toBe(201);
  });

  it('stores a message once per client_id: a retry answers 200 with the first message', async () => {
    const { man, woman, connection } = await acceptedCouple();
    const clientId = randomUUID();
    const first = await send(t, man.cookie, connection.id, 'Salam', clientId);
    const recorder = recordEvents(t);
    const retry = await send(t, man.cookie, connection.id, 'Salam', clientId);
    const racing = await Promise.all(
      [1, 2, 3].map(() => send(t, man.cookie, connection.id, 'Salam', clientId)),
    );
    recorder.stop();
    expect(first.status).toBe(201);
    expect(retry.status).toBe(200);
    expect(retry.body).toEqual(first.body);
    for (const answer of racing) expect(answer.body).toEqual(first.body);
    expect(await rowsIn(connection.id)).toHaveLength(1);
    expect(recorder.events).toEqual([]);

    // The same client id in another chat is another message.
    const other = await buildConnection(
      t.db,
      man.id,
      (await buildSignedIn(t, { gender: 'female' })).id,
      'accepted',
    );
    const elsewhere = await send(t, man.cookie, other.id, 'Salam', clientId);
    expect(elsewhere.status).toBe(201);
    expect((elsewhere.body as TMessage).id).not.toBe((first.body as TMessage).id);

    // The partner cannot take over (or read back through) a client id that is already used.
    expectError(await send(t, woman.cookie, connection.id, 'Salam', clientId), 409, 'CLIENT_ID_CONFLICT');
    expect(await rowsIn(connection.id)).toHaveLength(1);
  });

  it('refuses empty, blank, too long and unsendable content and bad client ids with 400', async () => {
    const { man, connection } = await acceptedCouple();
    const cases: [unknown, string][] = [
      [{ content: '', client_id: randomUUID() }, 'content'],
      [{ content: '   \n\t  ', client_id: randomUUID() }, 'content'],
      [{ content: 'x'.repeat(2001), client_id: randomUUID() }, 'content'],
      [{ content: `  ${'x'.repeat(2001)}  `, client_id: randomUUID() }, 'content'],
      [{ content: 'nul \u0000 byte', client_id: randomUUID() }, 'content'],
      [{ content: 42, client_id: randomUUID() }, 'content'],
      [{ client_id: randomUUID() }, 'content'],
      [{ content: 'Salam', client_id: 'not-a-uuid' }, 'client_id'],
      [{ content: 'Salam', client_id: '' }, 'client_id'],
      [{ content: 'Salam', client_id: 12345 }, 'client_id'],
      [{ content: 'Salam' }, 'client_id'],
      [{ content: 'Salam', client_id: randomUUID(), sender_id: 'someone' }, 'sender_id'],
    ];
    for (const [body, field] of cases) {
      const answer = await call(t, 'POST', `/api/connections/${connection.id}/messages`, man.cookie, body);
      expectError(answer, 400, 'VALIDATION_FAILED');
      expect(
        (answer.body as { error: { fields: object } }).error.fields,
        JSON.stringify(body),
      ).toHaveProperty(field);
    }
    expect(await rowsIn(connection.id)).toHaveLength(0);
    const longest = await send(t, man.cookie, connection.id, ` ${'x'.repeat(2000)} `);
    expect(longest.status).toBe(201);
    expect((longest.body as TMessage).content).toHaveLength(2000);
  });
});

describe('who may read and write a chat', () => {
  const routes = (id: string) =>
    [
      ['GET', `/api/connections/${id}/messages`, undefined],
      ['POST', `/api/connections/${id}/messages`, { content: 'Salam', client_id: randomUUID() }],
      ['POST', `/api/connections/${id}/read`, undefined],
    ] as const;

  it('hides a chat from strangers (404 "Chat not found"), whatever its status', async () => {
    const stranger = await buildSignedIn(t, { gender: 'female' });
    for (const status of ['accepted', 'pending', 'rejected'] as const) {
      const { man, woman } = await buildCouple(t);
      const connection = await buildConnection(t.db, man.id, woman.id, status);
      const stored = status === 'accepted' ? await buildMessage(t.db, connection.id, man.id) : null;
      const recorder = recordEvents(t);
      const sends = stored ? [{ content: 'Salam', client_id: stored.clientId }] : [];
      const attempts = [
        ...routes(connection.id),
        // A client_id already used in the chat tells a stranger nothing either (no 409, no message).
        ...sends.map((body) => ['POST', `/api/connections/${connection.id}/messages`, body] as const),
      ];
      for (const [method, path, body] of attempts) {
        const answer = await call(t, method, path, stranger.cookie, body);
        expectError(answer, 404, 'NOT_FOUND', 'Chat not found');
        expect(answer.text).not.toContain('Assalamu');
      }
      recorder.stop();
      expect(recorder.events).toEqual([]);
      expect(await rowsIn(connection.id)).toHaveLength(status === 'accepted' ? 1 : 0);
    }
  });

  it('tells the members of a pending or rejected connection 403 "Connection not established"', async () => {
    for (const status of ['pending', 'rejected'] as const) {
      const { man, woman } = await buildCouple(t);
      const connection = await buildConnection(t.db, man.id, woman.id, status);
      const recorder = recordEvents(t);
      for (const member of [man, woman]) {
        for (const [method, path, body] of routes(connection.id)) {
          expectError(
            await call(t, method, path, member.cookie, body),
            403,
            'CONNECTION_NOT_ESTABLISHED',
            'Connection not established',
          );
        }
      }
      recorder.stop();
      expect(recorder.events).toEqual([]);
      expect(await rowsIn(connection.id)).toHaveLength(0);
    }
  });

  it('answers 404 for unknown and malformed ids, and 401 to anonymous callers', async () => {
    const { man, connection } = await acceptedCouple();
    for (const id of [
      '00000000-0000-4000-8000-000000000000',
      'nope',
      '12',
      '%27%3B%20drop%20table%20messages',
    ]) {
      for (const [method, path, body] of routes(id)) {
        expectError(await call(t, method, path, man.cookie, body), 404, 'NOT_FOUND', 'Chat not found');
      }
    }
    for (const [method, path, body] of routes(connection.id)) {
      expectError(await call(t, method, path, undefined, body), 401, 'UNAUTHORIZED');
    }
    expect(await rowsIn(connection.id)).toHaveLength(0);
  });
});
