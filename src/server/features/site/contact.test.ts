import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_TEXTS } from '../../../shared/site/site-contract.ts';
import { contactMessages } from '../../db/schema/index.ts';
import { buildSignedIn } from '../../../../tests/support/factories/members.ts';
import { buildPlan, giveMembership } from '../../../../tests/support/factories/memberships.ts';
import type { OutboxMail } from '../../../../tests/support/outbox.ts';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SUPPORT_EMAIL: 'help@mithaq.test' });
});
afterAll(async () => {
  await t.close();
});

let sequence = 0;
const validMessage = (overrides: Record<string, unknown> = {}) => {
  sequence += 1;
  return {
    firstName: 'Aisha',
    lastName: 'Khan',
    email: `aisha.${sequence}@example.test`,
    phone: '+1 (416) 555-0100',
    subject: 'account',
    message: 'Assalamu alaikum, I cannot change my e-mail address.',
    ...overrides,
  };
};

const post = async (json: unknown, init: { ip?: string; cookie?: string } = {}) => {
  const response = await t.request('/api/contact', { method: 'POST', json, ...init });
  return { status: response.status, headers: response.headers, body: (await response.json()) as never };
};

const storedRow = async (id: string) =>
  (await t.db.select().from(contactMessages).where(eq(contactMessages.id, id)))[0];

const mailsFor = async (replyTo: string): Promise<OutboxMail[]> =>
  (await t.outbox()).filter((m) => m.raw.includes(`Reply-To: ${replyTo}`));

const htmlPart = (raw: string) => raw.slice(raw.indexOf('Content-Type: text/html'));

describe('POST /api/contact', () => {
  it('stores the message, mails support with Reply-To the sender and answers 201 with only id and text', async () => {
    const input = validMessage();
    const answer = await post(input);
    expect(answer.status).toBe(201);
    const body = answer.body as { id: string; message: string };
    expect(body).toEqual({ id: expect.any(String), message: CONTACT_TEXTS.sent });

    const row = await storedRow(body.id);
    expect(row).toMatchObject({
      firstName: 'Aisha',
      lastName: 'Khan',
      email: input.email,
      phone: '+1 (416) 555-0100',
      subject: 'account',
      message: input.message,
      userId: null,
      status: 'new',
      mailStatus: 'sent',
    });
    expect(row?.mailedAt).toBeInstanceOf(Date);

    const mails = await mailsFor(input.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.to).toBe('help@mithaq.test');
    expect(mails[0]?.subject).toBe('[Contact] Account Issues: Aisha Khan');
    expect(mails[0]?.raw).toContain(input.message);
    expect(mails[0]?.raw).toContain(body.id);
  });

  it('keeps an empty phone as "not given"', async () => {
    const answer = await post(validMessage({ phone: '' }));
    expect(answer.status).toBe(201);
    expect((await storedRow((answer.body as { id: string }).id))?.phone).toBeNull();
    const without = await post(validMessage({ phone: undefined }));
    expect(without.status).toBe(201);
  });

  it('stores HTML and script verbatim and escapes them in the mail HTML part', async () => {
    const input = validMessage({
      firstName: '<b>Bold</b>',
      lastName: '<img src=x onerror=alert(1)>',
      message: '<script>alert("hi")</script> & more text here',
    });
    const answer = await post(input);
    expect(answer.status).toBe(201);
    const row = await storedRow((answer.body as { id: string }).id);
    expect(row?.firstName).toBe('<b>Bold</b>');
    expect(row?.lastName).toBe('<img src=x onerror=alert(1)>');
    expect(row?.message).toBe('<script>alert("hi")</script> & more text here');

    const [mail] = await mailsFor(input.email);
    const html = htmlPart(mail!.raw);
    expect(html).toContain('&lt;script&gt;alert(&quot;hi&quot;)&lt;/script&gt; &amp; more text here');
    expect(html).toContain('&lt;b&gt;Bold&lt;/b&gt; &lt;img src=x onerror=alert(1)&gt;');
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<b>');
  });

  it('refuses CR/LF in names, so nothing reaches a mail header (issue 17: names refuse control characters)', async () => {
    const input = validMessage({ firstName: 'Omar\r\nBcc: victim@example.test', lastName: 'Ali' });
    expect((await post(input)).status).toBe(400);
    expect(await mailsFor(input.email)).toEqual([]);
    // The mail template still folds any line break into the subject's one line (mail-templates unit test).
  });

  it('records the signed-in sender as user_id', async () => {
    const member = await buildSignedIn(t);
    const answer = await post(validMessage({ email: member.email }), { cookie: member.cookie });
    expect(answer.status).toBe(201);
    expect((await storedRow((answer.body as { id: string }).id))?.userId).toBe(member.id);
  });

  it('marks the mail priority only for a member whose plan includes priority support', async () => {
    const standard = await buildSignedIn(t);
    const priority = await buildSignedIn(t);
    const plan = await buildPlan(t.db, { name: 'Elite', entitlements: { priority_support: 'true' } });
    await giveMembership(t.db, priority.id, plan.id, { now: t.clock.now() });
    for (const member of [standard, priority])
      expect((await post(validMessage({ email: member.email }), { cookie: member.cookie })).status).toBe(201);
    const [plain] = await mailsFor(standard.email);
    const [urgent] = await mailsFor(priority.email);
    expect(plain?.subject).toBe('[Contact] Account Issues: Aisha Khan');
    expect(plain?.raw).not.toMatch(/^X-Priority:/m);
    expect(urgent?.subject).toBe('[Priority] [Contact] Account Issues: Aisha Khan');
    expect(urgent?.raw).toMatch(/^X-Priority: 1/m);
    expect(urgent?.raw).toMatch(/^Importance: High/im);
  });

  it('lets 5 messages a 10 minutes through from one IP; the 6th is 429 with Retry-After and not stored', async () => {
    const ip = '203.0.113.7';
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      const answer = await post(validMessage(), { ip });
      expect(answer.status).toBe(201);
      ids.push((answer.body as { id: string }).id);
    }
    const sixth = validMessage();
    const refused = await post(sixth, { ip });
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ error: { code: 'RATE_LIMITED', message: CONTACT_TEXTS.tooMany } });
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(600);
    expect(await t.db.select().from(contactMessages).where(eq(contactMessages.email, sixth.email))).toEqual(
      [],
    );
    expect(await mailsFor(sixth.email)).toEqual([]);
    // Another address is not affected.
    expect((await post(validMessage(), { ip: '203.0.113.8' })).status).toBe(201);
  });

  it('limits one sender address to 5 per 10 minutes whatever the IP, ignoring case', async () => {
    const email = `Sender.${Date.now()}@Example.test`;
    for (let i = 0; i < 5; i++) {
      const variant = i % 2 === 0 ? email : email.toLowerCase();
      expect((await post(validMessage({ email: variant }))).status).toBe(201);
    }
    const refused = await post(validMessage({ email: email.toUpperCase() }));
    expect(refused.status).toBe(429);
    const rows = await t.db.select().from(contactMessages);
    expect(rows.filter((r) => r.email.toLowerCase() === email.toLowerCase())).toHaveLength(5);
  });
});

describe('POST /api/contact when the mail fails', () => {
  let failing: TestApp;
  beforeAll(async () => {
    failing = await createTestApp({}, undefined, {
      mailer: {
        send: () => Promise.reject(new Error('SMTP is down')),
      },
    });
  });
  afterAll(async () => {
    await failing.close();
  });

  it('still answers 201 and keeps the message with mail_status failed', async () => {
    const input = validMessage();
    const response = await failing.request('/api/contact', { method: 'POST', json: input });
    expect(response.status).toBe(201);
    const body = (await response.json()) as { id: string; message: string };
    expect(body).toEqual({ id: expect.any(String), message: CONTACT_TEXTS.sent });
    const [row] = await failing.db.select().from(contactMessages).where(eq(contactMessages.id, body.id));
    expect(row).toMatchObject({ email: input.email, mailStatus: 'failed', mailedAt: null });
  });
});
