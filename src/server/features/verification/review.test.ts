import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberNotices, profiles, staffActions, userRoles } from '../../db/schema/index.ts';
import type {
  TMyVerification,
  TVerificationDetail,
  TVerificationQueue,
} from '../../../shared/safety/verification-contract.ts';
import { call, expectError } from '../../../../tests/support/api-calls.ts';
import { buildSignedIn, type SignedIn } from '../../../../tests/support/factories/members.ts';
import { givePhoto, myVerification, submitSelfie } from '../../../../tests/support/factories/verification.ts';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.ts';

let t: TestApp;
let moderator: SignedIn;
let admin: SignedIn;
let woman: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  moderator = await buildSignedIn(t, { role: 'moderator', name: 'Moderator Musa', gender: 'male' });
  admin = await buildSignedIn(t, { role: 'admin', name: 'Admin Adam', gender: 'male' });
  woman = await buildSignedIn(t, { role: 'moderator', name: 'Moderator Maryam', gender: 'female' });
  expect(
    (await call(t, 'PUT', '/api/moderation/me', woman.cookie, { reviewer_gender: 'female' })).status,
  ).toBe(200);
});
afterAll(async () => {
  await t.close();
});

const base = '/api/moderation/verifications';
const detail = async (who: SignedIn, id: string) =>
  (await call(t, 'GET', `${base}/${id}`, who.cookie)).body as TVerificationDetail;
const claim = (who: SignedIn, id: string) => call(t, 'POST', `${base}/${id}/claim`, who.cookie);
const decide = (who: SignedIn, id: string, body: unknown) =>
  call(t, 'POST', `${base}/${id}/decision`, who.cookie, body);
const selfie = (cookie: string | undefined, id: string) =>
  t.request(`${base}/${id}/selfie`, cookie ? { cookie } : {});

async function pendingRequest(options: { womanReviewer?: boolean; gender?: 'male' | 'female' } = {}) {
  const member = await buildSignedIn(t, { gender: options.gender ?? 'female' });
  await givePhoto(t.db, member.id);
  const request = await submitSelfie(t, member.cookie, options.womanReviewer ?? false);
  return { member, id: request.id };
}

describe('who may review', () => {
  it('visitors get 401, members 403, on every staff route; the selfie is staff only', async () => {
    const { member, id } = await pendingRequest();
    const routes: [string, string, unknown?][] = [
      ['GET', base],
      ['GET', `${base}/${id}`],
      ['GET', `${base}/${id}/selfie`],
      ['POST', `${base}/${id}/claim`],
      ['POST', `${base}/${id}/release`],
      ['POST', `${base}/${id}/decision`, { decision: 'approve' }],
      ['GET', '/api/moderation/me'],
      ['PUT', '/api/moderation/me', { reviewer_gender: 'female' }],
    ];
    for (const [method, path, body] of routes) {
      expect((await call(t, method, path, undefined, body)).status, `${method} ${path}`).toBe(401);
      expect((await call(t, method, path, member.cookie, body)).status, `${method} ${path}`).toBe(403);
    }
    // The member's own selfie is not theirs to read back either.
    expect((await selfie(member.cookie, id)).status).toBe(403);
    const seen = await selfie(moderator.cookie, id);
    expect(seen.status).toBe(200);
    expect(seen.headers.get('content-type')).toBe('image/webp');
    expect(seen.headers.get('cache-control')).toBe('private, no-store');
    expect(seen.headers.get('x-content-type-options')).toBe('nosniff');
    expect((await selfie(admin.cookie, id)).status).toBe(200);
    expectError(
      await call(t, 'GET', `${base}/${crypto.randomUUID()}/selfie`, moderator.cookie),
      404,
      'NOT_FOUND',
    );
    expectError(await call(t, 'GET', `${base}/not-an-id`, moderator.cookie), 404, 'NOT_FOUND');
  });
});

describe('the queue', () => {
  it('lists waiting requests oldest first, 20 a page, with the member and the pose', async () => {
    const first = await pendingRequest();
    const second = await pendingRequest({ gender: 'male' });
    const queue = (await call(t, 'GET', `${base}?status=pending`, moderator.cookie))
      .body as TVerificationQueue;
    expect(queue).toMatchObject({ page: 1, page_size: 20, reviewer_gender: null });
    const ids = queue.items.map((item) => item.id);
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(second.id));
    expect(queue.total).toBeGreaterThanOrEqual(2);
    expect(queue.items.find((item) => item.id === first.id)).toMatchObject({
      status: 'pending',
      member: { user_id: first.member.id, email: first.member.email, gender: 'female' },
      woman_reviewer: false,
      needs_woman_reviewer: false,
      claim: null,
    });
    const beyond = await call(t, 'GET', `${base}?page=500`, moderator.cookie);
    expect((beyond.body as TVerificationQueue).items).toEqual([]);
    expectError(await call(t, 'GET', `${base}?status=maybe`, moderator.cookie), 400, 'VALIDATION_FAILED');
  });

  it('shows the selfie beside the profile photos and the member’s earlier attempts', async () => {
    const { member, id } = await pendingRequest();
    await claim(moderator, id);
    await decide(moderator, id, { decision: 'refuse', reason: 'Your face is not visible.' });
    const again = await submitSelfie(t, member.cookie);
    const item = await detail(moderator, again.id);
    expect(item).toMatchObject({
      id: again.id,
      selfie_url: `${base}/${again.id}/selfie`,
      profile: { exists: true, photo_url: `/media/photos/${member.id}/given.webp`, verified_at: null },
      attempts: [
        { id, status: 'refused', reason: 'Your face is not visible.', decided_by: 'Moderator Musa' },
      ],
    });
    expect(item.pose_description.length).toBeGreaterThan(10);
  });
});

describe('claims and decisions', () => {
  it('only the claim’s holder decides; two staff never review the same selfie', async () => {
    const { id } = await pendingRequest();
    expectError(await decide(moderator, id, { decision: 'approve' }), 409, 'NOT_CLAIMED');
    expect((await claim(moderator, id)).status).toBe(200);
    expectError(
      await claim(admin, id),
      409,
      'CLAIMED_BY_OTHER',
      'Moderator Musa is reviewing this verification.',
    );
    expectError(await decide(admin, id, { decision: 'approve' }), 409, 'CLAIMED_BY_OTHER');
    expect((await call(t, 'POST', `${base}/${id}/release`, moderator.cookie)).status).toBe(200);
    expect((await claim(admin, id)).status).toBe(200);
    // A claim older than 30 minutes may be taken over.
    t.clock.advance(31 * 60_000);
    try {
      expect(((await claim(moderator, id)).body as TVerificationDetail).claim).toMatchObject({ mine: true });
    } finally {
      t.clock.advance(-31 * 60_000);
    }
  });

  it('a refusal needs a reason the member reads; they may try again', async () => {
    const { member, id } = await pendingRequest();
    await claim(moderator, id);
    expectError(await decide(moderator, id, { decision: 'refuse' }), 400, 'VALIDATION_FAILED');
    expectError(
      await decide(moderator, id, { decision: 'refuse', reason: 'x'.repeat(1001) }),
      400,
      'VALIDATION_FAILED',
    );
    expectError(await decide(moderator, id, { decision: 'maybe', reason: 'no' }), 400, 'VALIDATION_FAILED');
    const refused = await decide(moderator, id, {
      decision: 'refuse',
      reason: 'The pose is not the one asked.',
    });
    expect(refused.status).toBe(200);
    expect(await myVerification(t, member.cookie)).toMatchObject({
      status: 'refused',
      verified_at: null,
      request: { id, status: 'refused', reason: 'The pose is not the one asked.' },
      challenge: { pose: expect.any(String) },
    });
    expectError(await decide(moderator, id, { decision: 'approve' }), 409, 'ALREADY_DECIDED');
    const mail = (await t.outbox()).find((m) => m.to === member.email);
    expect(mail?.subject).toBe('We could not verify your Mithaq profile');
    expect(mail?.raw).toContain('The pose is not the one asked.');
  });

  it('an approval verifies the member in one transaction: profile, notice, audit record, e-mail', async () => {
    const { member, id } = await pendingRequest();
    await claim(moderator, id);
    const approved = await decide(moderator, id, { decision: 'approve' });
    expect(approved.body).toMatchObject({ status: 'approved', decided_by: 'Moderator Musa' });
    const [profile] = await t.db.select().from(profiles).where(eq(profiles.userId, member.id));
    expect(profile!.verifiedAt).not.toBeNull();
    const mine = (await call(t, 'GET', '/api/me/verification', member.cookie)).body as TMyVerification;
    expect(mine).toMatchObject({ status: 'approved', challenge: null, request: { reason: null } });
    const notices = await t.db.select().from(memberNotices).where(eq(memberNotices.userId, member.id));
    expect(notices.map((n) => n.kind)).toEqual(['verification_approved']);
    const [audit] = await t.db
      .select()
      .from(staffActions)
      .where(and(eq(staffActions.action, 'verification.approved'), eq(staffActions.targetUserId, member.id)));
    expect(audit).toMatchObject({ actorId: moderator.id, details: { verification_id: id } });
    const mail = (await t.outbox()).find((m) => m.to === member.email);
    expect(mail?.subject).toBe('Your Mithaq profile is verified');
    expect((await call(t, 'GET', `/api/profiles/${member.id}`, member.cookie)).body).toMatchObject({
      profile: { verified: true },
    });
  });

  it('staff never review their own verification', async () => {
    const staff = await buildSignedIn(t, { role: 'moderator', gender: 'female' });
    await givePhoto(t.db, staff.id);
    const own = await submitSelfie(t, staff.cookie);
    expectError(await claim(staff, own.id), 409, 'OWN_VERIFICATION');
  });
});

describe('a member who asked for a woman reviewer', () => {
  it('is reviewed only by staff who recorded that they are a woman', async () => {
    const { id } = await pendingRequest({ womanReviewer: true });
    // Nobody recorded (moderator) and a man (admin, who records it now) may neither claim nor see it.
    expect(
      (await call(t, 'PUT', '/api/moderation/me', admin.cookie, { reviewer_gender: 'male' })).body,
    ).toEqual({
      reviewer_gender: 'male',
    });
    for (const man of [moderator, admin]) {
      expectError(await claim(man, id), 403, 'WOMAN_REVIEWER_REQUIRED');
      expect(await detail(man, id)).toMatchObject({ needs_woman_reviewer: true, selfie_url: null });
      expectError(await call(t, 'GET', `${base}/${id}/selfie`, man.cookie), 403, 'WOMAN_REVIEWER_REQUIRED');
    }
    const queue = (await call(t, 'GET', base, admin.cookie)).body as TVerificationQueue;
    expect(queue.reviewer_gender).toBe('male');
    expect(queue.items.find((item) => item.id === id)).toMatchObject({
      woman_reviewer: true,
      needs_woman_reviewer: true,
    });

    expect((await claim(woman, id)).status).toBe(200);
    expect((await detail(woman, id)).selfie_url).toBe(`${base}/${id}/selfie`);
    expect((await selfie(woman.cookie, id)).status).toBe(200);
    // A reviewer who changes her recorded gender while holding the claim may no longer decide.
    await call(t, 'PUT', '/api/moderation/me', woman.cookie, { reviewer_gender: null });
    expectError(await decide(woman, id, { decision: 'approve' }), 403, 'WOMAN_REVIEWER_REQUIRED');
    await call(t, 'PUT', '/api/moderation/me', woman.cookie, { reviewer_gender: 'female' });
    expect((await decide(woman, id, { decision: 'approve' })).status).toBe(200);
  });

  it('staff record their own gender, checked and audited', async () => {
    const staff = await buildSignedIn(t, { role: 'moderator' });
    expect((await call(t, 'GET', '/api/moderation/me', staff.cookie)).body).toEqual({
      reviewer_gender: null,
    });
    expectError(
      await call(t, 'PUT', '/api/moderation/me', staff.cookie, { reviewer_gender: 'other' }),
      400,
      'VALIDATION_FAILED',
    );
    expectError(await call(t, 'PUT', '/api/moderation/me', staff.cookie, {}), 400, 'VALIDATION_FAILED');
    await call(t, 'PUT', '/api/moderation/me', staff.cookie, { reviewer_gender: 'female' });
    const [row] = await t.db.select().from(userRoles).where(eq(userRoles.userId, staff.id));
    expect(row!.reviewerGender).toBe('female');
    const audit = await t.db
      .select()
      .from(staffActions)
      .where(and(eq(staffActions.actorId, staff.id), eq(staffActions.action, 'reviewer.gender_recorded')));
    expect(audit).toHaveLength(1);
  });
});
