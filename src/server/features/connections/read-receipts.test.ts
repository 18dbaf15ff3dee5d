import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TMessage, TMessagePage } from '../../../shared/connections/connection-contract.ts';
import { buildCouple } from '../../../../tests/support/factories/members.ts';
import { buildConnection, buildMessage } from '../../../../tests/support/factories/connections.ts';
import { buildPlan, giveMembership } from '../../../../tests/support/factories/memberships.ts';
import { call, recordEvents, send } from '../../../../tests/support/api-calls.ts';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.ts';

/** read_receipts (issue 19): a member sees 'Seen' (read_at) on their own messages only with it. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const page = async (cookie: string, connectionId: string, query = '') => {
  const answer = await call(t, 'GET', `/api/connections/${connectionId}/messages${query}`, cookie);
  expect(answer.status).toBe(200);
  return answer.body as TMessagePage;
};

/** He writes twice, she writes once, he reads hers and she reads his. */
async function readChat(options: { hisReceipts: boolean }) {
  const { man, woman } = await buildCouple(t);
  if (options.hisReceipts) {
    const plan = await buildPlan(t.db, { entitlements: { read_receipts: 'true' } });
    await giveMembership(t.db, man.id, plan.id);
  }
  const connection = await buildConnection(t.db, man.id, woman.id, 'accepted');
  const first = await buildMessage(t.db, connection.id, man.id, { createdAt: new Date(Date.now() - 3000) });
  const clientId = randomUUID();
  await buildMessage(t.db, connection.id, man.id, { clientId, createdAt: new Date(Date.now() - 2000) });
  await buildMessage(t.db, connection.id, woman.id, { createdAt: new Date(Date.now() - 1000) });
  expect((await call(t, 'POST', `/api/connections/${connection.id}/read`, man.cookie)).status).toBe(200);
  const recorder = recordEvents(t);
  expect((await call(t, 'POST', `/api/connections/${connection.id}/read`, woman.cookie)).status).toBe(200);
  recorder.stop();
  return { man, woman, connection, first, clientId, events: recorder.events };
}

const readState = (messages: TMessage[], senderId: string) =>
  messages.filter((m) => m.sender_id === senderId).map((m) => m.read_at !== null);

describe('read receipts', () => {
  it("withholds 'Seen' from a Free member: no read_at on their own messages, no receipt, no event", async () => {
    const { man, woman, connection, first, clientId, events } = await readChat({ hisReceipts: false });
    const his = await page(man.cookie, connection.id);
    expect(readState(his.messages, man.id)).toEqual([false, false]);
    // What he read himself is his own doing, not a receipt.
    expect(readState(his.messages, woman.id)).toEqual([true]);
    const catchUp = await page(man.cookie, connection.id, `?after=${first.id}`);
    expect(catchUp.read_receipt).toBeNull();
    expect(readState(catchUp.messages, man.id)).toEqual([false]);
    const retry = await send(t, man.cookie, connection.id, 'Assalamu alaikum', clientId);
    expect(retry.status).toBe(200);
    expect((retry.body as TMessage).read_at).toBeNull();
    // Her own tabs still hear that she read them; he does not.
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ type: 'message.read', reader_id: woman.id, audience: [woman.id] });
    // She still sees when she read his messages.
    expect(readState((await page(woman.cookie, connection.id)).messages, man.id)).toEqual([true, true]);
  });

  it("shows 'Seen' to a member with read receipts: read_at, the catch-up receipt and the event", async () => {
    const { man, woman, connection, first, clientId, events } = await readChat({ hisReceipts: true });
    const his = await page(man.cookie, connection.id);
    expect(readState(his.messages, man.id)).toEqual([true, true]);
    const catchUp = await page(man.cookie, connection.id, `?after=${first.id}`);
    expect(catchUp.read_receipt).toMatchObject({ reader_id: woman.id });
    const retry = await send(t, man.cookie, connection.id, 'Assalamu alaikum', clientId);
    expect((retry.body as TMessage).read_at).not.toBeNull();
    expect(events).toHaveLength(1);
    expect([...events[0]!.audience].sort()).toEqual([man.id, woman.id].sort());
  });
});
