import { eq } from 'drizzle-orm';
import { cmsSettings } from '../../../src/server/db/schema/index.ts';
import { PHOTO_PRE_APPROVAL_SETTING } from '../../../src/server/domain/member/photo-review.ts';
import type { TestApp } from '../test-app.ts';

/**
 * Photos show at once in this test app, as when an admin turns pre-approval off (issue 23 item 2): for
 * tests of what happens to a photo members see (storage, privacy, evidence), not of its review, which
 * features/safety/photo-review.test.ts covers.
 */
export const turnPhotoReviewsOff = (t: TestApp) => setPhotoReviews(t, false);

/** Sets the 'photo_pre_approval' site setting as an admin would. */
export async function setPhotoReviews(t: TestApp, on: boolean): Promise<void> {
  await t.db
    .update(cmsSettings)
    .set({ settingValue: String(on) })
    .where(eq(cmsSettings.settingKey, PHOTO_PRE_APPROVAL_SETTING));
}
