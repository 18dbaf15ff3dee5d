import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMember, signIn } from '../../../tests/support/factories/members.ts';
import { SLOW_DOWN_STEP_MS } from './auth-throttle.ts';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** A sign-up as the form sends it: the member confirmed the terms. */
const signUp = (json: Record<string, unknown>, init: { ip?: string } = {}) =>
  t.request('/api/auth/sign-up/email', { method: 'POST', json: { accept_terms: true, ...json }, ...init });

describe('rate limits', () => {
  it('answers 429 after 10 sign-in attempts a minute from one IP', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      const response = await t.request('/api/auth/sign-in/email', {
        method: 'POST',
        json: { email: `ghost-${i}@example.com`, password: 'whatever1' },
        ip: '203.0.113.7',
      });
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it("slows down 10+ guesses at one account from many addresses, but never refuses the owner's password", async () => {
    const member = await buildMember(t.db);
    const attempt = (password: string, ip?: string) =>
      t.request('/api/auth/sign-in/email', {
        method: 'POST',
        json: { email: member.email, password },
        ...(ip ? { ip } : {}),
      });
    const statuses: number[] = [];
    for (let i = 0; i < 12; i += 1) statuses.push((await attempt('wrong-pass')).status);
    // Issue 17: a stranger cannot lock the owner out (before, the 11th guess and the owner got 429).
    expect(statuses).toEqual(Array.from({ length: 12 }, () => 401));
    const started = Date.now();
    const owner = await attempt(member.password);
    expect(owner.status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(SLOW_DOWN_STEP_MS); // slowed, not refused
    // An address that already guessed this account is refused while the account is under attack.
    await attempt('wrong-pass', '203.0.113.90');
    const again = await attempt('wrong-pass', '203.0.113.90');
    expect(again.status).toBe(429);
    expect(again.headers.get('retry-after')).toMatch(/^\d+$/);
  });

  it('limits wrong passwords given to change-password per session, like sign-in', async () => {
    const member = await buildMember(t.db);
    const cookie = await signIn(t, member);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      const response = await t.request('/api/auth/change-password', {
        method: 'POST',
        cookie,
        json: { currentPassword: 'not-my-password', newPassword: 'a-new-passphrase-42' },
      });
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 10).every((s) => s === 400 || s === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('lets twenty members behind one address sign in within a minute', async () => {
    const household = await Promise.all(Array.from({ length: 20 }, () => buildMember(t.db)));
    const statuses: number[] = [];
    for (const member of household) {
      const response = await t.request('/api/auth/sign-in/email', {
        method: 'POST',
        json: { email: member.email, password: member.password },
        ip: '203.0.113.60',
      });
      statuses.push(response.status);
    }
    expect(statuses).toEqual(household.map(() => 200));
  });

  it('answers 429 to an address that guessed one account 10 times, even with the right password', async () => {
    const member = await buildMember(t.db);
    const attempt = (password: string, ip: string) =>
      t.request('/api/auth/sign-in/email', { method: 'POST', json: { email: member.email, password }, ip });
    const statuses: number[] = [];
    for (let i = 0; i < 10; i += 1) statuses.push((await attempt('wrong-pass', '203.0.113.61')).status);
    expect(statuses).toEqual(Array.from({ length: 10 }, () => 401));
    const refused = await attempt(member.password, '203.0.113.61');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
  });

  it('sends at most three reset mails to an address in ten minutes, whoever asks', async () => {
    const member = await buildMember(t.db);
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      const response = await t.request('/api/auth/request-password-reset', {
        method: 'POST',
        json: { email: member.email, redirectTo: '/reset-password' },
        ip: `198.51.100.${40 + i}`,
      });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    const resets = (await t.outbox()).filter((mail) => mail.to.includes(member.email));
    expect(resets).toHaveLength(3);
  });

  it('limits sign-up per IP', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      const response = await signUp(
        { name: 'Bulk', email: `bulk-${i}@example.com`, password: 'amber-lantern-1' },
        { ip: '198.51.100.9' },
      );
      statuses.push(response.status);
    }
    expect(statuses[10]).toBe(429);
  });
});

describe('rate-limit windows', () => {
  it('start over once the window has passed', async () => {
    const { hitRateLimit } = await import('../http/rate-limit.ts');
    const { rateLimits } = await import('../db/schema/index.ts');
    const rule = { max: 2, windowSeconds: 60 };
    expect((await hitRateLimit(t.db, 'k:test', rule)).allowed).toBe(true);
    expect((await hitRateLimit(t.db, 'k:test', rule)).allowed).toBe(true);
    expect((await hitRateLimit(t.db, 'k:test', rule)).allowed).toBe(false);
    await t.db
      .update(rateLimits)
      .set({ windowStart: new Date(Date.now() - 61_000) })
      .where(eq(rateLimits.key, 'k:test'));
    expect((await hitRateLimit(t.db, 'k:test', rule)).allowed).toBe(true);
  });
});
