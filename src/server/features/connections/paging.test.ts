import { randomUUID } from 'node:crypto';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.ts';
import type { TMessage } from '../../../shared/connections/connection-contract.ts';
import { call, expectError } from '../../../../tests/support/api-calls.ts';
import { buildCouple } from '../../../../tests/support/factories/members.ts';
import { buildConnection, buildMessage } from '../../../../tests/support/factories/connections.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type Page = { messages: TMessage[]; has_more: boolean };

async function page(cookie: string, connectionId: string, query = ''): Promise<Page> {
  const answer = await call(t, 'GET', `/api/connections/${connectionId}/messages${query}`, cookie);
  expect(answer.status, answer.text).toBe(200);
  return answer.body as Page;
}

/**
 * `count` messages, alternating senders, in groups of three that share one timestamp (the id breaks the
 * tie) and with neighbours a single microsecond apart (a cursor rounded to milliseconds would lose them).
 */
async function storeChat(count: number) {
  const { man, woman } = await buildCouple(t);
  const connection = await buildConnection(t.db, man.id, woman.id, 'accepted');
  const rows = Array.from({ length: count }, (_, i) => ({
    connectionId: connection.id,
    senderId: i % 2 ? woman.id : man.id,
    clientId: randomUUID(),
    content: `message ${i}`,
    createdAt: sql`timestamptz '2026-01-01 12:00:00+00' + make_interval(secs => ${Math.floor(i / 3)} * 0.000001)`,
  }));
  for (let i = 0; i < rows.length; i += 200) await t.db.insert(messages).values(rows.slice(i, i + 200));
  const ordered = await t.db
    .select({ id: messages.id })
    .from(messages)
    .where(eq(messages.connectionId, connection.id))
    .orderBy(asc(messages.createdAt), asc(messages.id));
  return { man, woman, connection, ids: ordered.map((r) => r.id) };
}

const idsOf = (p: Page) => p.messages.map((m) => m.id);

describe('GET /api/connections/:id/messages', () => {
  it('answers an empty chat with no messages', async () => {
    const { man, woman } = await buildCouple(t);
    const connection = await buildConnection(t.db, man.id, woman.id, 'accepted');
    expect(await page(woman.cookie, connection.id)).toEqual({ messages: [], has_more: false });
  });

  it('gives the newest 50 oldest-first, then older pages with ?before=, without gaps or duplicates', async () => {
    const { man, woman, connection, ids } = await storeChat(133);
    const latest = await page(man.cookie, connection.id);
    expect(idsOf(latest)).toEqual(ids.slice(-50));
    expect(latest.has_more).toBe(true);
    // 133 messages in groups of three: the oldest of the newest 50 is one of the group 81-83.
    expect(latest.messages[0]?.connection_id).toBe(connection.id);
    expect(['message 81', 'message 82', 'message 83']).toContain(latest.messages[0]?.content);

    const seen = idsOf(latest);
    let current = latest;
    while (current.has_more) {
      current = await page(woman.cookie, connection.id, `?before=${current.messages[0]!.id}&limit=20`);
      expect(current.messages.length).toBeLessThanOrEqual(20);
      seen.unshift(...idsOf(current));
    }
    expect(seen).toEqual(ids);

    const small = await page(man.cookie, connection.id, `?before=${ids[3]}`);
    expect(small).toEqual({ messages: expect.any(Array), has_more: false });
    expect(idsOf(small)).toEqual(ids.slice(0, 3));
    expect(await page(man.cookie, connection.id, `?before=${ids[0]}`)).toEqual({
      messages: [],
      has_more: false,
    });
  });

  it('catches up with ?after=: everything newer, oldest first, at most 500 a call', async () => {
    const { man, connection, ids } = await storeChat(620);
    const first = await page(man.cookie, connection.id, `?after=${ids[9]}`);
    expect(idsOf(first)).toEqual(ids.slice(10, 510));
    expect(first.has_more).toBe(true);
    const rest = await page(man.cookie, connection.id, `?after=${first.messages.at(-1)!.id}`);
    expect(idsOf(rest)).toEqual(ids.slice(510));
    expect(rest.has_more).toBe(false);
    expect(await page(man.cookie, connection.id, `?after=${ids.at(-1)}`)).toEqual({
      messages: [],
      has_more: false,
      read_receipt: null,
    });
    const limited = await page(man.cookie, connection.id, `?after=${ids[0]}&limit=5`);
    expect(idsOf(limited)).toEqual(ids.slice(1, 6));
    expect(limited.has_more).toBe(true);

    // A message sent after the cursor was taken shows up in the next catch-up.
    const sent = await buildMessage(t.db, connection.id, man.id, { content: 'new', createdAt: new Date() });
    expect(idsOf(await page(man.cookie, connection.id, `?after=${ids.at(-1)}`))).toEqual([sent.id]);
  });

  it('refuses bad cursors and limits with 400, never 500', async () => {
    const { man, connection, ids } = await storeChat(5);
    const other = await storeChat(2);
    const cases: [string, string][] = [
      ['?before=nope', 'before'],
      ['?after=123', 'after'],
      [`?before=${ids[1]}&after=${ids[2]}`, 'after'],
      ['?limit=0', 'limit'],
      ['?limit=101', 'limit'],
      [`?after=${ids[0]}&limit=501`, 'limit'],
      ['?limit=ten', 'limit'],
      [`?before=${other.ids[0]}`, 'before'],
      [`?after=${other.ids[0]}`, 'after'],
      [`?before=${randomUUID()}`, 'before'],
    ];
    for (const [query, field] of cases) {
      const answer = await call(t, 'GET', `/api/connections/${connection.id}/messages${query}`, man.cookie);
      expectError(answer, 400, 'VALIDATION_FAILED');
      expect((answer.body as { error: { fields: object } }).error.fields, query).toHaveProperty(field);
    }
    expect(idsOf(await page(man.cookie, connection.id, `?after=${ids[0]}&limit=500`))).toEqual(ids.slice(1));
    expect(idsOf(await page(man.cookie, connection.id, '?limit=100'))).toEqual(ids);
  });
});
