import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { connections, messages } from '../../db/schema/index.ts';
import type { RealtimeEvent } from '../../realtime/events.ts';
import { buildSignedIn, type MemberOptions } from '../../../../tests/support/factories.ts';
import type { TestApp } from '../../../../tests/support/test-app.ts';

/** Helpers the connection API tests share; each test file still builds its own members and rows. */

export type SignedIn = Awaited<ReturnType<typeof buildSignedIn>>;

export async function buildCouple(t: TestApp, options: { man?: MemberOptions; woman?: MemberOptions } = {}) {
  const [man, woman] = await Promise.all([
    buildSignedIn(t, { gender: 'male', ...options.man }),
    buildSignedIn(t, { gender: 'female', ...options.woman }),
  ]);
  return { man, woman };
}

/** A connection stored directly, for tests about what happens once it exists. */
export async function storeConnection(
  t: TestApp,
  requesterId: string,
  recipientId: string,
  status: 'pending' | 'accepted' | 'rejected' = 'accepted',
) {
  const [row] = await t.db.insert(connections).values({ requesterId, recipientId, status }).returning();
  return row!;
}

export async function storeMessage(
  t: TestApp,
  connectionId: string,
  senderId: string,
  values: Partial<typeof messages.$inferInsert> = {},
) {
  const [row] = await t.db
    .insert(messages)
    .values({ connectionId, senderId, clientId: randomUUID(), content: 'Assalamu alaikum', ...values })
    .returning();
  return row!;
}

export async function call(
  t: TestApp,
  method: string,
  path: string,
  cookie: string | undefined,
  json?: unknown,
): Promise<{ status: number; body: unknown; text: string; headers: Headers }> {
  const response = await t.request(path, {
    method,
    ...(cookie ? { cookie } : {}),
    ...(json === undefined ? {} : { json }),
  });
  const text = await response.text();
  return { status: response.status, text, body: text ? JSON.parse(text) : null, headers: response.headers };
}

export const send = (
  t: TestApp,
  cookie: string,
  connectionId: string,
  content: string,
  clientId = randomUUID(),
) => call(t, 'POST', `/api/connections/${connectionId}/messages`, cookie, { content, client_id: clientId });

/** Every event published from now on, until stop(). */
export function recordEvents(t: TestApp) {
  const events: RealtimeEvent[] = [];
  const stop = t.deps.bus.subscribe((event) => events.push(event));
  return { events, stop };
}

export function expectError(
  answer: { status: number; body: unknown },
  status: number,
  code: string,
  message?: string,
) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  expect(answer.body).toMatchObject({ error: { code, ...(message ? { message } : {}) } });
}

export const sameMembers = (a: readonly string[], b: readonly string[]) =>
  expect([...a].sort()).toEqual([...b].sort());
