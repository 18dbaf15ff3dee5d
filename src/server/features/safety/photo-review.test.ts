import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberNotices, moderationItems, staffActions } from '../../db/schema/index.ts';
import type { TOwnProfileAnswer, TProfileDetail } from '../../../shared/profiles/profile-contract.ts';
import type { TPhotoUrls } from '../../../shared/profiles/photo-contract.ts';
import type { TModerationItem, TModerationQueue } from '../../../shared/safety/moderation-contract.ts';
import { call, expectError, uniqueToken, yearsAgo } from '../../../../tests/support/api-calls.ts';
import { buildSignedIn, type SignedIn } from '../../../../tests/support/factories/members.ts';
import { setPhotoReviews } from '../../../../tests/support/factories/photo-reviews.ts';
import { imageBytes, listMedia, photoForm } from '../../../../tests/support/images.ts';
import { readOutbox } from '../../../../tests/support/outbox.ts';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.ts';

/**
 * Photo pre-approval (issue 23 item 2): a new or changed photo waits for a moderator; only its owner
 * and staff see it, other members keep the approved photo (or none) until a moderator approves it.
 */

let t: TestApp;
let moderator: SignedIn;
let otherModerator: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  moderator = await buildSignedIn(t, { role: 'moderator', name: 'Moderator Maryam' });
  otherModerator = await buildSignedIn(t, { role: 'moderator', name: 'Moderator Musa' });
});
afterAll(async () => {
  await t.close();
});

async function upload(member: SignedIn, colour: { width: number; height: number }) {
  const response = await t.request('/api/me/photo', {
    method: 'POST',
    cookie: member.cookie,
    body: photoForm(await imageBytes('jpeg', colour)),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as TPhotoUrls;
}

const fileStatus = async (url: string, who: SignedIn) =>
  (await t.request(url, { cookie: who.cookie })).status;
const profileSeenBy = async (who: SignedIn, owner: SignedIn) =>
  (
    (await call(t, 'GET', `/api/profiles/${owner.id}`, who.cookie)).body as TProfileDetail & {
      profile: { profile_photo_url: string | null };
    }
  ).profile;
const photoItems = async () =>
  ((await call(t, 'GET', '/api/moderation/queue?kind=photo', moderator.cookie)).body as TModerationQueue)
    .items;
const itemOf = async (owner: SignedIn) => {
  const item = (await photoItems()).find((i) => i.member.user_id === owner.id);
  expect(item, 'the photo item').toBeDefined();
  return item!;
};
const claim = (who: SignedIn, id: string) => call(t, 'POST', `/api/moderation/items/${id}/claim`, who.cookie);
const decide = (who: SignedIn, id: string, body: unknown) =>
  call(t, 'POST', `/api/moderation/items/${id}/decision`, who.cookie, body);

/** A woman with a name, and a man who browses her. */
async function pair() {
  const token = uniqueToken('Pr');
  const owner = await buildSignedIn(t, {
    gender: 'female',
    name: `Owner ${token}`,
    profile: { dateOfBirth: yearsAgo(27) },
  });
  const viewer = await buildSignedIn(t, {
    gender: 'male',
    name: `Viewer ${token}`,
    profile: { dateOfBirth: yearsAgo(30) },
  });
  return { owner, viewer };
}

describe('a new photo waits for a moderator', () => {
  it('is the owner’s and staff’s only, in the queue, until approved; then every member sees it', async () => {
    const { owner, viewer } = await pair();
    const completion = async () =>
      ((await call(t, 'GET', '/api/me', owner.cookie)).body as { completion: number }).completion;
    const before = await completion();
    const photo = await upload(owner, { width: 640, height: 480 });
    expect(photo.photo_review).toBe('pending');
    // The member has done their part: the waiting photo counts towards the completion.
    expect(await completion()).toBeGreaterThan(before);

    const own = ((await call(t, 'GET', '/api/me/profile', owner.cookie)).body as TOwnProfileAnswer).profile!;
    expect(own).toMatchObject({ profile_photo_url: photo.profile_photo_url, photo_review: 'pending' });
    expect((await profileSeenBy(viewer, owner)).profile_photo_url).toBeNull();
    expect(await fileStatus(photo.profile_photo_url!, owner)).toBe(200);
    expect(await fileStatus(photo.profile_photo_url!, moderator)).toBe(200);
    expect(await fileStatus(photo.profile_photo_url!, viewer)).toBe(404);
    expect(await fileStatus(photo.profile_photo_thumb_url!, viewer)).toBe(404);

    const item = await itemOf(owner);
    expect(item).toMatchObject({
      kind: 'photo',
      status: 'open',
      photos: { pending_url: photo.profile_photo_url, approved_url: null },
    });
    const reports = (await call(t, 'GET', '/api/moderation/queue?kind=report', moderator.cookie))
      .body as TModerationQueue;
    expect(reports.items.map((i) => i.id)).not.toContain(item.id);

    expectError(await decide(moderator, item.id, { decision: 'approve', reason: 'ok' }), 409, 'NOT_CLAIMED');
    expect((await claim(moderator, item.id)).status).toBe(200);
    const decided = await decide(moderator, item.id, { decision: 'approve', reason: 'Clear and modest' });
    expect(decided.status, decided.text).toBe(200);
    expect(decided.body).toMatchObject({ status: 'decided', decision: 'approve' });

    expect((await profileSeenBy(viewer, owner)).profile_photo_url).toBe(photo.profile_photo_url);
    expect(await fileStatus(photo.profile_photo_url!, viewer)).toBe(200);
    const mine = ((await call(t, 'GET', '/api/me/profile', owner.cookie)).body as TOwnProfileAnswer).profile!;
    expect(mine.photo_review).toBeNull();
    const audit = await t.db
      .select()
      .from(staffActions)
      .where(and(eq(staffActions.targetUserId, owner.id), eq(staffActions.action, 'moderation.approve')));
    expect(audit).toHaveLength(1);
  });

  it('keeps the approved photo for everyone else while a change waits, and deletes it once the change is approved', async () => {
    const { owner, viewer } = await pair();
    const first = await upload(owner, { width: 600, height: 600 });
    const item = await itemOf(owner);
    await claim(moderator, item.id);
    await decide(moderator, item.id, { decision: 'approve', reason: 'Fine' });

    const second = await upload(owner, { width: 500, height: 700 });
    expect((await profileSeenBy(viewer, owner)).profile_photo_url).toBe(first.profile_photo_url);
    expect(await fileStatus(second.profile_photo_url!, viewer)).toBe(404);
    const next = await itemOf(owner);
    expect(next.id).not.toBe(item.id);
    expect(next.photos).toMatchObject({
      pending_url: second.profile_photo_url,
      approved_url: first.profile_photo_url,
    });

    await claim(moderator, next.id);
    await decide(moderator, next.id, { decision: 'approve', reason: 'Fine' });
    expect((await profileSeenBy(viewer, owner)).profile_photo_url).toBe(second.profile_photo_url);
    const media = await listMedia(t);
    expect(media.some((file) => first.profile_photo_url!.endsWith(file))).toBe(false);
  });

  it('a photo changed while claimed must be claimed again, so nobody approves what they did not see', async () => {
    const { owner } = await pair();
    await upload(owner, { width: 640, height: 480 });
    const item = await itemOf(owner);
    await claim(moderator, item.id);
    expectError(await claim(otherModerator, item.id), 409, 'CLAIMED_BY_OTHER');
    const replaced = await upload(owner, { width: 480, height: 640 });
    expect((await itemOf(owner)).id).toBe(item.id);
    expectError(await decide(moderator, item.id, { decision: 'approve', reason: 'ok' }), 409, 'NOT_CLAIMED');
    expect((await claim(moderator, item.id)).status).toBe(200);
    const decided = await decide(moderator, item.id, { decision: 'approve', reason: 'ok' });
    expect((decided.body as TModerationItem).photos?.approved_url).toBe(replaced.profile_photo_url);
  });

  it('a refused photo is deleted, the approved one stays, and the member is told in the app and by e-mail', async () => {
    const { owner, viewer } = await pair();
    const first = await upload(owner, { width: 600, height: 600 });
    const approveItem = await itemOf(owner);
    await claim(moderator, approveItem.id);
    await decide(moderator, approveItem.id, { decision: 'approve', reason: 'Fine' });
    const refused = await upload(owner, { width: 640, height: 480 });
    const item = await itemOf(owner);
    await claim(moderator, item.id);
    const decided = await decide(moderator, item.id, {
      decision: 'remove_photo',
      reason: 'The face is not visible',
    });
    expect(decided.status, decided.text).toBe(200);

    expect((await profileSeenBy(viewer, owner)).profile_photo_url).toBe(first.profile_photo_url);
    const own = ((await call(t, 'GET', '/api/me/profile', owner.cookie)).body as TOwnProfileAnswer).profile!;
    expect(own).toMatchObject({ profile_photo_url: first.profile_photo_url, photo_review: null });
    expect(await fileStatus(refused.profile_photo_url!, owner)).toBe(404);
    const notices = await t.db.select().from(memberNotices).where(eq(memberNotices.userId, owner.id));
    expect(notices.map((n) => n.message)).toEqual([
      'A moderator did not approve your new profile photo: The face is not visible',
    ]);
    const mails = (await readOutbox(t.config.dataDir)).filter((m) => m.to === owner.email);
    expect(mails.map((m) => m.subject)).toContain('Your new Mithaq profile photo was not approved');
  });

  it('refuses decisions a photo does not take, and approving a report; nothing changes', async () => {
    const { owner, viewer } = await pair();
    await upload(owner, { width: 640, height: 480 });
    const item = await itemOf(owner);
    await claim(moderator, item.id);
    for (const decision of ['dismiss', 'warn'])
      expectError(await decide(moderator, item.id, { decision, reason: 'x' }), 400, 'DECISION_NOT_FOR_KIND');
    expect((await itemOf(owner)).status).toBe('open');

    const reported = await call(t, 'POST', '/api/reports', viewer.cookie, {
      user_id: owner.id,
      reason: 'fake_profile',
    });
    expect(reported.status, reported.text).toBe(201);
    const [report] = await t.db
      .select()
      .from(moderationItems)
      .where(and(eq(moderationItems.userId, owner.id), eq(moderationItems.kind, 'report')));
    await claim(moderator, report!.id);
    expectError(
      await decide(moderator, report!.id, { decision: 'approve', reason: 'x' }),
      400,
      'DECISION_NOT_FOR_KIND',
    );
  });

  it('a removed photo leaves the queue, and a member answers only for their own photo', async () => {
    const { owner, viewer } = await pair();
    const photo = await upload(owner, { width: 640, height: 480 });
    expect(await photoItems()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ member: expect.objectContaining({ user_id: owner.id }) }),
      ]),
    );
    expectError(await call(t, 'GET', '/api/moderation/queue?kind=photo', viewer.cookie), 403, 'FORBIDDEN');
    expectError(
      await call(t, 'GET', '/api/moderation/queue?kind=photos', moderator.cookie),
      400,
      'VALIDATION_FAILED',
    );
    const removed = await call(t, 'DELETE', '/api/me/photo', owner.cookie);
    expect(removed.body).toEqual({
      profile_photo_url: null,
      profile_photo_thumb_url: null,
      photo_review: null,
    });
    expect((await photoItems()).some((i) => i.member.user_id === owner.id)).toBe(false);
    expect(await fileStatus(photo.profile_photo_url!, owner)).toBe(404);
  });
});

describe('with pre-approval turned off', () => {
  it('shows a new photo at once and drops one still waiting', async () => {
    const { owner, viewer } = await pair();
    const waiting = await upload(owner, { width: 640, height: 480 });
    await setPhotoReviews(t, false);
    try {
      const shown = await upload(owner, { width: 480, height: 640 });
      expect(shown.photo_review).toBeNull();
      expect((await profileSeenBy(viewer, owner)).profile_photo_url).toBe(shown.profile_photo_url);
      expect(await fileStatus(shown.profile_photo_url!, viewer)).toBe(200);
      expect(await fileStatus(waiting.profile_photo_url!, owner)).toBe(404);
      expect((await photoItems()).some((i) => i.member.user_id === owner.id)).toBe(false);
    } finally {
      await setPhotoReviews(t, true);
    }
  });
});
