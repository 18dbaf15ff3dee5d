import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberReports, messages } from '../../db/schema/index.ts';
import type { TReportReceipt } from '../../../shared/safety/safety-contract.ts';
import { call, expectError } from '../../../../tests/support/api-calls.ts';
import { buildConnection, buildMessage } from '../../../../tests/support/factories/connections.ts';
import { buildCouple, buildSignedIn } from '../../../../tests/support/factories/members.ts';
import { imageBytes, photoForm } from '../../../../tests/support/images.ts';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.ts';
import { turnPhotoReviewsOff } from '../../../../tests/support/factories/photo-reviews.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await turnPhotoReviewsOff(t);
});
afterAll(async () => {
  await t.close();
});

const report = (cookie: string | undefined, body: unknown) => call(t, 'POST', '/api/reports', cookie, body);
const reportsOf = (reportedId: string) =>
  t.db.select().from(memberReports).where(eq(memberReports.reportedId, reportedId));
const mediaFile = (key: string) => join(t.config.dataDir, 'media', key);

async function uploadPhoto(cookie: string): Promise<string> {
  const response = await t.request('/api/me/photo', {
    method: 'POST',
    cookie,
    body: photoForm(await imageBytes('jpeg')),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { profile_photo_url: string }).profile_photo_url;
}

describe('reporting a member', () => {
  it('keeps the profile, a copy of the photo and the last 50 messages, whatever changes later', async () => {
    const { man, woman } = await buildCouple(t);
    const photoUrl = await uploadPhoto(man.cookie);
    const chat = await buildConnection(t.db, man.id, woman.id);
    const base = Date.parse('2026-11-01T10:00:00Z');
    for (let i = 1; i <= 60; i += 1)
      await buildMessage(t.db, chat.id, i % 2 ? man.id : woman.id, {
        content: `message ${i}`,
        createdAt: new Date(base + i * 60_000),
      });

    const answer = await report(woman.cookie, {
      user_id: man.id,
      reason: 'scam',
      details: '  He asked me to send money for his visa.  ',
    });
    expect(answer.status, answer.text).toBe(201);
    const receipt = answer.body as TReportReceipt;
    expect(receipt).toEqual({ report_id: expect.any(String), received: true, merged: false });

    // Later he deletes his messages and his photo: the report has kept them.
    await t.db.delete(messages).where(eq(messages.connectionId, chat.id));
    expect((await t.request('/api/me/photo', { method: 'DELETE', cookie: man.cookie })).status).toBe(200);

    const [row] = await reportsOf(man.id);
    expect(row).toMatchObject({
      id: receipt.report_id,
      reporterId: woman.id,
      reasons: ['scam'],
      details: 'He asked me to send money for his visa.',
      status: 'open',
      submissions: 1,
    });
    const [evidence] = row!.evidence;
    expect(evidence!.profile).toMatchObject({ userId: man.id, fullName: man.name });
    expect(evidence!.connection_id).toBe(chat.id);
    expect(evidence!.messages.map((m) => m.content)).toEqual(
      Array.from({ length: 50 }, (_, i) => `message ${i + 11}`),
    );
    const kept = evidence!.photos!;
    expect(kept.url).toMatch(/^evidence\/[0-9a-f]{24}\/photo\.webp$/);
    expect(existsSync(mediaFile(kept.url))).toBe(true);
    expect(existsSync(mediaFile(photoUrl.slice('/media/'.length)))).toBe(false);
    // The copies are for moderators: never served at /media, however the path is spelt.
    for (const path of [
      `/media/${kept.url}`,
      `/media/%65vidence/${kept.url.slice('evidence/'.length)}`,
      `/media/photos/../${kept.url}`,
      `/media//${kept.url}`,
    ])
      expect((await t.request(path)).status, path).toBe(404);
  });

  it('merges a second report of the same member by the same reporter, and tells nobody of others', async () => {
    const { man, woman } = await buildCouple(t);
    const other = await buildSignedIn(t, { gender: 'female' });
    const first = (await report(woman.cookie, { user_id: man.id, reason: 'harassment' }))
      .body as TReportReceipt;
    const second = await report(woman.cookie, {
      user_id: man.id,
      reason: 'other',
      details: 'He keeps writing from a new account.',
    });
    expect(second.status).toBe(201);
    expect(second.body).toEqual({ report_id: first.report_id, received: true, merged: true });
    const third = await report(other.cookie, { user_id: man.id, reason: 'harassment' });
    expect(third.body).toMatchObject({ received: true, merged: false });
    expect((third.body as TReportReceipt).report_id).not.toBe(first.report_id);

    const rows = await reportsOf(man.id);
    expect(rows).toHaveLength(2);
    const hers = rows.find((r) => r.reporterId === woman.id)!;
    expect(hers).toMatchObject({
      reasons: ['harassment', 'other'],
      details: 'He keeps writing from a new account.',
      submissions: 2,
    });
    expect(hers.evidence).toHaveLength(2);
  });

  it('refuses bad reports clearly and stores nothing', async () => {
    const { man, woman } = await buildCouple(t);
    expectError(await report(woman.cookie, { user_id: woman.id, reason: 'scam' }), 400, 'CANNOT_REPORT_SELF');
    expectError(await report(woman.cookie, { user_id: 'no-such-member', reason: 'scam' }), 404, 'NOT_FOUND');
    const invalid: [unknown, string][] = [
      [{ user_id: man.id }, 'reason'],
      [{ user_id: man.id, reason: 'rude' }, 'reason'],
      [{ user_id: man.id, reason: 'other' }, 'details'],
      [{ user_id: man.id, reason: 'other', details: '   ' }, 'details'],
      [{ user_id: man.id, reason: 'scam', details: 'x'.repeat(1001) }, 'details'],
      [{ user_id: man.id, reason: 'scam', details: 'a\u0000b' }, 'details'],
      [{ user_id: man.id, reason: 'scam', details: 42 }, 'details'],
      [{ user_id: man.id, reason: 'scam', anonymous: true }, 'anonymous'],
      [{ reason: 'scam' }, 'user_id'],
    ];
    for (const [body, field] of invalid) {
      const answer = await report(woman.cookie, body);
      expectError(answer, 400, 'VALIDATION_FAILED');
      const fields = (answer.body as { error: { fields?: Record<string, string> } }).error.fields ?? {};
      expect(Object.keys(fields), JSON.stringify(body)).toContain(field);
    }
    const malformed = await t.request('/api/reports', {
      method: 'POST',
      cookie: woman.cookie,
      headers: { 'content-type': 'application/json' },
      body: '{"user_id": ',
    });
    expect(malformed.status).toBe(400);
    expectError(await report(undefined, { user_id: man.id, reason: 'scam' }), 401, 'UNAUTHORIZED');
    expect(await reportsOf(man.id)).toEqual([]);
  });

  it('allows ten reports an hour per member, then asks them to wait', async () => {
    const reporter = await buildSignedIn(t, { gender: 'female' });
    for (let i = 0; i < 10; i += 1) {
      const target = await buildSignedIn(t, { gender: 'male' });
      expect((await report(reporter.cookie, { user_id: target.id, reason: 'fake_profile' })).status).toBe(
        201,
      );
    }
    const target = await buildSignedIn(t, { gender: 'male' });
    const refused = await report(reporter.cookie, { user_id: target.id, reason: 'fake_profile' });
    expectError(refused, 429, 'RATE_LIMITED');
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await reportsOf(target.id)).toEqual([]);
  });
});
