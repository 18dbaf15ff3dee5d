import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCouple, buildSignedIn } from '../../../../tests/support/factories/members.ts';
import { buildConnection, messageCount } from '../../../../tests/support/factories/connections.ts';
import { call, expectError, recordEvents, send } from '../../../../tests/support/api-calls.ts';
import { usageOf } from '../../../../tests/support/factories/memberships.ts';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.ts';
import type { TMessage, TMessagePage } from '../../../shared/connections/connection-contract.ts';

/** Issue 23 item 6: a message that leaves the platform is confirmed by its sender and flagged to the recipient. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const LURE = 'Add me on WhatsApp, my number is ٠٧٧٠ ٠٩٠ ٠١٢٣';

async function chat() {
  const { man, woman } = await buildCouple(t);
  const connection = await buildConnection(t.db, man.id, woman.id, 'accepted');
  return { man, woman, connection };
}

const sentToday = (userId: string) => usageOf(t.db, userId, 'daily_messages');

const storedIn = (connectionId: string) => messageCount(t.db, connectionId);

const confirmed = (cookie: string, connectionId: string, content: string, clientId = randomUUID()) =>
  call(t, 'POST', `/api/connections/${connectionId}/messages`, cookie, {
    content,
    client_id: clientId,
    confirm_off_platform: true,
  });

describe('POST /api/connections/:id/messages with off-platform contact or money words', () => {
  it('answers 409 OFF_PLATFORM_CONFIRM with the kinds found, storing, spending and announcing nothing', async () => {
    const { man, connection } = await chat();
    const recorder = recordEvents(t);
    const refused = await send(t, man.cookie, connection.id, LURE);
    recorder.stop();
    expectError(refused, 409, 'OFF_PLATFORM_CONFIRM');
    const error = (refused.body as { error: { message: string; fields: Record<string, string> } }).error;
    expect(error.fields).toEqual({ kinds: 'phone,handle' });
    expect(error.message).toContain('a phone number and a messaging or social media account');
    expect(await storedIn(connection.id)).toBe(0);
    expect(await sentToday(man.id)).toBe(0);
    expect(recorder.events).toEqual([]);

    const money = await call(t, 'POST', `/api/connections/${connection.id}/messages`, man.cookie, {
      content: 'Can you send money by Western Union?',
      client_id: randomUUID(),
      confirm_off_platform: false,
    });
    expectError(money, 409, 'OFF_PLATFORM_CONFIRM');
    expect((money.body as { error: { fields: Record<string, string> } }).error.fields).toEqual({
      kinds: 'money',
    });
  });

  it('sends with confirm_off_platform, once per client_id, and marks it for a safety notice', async () => {
    const { man, woman, connection } = await chat();
    const clientId = randomUUID();
    const recorder = recordEvents(t);
    const sent = await confirmed(man.cookie, connection.id, LURE, clientId);
    recorder.stop();
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({ content: LURE, safety_notice: true });
    expect(await sentToday(man.id)).toBe(1);
    expect(recorder.events).toEqual([
      expect.objectContaining({ type: 'message.created', message: sent.body }),
    ]);

    // A retry of the stored message answers it, with the flag or without.
    expect((await confirmed(man.cookie, connection.id, LURE, clientId)).status).toBe(200);
    const retried = await send(t, man.cookie, connection.id, LURE, clientId);
    expect(retried.status).toBe(200);
    expect(retried.body).toEqual(sent.body);
    expect(await storedIn(connection.id)).toBe(1);
    expect(await sentToday(man.id)).toBe(1);

    // The partner cannot read it back through its client id.
    expectError(await send(t, woman.cookie, connection.id, LURE, clientId), 409, 'CLIENT_ID_CONFLICT');
  });

  it("lets ordinary messages through without the flag, and the recipient's list carries the notice", async () => {
    const { man, woman, connection } = await chat();
    const plain = await send(t, man.cookie, connection.id, 'See you at 7:30, I am 27 and graduated in 2024');
    expect(plain.status).toBe(201);
    expect((plain.body as TMessage).safety_notice).toBe(false);
    await confirmed(man.cookie, connection.id, 'Send the money by bank transfer, IBAN below');

    const page = await call(t, 'GET', `/api/connections/${connection.id}/messages`, woman.cookie);
    expect(page.status).toBe(200);
    const shown = (page.body as TMessagePage).messages.map((m) => [m.sender_id, m.safety_notice]);
    expect(shown).toEqual([
      [man.id, false],
      [man.id, true],
    ]);
  });

  it('tells a stranger or an unestablished chat what any send tells them, not that the text was flagged', async () => {
    const { man, woman } = await buildCouple(t);
    const pending = await buildConnection(t.db, man.id, woman.id, 'pending');
    expectError(await send(t, man.cookie, pending.id, LURE), 403, 'CONNECTION_NOT_ESTABLISHED');
    const stranger = await buildSignedIn(t, { gender: 'male' });
    const { connection } = await chat();
    expectError(await send(t, stranger.cookie, connection.id, LURE), 404, 'NOT_FOUND');
    expectError(await send(t, man.cookie, randomUUID(), LURE), 404, 'NOT_FOUND');
  });

  it('refuses a confirm_off_platform that is not a boolean', async () => {
    const { man, connection } = await chat();
    const answer = await call(t, 'POST', `/api/connections/${connection.id}/messages`, man.cookie, {
      content: 'Salaam',
      client_id: randomUUID(),
      confirm_off_platform: 'yes',
    });
    expectError(answer, 400, 'VALIDATION_FAILED');
  });
});
