import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_LIMITS } from '../../../shared/site/site-contract.ts';
import { contactMessages } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type ErrorAnswer = { error: { code: string; message: string; fields?: Record<string, string> } };

const valid = {
  firstName: 'Yusuf',
  lastName: 'Ahmed',
  email: 'yusuf@example.test',
  subject: 'general',
  message: 'A question about how matching works.',
};

const post = async (init: { json?: unknown; body?: string; headers?: Record<string, string> }) => {
  const response = await t.request('/api/contact', { method: 'POST', ...init });
  return { status: response.status, body: (await response.json()) as ErrorAnswer };
};

const storedCount = async () => Number((await t.db.select({ n: count() }).from(contactMessages))[0]?.n);

describe('POST /api/contact refuses bad input with a clear 4xx and stores nothing', () => {
  it('names every missing required field', async () => {
    const answer = await post({ json: {} });
    expect(answer.status).toBe(400);
    expect(answer.body.error.code).toBe('VALIDATION_FAILED');
    expect(answer.body.error.fields).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Email address is required',
      subject: 'Choose a subject',
      message: 'Message is required',
    });
    const blanks = await post({ json: { ...valid, firstName: '   ', message: '' } });
    expect(blanks.status).toBe(400);
    expect(Object.keys(blanks.body.error.fields ?? {}).sort()).toEqual(['firstName', 'message']);
    expect(await storedCount()).toBe(0);
  });

  it('refuses an invalid e-mail, an unknown subject, a bad phone and a short message', async () => {
    for (const [field, value] of [
      ['email', 'not-an-email'],
      ['email', 'a@'],
      ['subject', 'marriage'],
      ['phone', 'call me <maybe>'],
      ['message', 'short'],
      ['firstName', 'x'.repeat(CONTACT_LIMITS.name + 1)],
      ['firstName', 'Nul\u0000'],
    ] as const) {
      const answer = await post({ json: { ...valid, [field]: value } });
      expect(answer.status, `${field}=${value}`).toBe(400);
      expect(answer.body.error.fields, `${field}=${value}`).toHaveProperty(field);
    }
    const email = await post({ json: { ...valid, email: 'not-an-email' } });
    expect(email.body.error.fields?.email).toBe('Enter a valid email address');
    expect(await storedCount()).toBe(0);
  });

  it('refuses names with direction overrides, zero-width or control characters (issue 17)', async () => {
    for (const [field, value] of [
      ['firstName', 'Yusuf\u202Edemha'],
      ['lastName', 'Ah\u200Bmed'],
      ['lastName', 'Ahmed\u001B[2J'],
      ['firstName', '\u200DYusuf'],
    ] as const) {
      const answer = await post({ json: { ...valid, [field]: value } });
      expect(answer.status, `${field}=${JSON.stringify(value)}`).toBe(400);
      expect(answer.body.error.fields?.[field]).toMatch(/contains an invalid character/);
    }
    expect(await storedCount()).toBe(0);
  });

  it('refuses a 100 KB message', async () => {
    const answer = await post({ json: { ...valid, message: 'x'.repeat(100 * 1024) } });
    expect(answer.status).toBe(400);
    expect(answer.body.error.fields?.message).toBe(
      `Message must be at most ${CONTACT_LIMITS.messageMax} characters`,
    );
    expect(await storedCount()).toBe(0);
  });

  it('refuses a body over the 1 MB limit with 413', async () => {
    const answer = await post({ json: { ...valid, message: 'x'.repeat(1024 * 1024 + 1) } });
    expect(answer.status).toBe(413);
    expect(answer.body.error.code).toBe('PAYLOAD_TOO_LARGE');
    expect(await storedCount()).toBe(0);
  });

  it('refuses wrong types, malformed JSON and a body that is not an object', async () => {
    const typed = await post({ json: { ...valid, firstName: 42, subject: ['general'], message: null } });
    expect(typed.status).toBe(400);
    expect(Object.keys(typed.body.error.fields ?? {}).sort()).toEqual(['firstName', 'message', 'subject']);

    const malformed = await post({
      body: '{"firstName":',
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body.error.code).toMatch(/^(BAD_REQUEST|VALIDATION_FAILED)$/);

    for (const json of [[], 'hello', null]) {
      const answer = await post({ json });
      expect(answer.status, JSON.stringify(json)).toBe(400);
    }
    expect(await storedCount()).toBe(0);
  });

  it('answers 20 posts a minute from one address with 5 stored and 15 refused', async () => {
    const ip = '198.51.100.20';
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++) {
      const response = await t.request('/api/contact', {
        method: 'POST',
        ip,
        json: { ...valid, email: `flood-${i}@example.test` },
      });
      statuses.push(response.status);
    }
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(15);
    expect(await storedCount()).toBe(5);
    expect(await t.outbox()).toHaveLength(5);
  });
});
