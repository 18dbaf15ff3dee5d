import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { connections } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.ts';
import type { TMessage } from '../../../shared/connections/connection-contract.ts';
import { call, recordEvents, send } from '../../../../tests/support/api-calls.ts';
import { buildCouple } from '../../../../tests/support/factories/members.ts';
import { buildConnection } from '../../../../tests/support/factories/connections.ts';

/**
 * A client catches up with ?after=<the last message it has>, so a chat's order by (created_at, id)
 * must be the order its messages were stored and announced in. PGlite reads the clock to the
 * millisecond and a server's clock can step back: the order must not rest on the clock alone.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const listed = async (cookie: string, connectionId: string) =>
  (
    (await call(t, 'GET', `/api/connections/${connectionId}/messages`, cookie)).body as {
      messages: TMessage[];
    }
  ).messages;

it('stamps twenty sends at once with distinct times that list them in the order they were announced', async () => {
  const { man, woman } = await buildCouple(t);
  const chat = await buildConnection(t.db, man.id, woman.id, 'accepted');
  const recorder = recordEvents(t);
  const answers = await Promise.all(
    Array.from({ length: 20 }, (_, i) => send(t, (i % 2 ? woman : man).cookie, chat.id, `message ${i}`)),
  );
  recorder.stop();
  expect(answers.map((a) => a.status)).toEqual(Array(20).fill(201));

  const announced = recorder.events.flatMap((e) => (e.type === 'message.created' ? [e.message] : []));
  const messages = await listed(man.cookie, chat.id);
  // In process the statements run one at a time and each is announced right after it. (The API tests
  // on a PostgreSQL server keep the in-process bus over a pool, which production never does: there the
  // bus announces at commit, whose order pg-bus.test.ts checks.)
  if (t.deps.dbKind === 'pglite') expect(messages.map((m) => m.id)).toEqual(announced.map((m) => m.id));
  else expect(new Set(messages.map((m) => m.id))).toEqual(new Set(announced.map((m) => m.id)));
  // Times as the API shows them (milliseconds) strictly increase, so a client sorting by them agrees.
  const times = messages.map((m) => m.created_at);
  for (let i = 1; i < times.length; i++) expect(times[i]! > times[i - 1]!, times.join()).toBe(true);
  for (const message of messages) expect(announced).toContainEqual(message);
});

it('stamps a message after the chat’s last one even when the clock is behind it', async () => {
  const { man, woman } = await buildCouple(t);
  const chat = await buildConnection(t.db, man.id, woman.id, 'accepted');
  const first = (await send(t, man.cookie, chat.id, 'Salam')).body as TMessage;
  // As if the first had been stamped by a clock an hour ahead of the one the next send reads.
  const ahead = new Date(Date.parse(first.created_at) + 3_600_000);
  await t.db.execute(
    sql`update messages set created_at = ${ahead.toISOString()}::timestamptz where id = ${first.id}`,
  );
  await t.db.update(connections).set({ updatedAt: ahead }).where(eq(connections.id, chat.id));

  const second = (await send(t, woman.cookie, chat.id, 'Wa alaikum assalam')).body as TMessage;
  expect(Date.parse(second.created_at)).toBe(ahead.getTime() + 1);
  expect((await listed(man.cookie, chat.id)).map((m) => m.content)).toEqual(['Salam', 'Wa alaikum assalam']);
  const after = (await call(t, 'GET', `/api/connections/${chat.id}/messages?after=${first.id}`, man.cookie))
    .body as { messages: TMessage[] };
  expect(after.messages.map((m) => m.id)).toEqual([second.id]);
});
