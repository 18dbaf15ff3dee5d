import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { RealtimeEvent } from '../../src/server/realtime/events.ts';
import type { TestApp } from './test-app.ts';

/** Calling the API from tests: a request with a member's cookie, its answer read once, and checks on it. */

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

/** A word only this test's members carry (in names), so a search finds them and nobody else's. */
export function uniqueToken(prefix: string): string {
  return `${prefix}${(tokenCount += 1)}x${Math.random().toString(36).slice(2, 6)}`;
}
let tokenCount = 0;

/** The date (YYYY-MM-DD, UTC) `years` years ago, moved by `days`: a birth date of a given age. */
export function yearsAgo(years: number, days = 0): string {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() - years);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
