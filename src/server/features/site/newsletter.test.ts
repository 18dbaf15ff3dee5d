import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NEWSLETTER_TEXTS } from '../../../shared/site/site-contract.ts';
import { newsletterSubscribers } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type Answer = { status: number; body: unknown };
const call = async (path: string, json: unknown, ip?: string): Promise<Answer> => {
  const response = await t.request(path, { method: 'POST', json, ...(ip ? { ip } : {}) });
  return { status: response.status, body: await response.json() };
};
const subscribe = (email: unknown, ip?: string) => call('/api/newsletter', { email }, ip);
const confirm = (token: unknown) => call('/api/newsletter/confirm', { token });
const unsubscribe = (token: unknown) => call('/api/newsletter/unsubscribe', { token });

const accepted = { status: 202, body: { message: NEWSLETTER_TEXTS.checkInbox } };
const invalidLink = {
  status: 400,
  body: { error: { code: 'INVALID_TOKEN', message: NEWSLETTER_TEXTS.invalidLink } },
};

let sequence = 0;
const newAddress = () => `reader-${++sequence}-${Date.now()}@example.test`;

const rowOf = async (email: string) =>
  (await t.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email)))[0];
const mailsTo = async (email: string) => (await t.outbox()).filter((m) => m.to === email);
const tokenIn = (links: string[], page: 'confirm' | 'unsubscribe') => {
  const link = links.find((l) => l.includes(`/newsletter/${page}?token=`));
  return link ? new URL(link).searchParams.get('token') : null;
};
/** Moves the last mail out of the 10-minute resend window, as if the time had passed. */
const ageLastMail = (email: string) =>
  t.db
    .update(newsletterSubscribers)
    .set({ lastMailSentAt: sql`now() - interval '11 minutes'` })
    .where(eq(newsletterSubscribers.email, email));

describe('newsletter double opt-in', () => {
  it('stores a pending address and mails one confirm link and one unsubscribe link', async () => {
    const email = newAddress();
    expect(await subscribe(email)).toEqual(accepted);
    const row = await rowOf(email);
    expect(row).toMatchObject({ status: 'pending', confirmedAt: null, unsubscribedAt: null });
    expect(row?.confirmTokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.unsubscribeTokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.confirmExpiresAt!.getTime() - Date.now()).toBeGreaterThan(6.9 * 24 * 3600 * 1000);

    const mails = await mailsTo(email);
    expect(mails).toHaveLength(1);
    const confirmToken = tokenIn(mails[0]!.links, 'confirm');
    const unsubscribeToken = tokenIn(mails[0]!.links, 'unsubscribe');
    expect(confirmToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(unsubscribeToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Besides its two links the designed mail links only the site itself (brand and footer).
    expect(
      mails[0]!.links.every(
        (l) => l.startsWith(`${t.config.publicUrl}/newsletter/`) || l === t.config.publicUrl,
      ),
    ).toBe(true);
    // Only hashes are stored.
    expect(JSON.stringify(row)).not.toContain(confirmToken);
  });

  it('treats case and whitespace variants as one address and never mails twice within 10 minutes', async () => {
    const email = newAddress();
    expect(await subscribe(email)).toEqual(accepted);
    expect(await subscribe(`  ${email.toUpperCase()}  `)).toEqual(accepted);
    expect(await subscribe(email)).toEqual(accepted);
    const rows = await t.db
      .select()
      .from(newsletterSubscribers)
      .where(sql`lower(${newsletterSubscribers.email}) = ${email}`);
    expect(rows).toHaveLength(1);
    expect(await mailsTo(email)).toHaveLength(1);
  });

  it('confirms with the mailed token once; the same token again is an invalid link', async () => {
    const email = newAddress();
    await subscribe(email);
    const token = tokenIn((await mailsTo(email))[0]!.links, 'confirm');
    expect(await confirm(token)).toEqual({ status: 200, body: { message: NEWSLETTER_TEXTS.confirmed } });
    const row = await rowOf(email);
    expect(row).toMatchObject({ status: 'confirmed', confirmTokenHash: null, confirmExpiresAt: null });
    expect(row?.confirmedAt).toBeInstanceOf(Date);
    expect(await confirm(token)).toEqual(invalidLink);

    // A confirmed address answers the same and gets no mail, even after the resend window.
    await ageLastMail(email);
    expect(await subscribe(email)).toEqual(accepted);
    expect(await mailsTo(email)).toHaveLength(1);
    expect((await rowOf(email))?.status).toBe('confirmed');
  });

  it('refuses forged, expired and malformed tokens without changing anything', async () => {
    const email = newAddress();
    await subscribe(email);
    const before = await rowOf(email);
    expect(await confirm('A'.repeat(43))).toEqual(invalidLink);
    expect(await unsubscribe('b'.repeat(43))).toEqual(invalidLink);
    expect(await rowOf(email)).toEqual(before);

    for (const token of ['short', 'A'.repeat(44), `${'A'.repeat(42)}=`, 42, null, undefined]) {
      for (const answer of [await confirm(token), await unsubscribe(token)]) {
        expect(answer.status, String(token)).toBe(400);
        expect(answer.body).toMatchObject({
          error: { code: 'VALIDATION_FAILED', fields: { token: expect.any(String) } },
        });
      }
    }

    await t.db
      .update(newsletterSubscribers)
      .set({ confirmExpiresAt: sql`now() - interval '1 second'` })
      .where(eq(newsletterSubscribers.email, email));
    const token = tokenIn((await mailsTo(email))[0]!.links, 'confirm');
    expect(await confirm(token)).toEqual(invalidLink);
    expect((await rowOf(email))?.status).toBe('pending');
  });

  it('unsubscribes by the link, twice is fine, and a confirm link dies with it', async () => {
    const email = newAddress();
    await subscribe(email);
    const [mail] = await mailsTo(email);
    const unsubscribeToken = tokenIn(mail!.links, 'unsubscribe');
    const done = { status: 200, body: { message: NEWSLETTER_TEXTS.unsubscribed } };
    expect(await unsubscribe(unsubscribeToken)).toEqual(done);
    const first = await rowOf(email);
    expect(first).toMatchObject({ status: 'unsubscribed', confirmTokenHash: null });
    expect(first?.unsubscribedAt).toBeInstanceOf(Date);
    expect(await unsubscribe(unsubscribeToken)).toEqual(done);
    expect((await rowOf(email))?.unsubscribedAt).toEqual(first?.unsubscribedAt);
    expect(await confirm(tokenIn(mail!.links, 'confirm'))).toEqual(invalidLink);
  });

  it('a confirmed member can unsubscribe and subscribe again: pending with new links', async () => {
    const email = newAddress();
    await subscribe(email);
    const [first] = await mailsTo(email);
    await confirm(tokenIn(first!.links, 'confirm'));
    await unsubscribe(tokenIn(first!.links, 'unsubscribe'));

    // Within the resend window nothing is sent, and the answer is the same.
    expect(await subscribe(email)).toEqual(accepted);
    expect(await mailsTo(email)).toHaveLength(1);

    await ageLastMail(email);
    expect(await subscribe(email)).toEqual(accepted);
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(2);
    expect(await rowOf(email)).toMatchObject({ status: 'pending', confirmedAt: null, unsubscribedAt: null });
    // The new mail's links work; the old unsubscribe link was replaced.
    expect(await unsubscribe(tokenIn(first!.links, 'unsubscribe'))).toEqual(invalidLink);
    expect((await confirm(tokenIn(mails[1]!.links, 'confirm'))).status).toBe(200);
    expect((await unsubscribe(tokenIn(mails[1]!.links, 'unsubscribe'))).status).toBe(200);
  });

  it('re-sends a pending address a new confirm link after 10 minutes; the old one stops working', async () => {
    const email = newAddress();
    await subscribe(email);
    await ageLastMail(email);
    expect(await subscribe(email)).toEqual(accepted);
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(2);
    expect(await confirm(tokenIn(mails[0]!.links, 'confirm'))).toEqual(invalidLink);
    expect((await confirm(tokenIn(mails[1]!.links, 'confirm'))).status).toBe(200);
  });

  it('refuses invalid addresses with a clear 400 and stores nothing', async () => {
    const total = async () =>
      (await t.db.select({ n: sql<number>`count(*)::int` }).from(newsletterSubscribers))[0]?.n;
    const before = await total();
    for (const email of ['', '   ', 'not-an-email', 'a@', 42, null, `${'x'.repeat(250)}@example.test`]) {
      const answer = await subscribe(email);
      expect(answer.status, String(email)).toBe(400);
      expect(answer.body).toMatchObject({
        error: { code: 'VALIDATION_FAILED', fields: { email: expect.any(String) } },
      });
    }
    const malformed = await t.request('/api/newsletter', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"email":',
    });
    expect(malformed.status).toBe(400);
    expect(await total()).toBe(before);
  });

  it('limits one IP to 10 subscriptions per 10 minutes', async () => {
    const ip = '192.0.2.44';
    for (let i = 0; i < 10; i++) expect(await subscribe(newAddress(), ip)).toEqual(accepted);
    const email = newAddress();
    const response = await t.request('/api/newsletter', { method: 'POST', ip, json: { email } });
    expect(response.status).toBe(429);
    expect(await response.json()).toMatchObject({ error: { code: 'RATE_LIMITED' } });
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(await rowOf(email)).toBeUndefined();
    expect(await mailsTo(email)).toEqual([]);
  });

  it('sends one mail when the same new address is subscribed twice at the same moment', async () => {
    const email = newAddress();
    const answers = await Promise.all([subscribe(email), subscribe(email), subscribe(email)]);
    expect(answers).toEqual([accepted, accepted, accepted]);
    expect(await mailsTo(email)).toHaveLength(1);
  });
});

describe('newsletter when the mail fails', () => {
  let failing: TestApp;
  beforeAll(async () => {
    failing = await createTestApp({}, undefined, {
      mailer: { send: () => Promise.reject(new Error('SMTP is down')) },
    });
  });
  afterAll(async () => {
    await failing.close();
  });

  it('answers 202, keeps the pending row and lets the address ask again at once', async () => {
    const email = newAddress();
    const response = await failing.request('/api/newsletter', { method: 'POST', json: { email } });
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual(accepted.body);
    const [row] = await failing.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, email));
    expect(row).toMatchObject({ status: 'pending', lastMailSentAt: null });
  });
});
