import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberAccountControls, memberVerifications } from '../../db/schema/index.ts';
import { call, expectError } from '../../../../tests/support/api-calls.ts';
import { buildSignedIn, type SignedIn } from '../../../../tests/support/factories/members.ts';
import { givePhoto, submitSelfie } from '../../../../tests/support/factories/verification.ts';
import { listMedia } from '../../../../tests/support/images.ts';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.ts';
import { eraseDecidedSelfiesStep } from './selfie-sweep.ts';

let t: TestApp;
let moderator: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  moderator = await buildSignedIn(t, { role: 'moderator' });
});
afterAll(async () => {
  await t.close();
});

const DAY = 86_400_000;
const rowOf = async (id: string) =>
  (await t.db.select().from(memberVerifications).where(eq(memberVerifications.id, id)))[0]!;

async function request(decision?: 'approve' | 'refuse') {
  const member = await buildSignedIn(t);
  await givePhoto(t.db, member.id);
  const { id } = await submitSelfie(t, member.cookie);
  if (decision) {
    await call(t, 'POST', `/api/moderation/verifications/${id}/claim`, moderator.cookie);
    const body = decision === 'refuse' ? { decision, reason: 'Blurred' } : { decision };
    expect(
      (await call(t, 'POST', `/api/moderation/verifications/${id}/decision`, moderator.cookie, body)).status,
    ).toBe(200);
  }
  return { member, id, key: (await rowOf(id)).selfieKey! };
}

describe('the selfie sweep', () => {
  it('erases selfies 30 days after the decision, once; waiting and younger ones stay', async () => {
    const approved = await request('approve');
    const refused = await request('refuse');
    const waiting = await request();
    t.clock.advance(29 * DAY);
    const younger = await request('approve');
    t.clock.advance(1 * DAY + 60_000);
    try {
      await eraseDecidedSelfiesStep(t.deps);
      const files = await listMedia(t);
      for (const gone of [approved, refused]) {
        const row = await rowOf(gone.id);
        expect(row.selfieKey).toBeNull();
        expect(row.selfieErasedAt).not.toBeNull();
        expect(files).not.toContain(gone.key);
        const answer = await call(
          t,
          'GET',
          `/api/moderation/verifications/${gone.id}/selfie`,
          moderator.cookie,
        );
        expectError(answer, 404, 'SELFIE_ERASED');
        const detail = await call(t, 'GET', `/api/moderation/verifications/${gone.id}`, moderator.cookie);
        expect(detail.body).toMatchObject({ selfie_url: null, selfie_erased_at: expect.any(String) });
      }
      for (const kept of [waiting, younger]) {
        expect((await rowOf(kept.id)).selfieKey).toBe(kept.key);
        expect(files).toContain(kept.key);
      }
      // A second run (a restart, another instance) changes nothing.
      const erasedAt = (await rowOf(approved.id)).selfieErasedAt;
      t.clock.advance(60_000);
      await eraseDecidedSelfiesStep(t.deps);
      expect((await rowOf(approved.id)).selfieErasedAt).toEqual(erasedAt);
      expect((await rowOf(approved.id)).status).toBe('approved');
    } finally {
      t.clock.set(new Date());
    }
  });

  it('erases at once the selfie of an erased account, closing its waiting request', async () => {
    const { member, id, key } = await request();
    const now = t.clock.now();
    await t.db
      .insert(memberAccountControls)
      .values({ userId: member.id, deletionRequestedAt: now, deletionDueAt: now, erasedAt: now });
    await eraseDecidedSelfiesStep(t.deps);
    const row = await rowOf(id);
    expect(row).toMatchObject({
      selfieKey: null,
      status: 'refused',
      decisionReason: 'The account was deleted.',
    });
    expect(await listMedia(t)).not.toContain(key);
  });
});
