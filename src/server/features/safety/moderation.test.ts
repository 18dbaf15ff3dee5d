import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberReports, staffActions } from '../../db/schema/index.ts';
import type { TModerationItem, TModerationQueue } from '../../../shared/safety/moderation-contract.ts';
import type { TNoticeList, TReportReceipt } from '../../../shared/safety/safety-contract.ts';
import { call, expectError, uniqueToken } from '../../../../tests/support/api-calls.ts';
import { buildConnection, buildMessage } from '../../../../tests/support/factories/connections.ts';
import { buildSignedIn, signIn, type SignedIn } from '../../../../tests/support/factories/members.ts';
import { imageBytes, photoForm } from '../../../../tests/support/images.ts';
import { readOutbox } from '../../../../tests/support/outbox.ts';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.ts';
import { liftEndedSuspensionsStep } from './suspension-sweep.ts';
import { turnPhotoReviewsOff } from '../../../../tests/support/factories/photo-reviews.ts';

let t: TestApp;
let moderator: SignedIn;
let otherModerator: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  await turnPhotoReviewsOff(t);
  moderator = await buildSignedIn(t, { role: 'moderator', name: 'Moderator Maryam' });
  otherModerator = await buildSignedIn(t, { role: 'admin', name: 'Admin Aisha' });
});
afterAll(async () => {
  await t.close();
});

const report = (reporter: SignedIn, userId: string, reason = 'harassment', details?: string) =>
  call(t, 'POST', '/api/reports', reporter.cookie, { user_id: userId, reason, details });
const claim = (who: SignedIn, id: string) => call(t, 'POST', `/api/moderation/items/${id}/claim`, who.cookie);
const decide = (who: SignedIn, id: string, body: unknown) =>
  call(t, 'POST', `/api/moderation/items/${id}/decision`, who.cookie, body);
const itemOf = async (who: SignedIn, id: string) =>
  (await call(t, 'GET', `/api/moderation/items/${id}`, who.cookie)).body as TModerationItem;

async function reportedMan(token: string, reporters = 1) {
  const man = await buildSignedIn(t, { gender: 'male', name: `Harith ${token}` });
  const women: SignedIn[] = [];
  for (let i = 0; i < reporters; i += 1) women.push(await buildSignedIn(t, { gender: 'female' }));
  const receipts: TReportReceipt[] = [];
  for (const woman of women) receipts.push((await report(woman, man.id)).body as TReportReceipt);
  const [row] = await t.db.select().from(memberReports).where(eq(memberReports.id, receipts[0]!.report_id));
  return { man, women, itemId: row!.itemId! };
}

describe('who may moderate', () => {
  it('every /api/moderation route: 401 signed out, 403 for a member, allowed for moderators and admins', async () => {
    const member = await buildSignedIn(t);
    const spec = (await call(t, 'GET', '/api/openapi.json', undefined)).body as {
      paths: Record<string, Record<string, unknown>>;
    };
    const routes = Object.entries(spec.paths)
      .filter(([path]) => path.startsWith('/api/moderation/'))
      .flatMap(([path, methods]) => Object.keys(methods).map((method) => ({ method, path })));
    expect(routes.length).toBeGreaterThanOrEqual(6);
    for (const { method, path } of routes) {
      const url = path.replace('{id}', crypto.randomUUID()).replace('{snapshot}', '0');
      const body = method === 'post' ? {} : undefined;
      expect((await call(t, method.toUpperCase(), url, undefined, body)).status, `${method} ${path}`).toBe(
        401,
      );
      expect(
        (await call(t, method.toUpperCase(), url, member.cookie, body)).status,
        `${method} ${path}`,
      ).toBe(403);
    }
    for (const staff of [moderator, otherModerator])
      expect((await call(t, 'GET', '/api/moderation/queue', staff.cookie)).status).toBe(200);
  });
});

describe('member notices', () => {
  it('need a session, and a member cannot dismiss another member’s notice', async () => {
    expectError(await call(t, 'GET', '/api/me/notices', undefined), 401, 'UNAUTHORIZED');
    expectError(
      await call(t, 'POST', `/api/me/notices/${crypto.randomUUID()}/dismiss`, undefined),
      401,
      'UNAUTHORIZED',
    );
    const { man, itemId } = await reportedMan(uniqueToken('noticed'));
    await claim(moderator, itemId);
    await decide(moderator, itemId, { decision: 'warn', reason: 'Be respectful' });
    const [notice] = ((await call(t, 'GET', '/api/me/notices', man.cookie)).body as TNoticeList).notices;
    const stranger = await buildSignedIn(t, { gender: 'female' });
    const theirs = await call(t, 'POST', `/api/me/notices/${notice!.id}/dismiss`, stranger.cookie);
    expect(theirs.body).toEqual({ notices: [] });
    expect((await call(t, 'POST', '/api/me/notices/not-an-id/dismiss', man.cookie)).status).toBe(200);
    expect(((await call(t, 'GET', '/api/me/notices', man.cookie)).body as TNoticeList).notices).toEqual([
      expect.objectContaining({ id: notice!.id, kind: 'warning' }),
    ]);
  });
});

describe('the moderation queue', () => {
  it('gathers every report of a member in one item, hides them after three reporters, and keeps the evidence', async () => {
    const token = uniqueToken('reported');
    const { man, women, itemId } = await reportedMan(token, 3);
    const chat = await buildConnection(t.db, man.id, women[0]!.id);
    await buildMessage(t.db, chat.id, man.id, { content: 'Send me money for the ticket' });
    await report(women[0]!, man.id, 'scam', 'He asks for money');

    const queue = (await call(t, 'GET', '/api/moderation/queue', moderator.cookie)).body as TModerationQueue;
    const listed = queue.items.find((item) => item.id === itemId)!;
    expect(listed).toMatchObject({
      status: 'open',
      member: { user_id: man.id, email: man.email, suspended: false },
      reasons: ['harassment', 'scam'],
      distinct_reporters: 3,
      hidden_from_discovery: true,
      claim: null,
    });
    // Hidden from discovery while it waits, but not from those already in touch.
    const stranger = await buildSignedIn(t, { gender: 'female' });
    const browse = await call(t, 'GET', `/api/browse?search=${token}`, stranger.cookie);
    expect(browse.text).not.toContain(man.id);
    expect((await call(t, 'GET', `/api/profiles/${man.id}`, stranger.cookie)).status).toBe(200);

    const item = await itemOf(moderator, itemId);
    expect(item.reports).toHaveLength(3);
    const first = item.reports.find((r) => r.reporter?.user_id === women[0]!.id)!;
    expect(first.submissions).toBe(2);
    expect(first.evidence.at(-1)!.messages).toEqual([
      expect.objectContaining({ from_reported: true, content: 'Send me money for the ticket' }),
    ]);
    expect(item.history).toEqual([]);
  });

  it('one moderator at a time: a claim shuts the others out until it is released or decided', async () => {
    const { itemId } = await reportedMan(uniqueToken('claimed'));
    expectError(
      await decide(moderator, itemId, { decision: 'dismiss', reason: 'No evidence' }),
      409,
      'NOT_CLAIMED',
    );
    expect((await claim(moderator, itemId)).body).toMatchObject({
      claim: { by_name: 'Moderator Maryam', mine: true },
    });
    expectError(await claim(otherModerator, itemId), 409, 'CLAIMED_BY_OTHER');
    expectError(
      await decide(otherModerator, itemId, { decision: 'dismiss', reason: 'Mine now' }),
      409,
      'CLAIMED_BY_OTHER',
    );
    expect((await itemOf(otherModerator, itemId)).claim).toMatchObject({ mine: false });
    await call(t, 'POST', `/api/moderation/items/${itemId}/release`, moderator.cookie);
    expect((await claim(otherModerator, itemId)).status).toBe(200);
    // A claim left for more than 30 minutes may be taken over.
    t.clock.set(new Date(Date.now() + 31 * 60_000));
    try {
      expect((await claim(moderator, itemId)).status).toBe(200);
    } finally {
      t.clock.set(new Date());
    }
    const decided = await decide(moderator, itemId, {
      decision: 'dismiss',
      reason: 'Nothing against our rules',
    });
    expect(decided.body).toMatchObject({ status: 'decided', decision: 'dismiss' });
    expectError(await claim(otherModerator, itemId), 409, 'ALREADY_DECIDED');
    expectError(
      await decide(moderator, itemId, { decision: 'warn', reason: 'Again' }),
      409,
      'ALREADY_DECIDED',
    );
  });

  it('a suspension for days: signed out and hidden, told by e-mail, audited, lifted by the sweep with a notice', async () => {
    const token = uniqueToken('suspended');
    const { man, women, itemId } = await reportedMan(token);
    await claim(moderator, itemId);
    const answer = await decide(moderator, itemId, {
      decision: 'suspend',
      reason: 'Harassed a member',
      suspend_days: 7,
    });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body).toMatchObject({ decision: 'suspend', decision_reason: 'Harassed a member' });
    expect((answer.body as TModerationItem).suspended_until).not.toBeNull();
    expect((await call(t, 'GET', '/api/me', man.cookie)).status).toBe(401);
    expect((await call(t, 'GET', `/api/profiles/${man.id}`, women[0]!.cookie)).status).toBe(404);
    const mails = (await readOutbox(t.config.dataDir)).filter((m) => m.to === man.email);
    expect(mails.map((m) => m.subject)).toContain('Your Mithaq account is suspended');
    expect(mails.find((m) => m.subject.includes('suspended'))!.raw).toContain('Harassed a member');
    const audit = await t.db.select().from(staffActions).where(eq(staffActions.targetUserId, man.id));
    expect(audit).toEqual([expect.objectContaining({ actorId: moderator.id, action: 'user.suspended' })]);
    const [closed] = await t.db.select().from(memberReports).where(eq(memberReports.reportedId, man.id));
    expect(closed!.status).toBe('closed');

    await liftEndedSuspensionsStep(t.deps);
    expect((await call(t, 'GET', `/api/profiles/${man.id}`, women[0]!.cookie)).status).toBe(404);
    t.clock.set(new Date(Date.now() + 8 * 86_400_000));
    try {
      await liftEndedSuspensionsStep(t.deps);
      await liftEndedSuspensionsStep(t.deps);
    } finally {
      t.clock.set(new Date());
    }
    const cookie = await signIn(t, man);
    const notices = (await call(t, 'GET', '/api/me/notices', cookie)).body as TNoticeList;
    expect(notices.notices.map((n) => n.kind)).toEqual(['suspension_ended']);
    expect((await call(t, 'GET', `/api/profiles/${man.id}`, women[0]!.cookie)).status).toBe(200);
    // A new report after the decision opens a new item, which shows the earlier decision.
    const again = (await report(women[0]!, man.id)).body as TReportReceipt;
    const [row] = await t.db.select().from(memberReports).where(eq(memberReports.id, again.report_id));
    expect(row!.itemId).not.toBe(itemId);
    expect((await itemOf(moderator, row!.itemId!)).history).toEqual([
      expect.objectContaining({ item_id: itemId, decision: 'suspend', reason: 'Harassed a member' }),
    ]);
  });

  it('a warning and a removed photo reach the member in the app; the evidence photo only staff can read', async () => {
    const man = await buildSignedIn(t, { gender: 'male' });
    const upload = await t.request('/api/me/photo', {
      method: 'POST',
      cookie: man.cookie,
      body: photoForm(await imageBytes('jpeg')),
    });
    expect(upload.status).toBe(200);
    const woman = await buildSignedIn(t, { gender: 'female' });
    const receipt = (await report(woman, man.id, 'inappropriate_photos')).body as TReportReceipt;
    const [row] = await t.db.select().from(memberReports).where(eq(memberReports.id, receipt.report_id));
    const item = await itemOf(moderator, row!.itemId!);
    const photoPath = item.reports[0]!.evidence[0]!.photo_url!;
    const photo = await t.request(photoPath, { cookie: moderator.cookie });
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toBe('image/webp');
    expect((await t.request(photoPath, { cookie: woman.cookie })).status).toBe(403);

    await claim(moderator, item.id);
    expect(
      (await decide(moderator, item.id, { decision: 'remove_photo', reason: 'Not a photo of a person' }))
        .status,
    ).toBe(200);
    const mine = (await call(t, 'GET', '/api/me/profile', man.cookie)).body as {
      profile: { profile_photo_url: string | null };
    };
    expect(mine.profile.profile_photo_url).toBeNull();
    const notices = (await call(t, 'GET', '/api/me/notices', man.cookie)).body as TNoticeList;
    expect(notices.notices).toEqual([
      expect.objectContaining({
        kind: 'photo_removed',
        message: expect.stringContaining('Not a photo of a person'),
      }),
    ]);
    const dismissed = await call(t, 'POST', `/api/me/notices/${notices.notices[0]!.id}/dismiss`, man.cookie);
    expect(dismissed.body).toEqual({ notices: [] });
    // The evidence kept its copy.
    expect((await t.request(photoPath, { cookie: moderator.cookie })).status).toBe(200);
  });

  it('refuses bad decisions and staff targets, changing nothing', async () => {
    const { itemId } = await reportedMan(uniqueToken('refusals'));
    await claim(moderator, itemId);
    for (const body of [
      {},
      { decision: 'ban' },
      { decision: 'ban', reason: '   ' },
      { decision: 'suspend', reason: 'Spam' },
      { decision: 'suspend', reason: 'Spam', suspend_days: 5 },
      { decision: 'warn', reason: 'Spam', suspend_days: 7 },
      { decision: 'shout', reason: 'Spam' },
      { decision: 'warn', reason: 'x'.repeat(501) },
      { decision: 'warn', reason: 'Spam', extra: 1 },
    ])
      expectError(await decide(moderator, itemId, body), 400, 'VALIDATION_FAILED');
    expectError(
      await decide(moderator, crypto.randomUUID(), { decision: 'warn', reason: 'x' }),
      404,
      'NOT_FOUND',
    );
    expectError(await decide(moderator, 'not-an-id', { decision: 'warn', reason: 'x' }), 404, 'NOT_FOUND');
    expectError(
      await call(t, 'GET', '/api/moderation/queue?cursor=bad', moderator.cookie),
      400,
      'VALIDATION_FAILED',
    );
    expect((await itemOf(moderator, itemId)).status).toBe('open');

    const member = await buildSignedIn(t, { gender: 'female' });
    await report(member, otherModerator.id);
    const [staffReport] = await t.db
      .select()
      .from(memberReports)
      .where(eq(memberReports.reportedId, otherModerator.id));
    await claim(moderator, staffReport!.itemId!);
    expectError(
      await decide(moderator, staffReport!.itemId!, { decision: 'ban', reason: 'Rude' }),
      409,
      'STAFF_TARGET',
    );
    expect((await itemOf(moderator, staffReport!.itemId!)).status).toBe('open');
  });
});
