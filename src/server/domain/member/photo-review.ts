import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cmsSettings, moderationItems } from '../../db/schema/index.ts';
import type { Tx } from '../audit/staff-audit.ts';

/**
 * Photo pre-approval (issue 23 item 2). A new or changed profile photo waits in profiles.pending_photo_*
 * while the member's open 'photo' item sits in the moderation queue; only its owner and staff see it,
 * everyone else keeps the approved photo (or none). A moderator's approval moves it up
 * (features/safety). The 'photo_pre_approval' site setting turns it off: photos then show at once.
 */
export const PHOTO_PRE_APPROVAL_SETTING = 'photo_pre_approval';

/** On unless the setting says exactly 'false' (a missing row keeps members safe). */
export async function photoPreApprovalOn(db: Db): Promise<boolean> {
  const [row] = await db
    .select({ value: cmsSettings.settingValue })
    .from(cmsSettings)
    .where(eq(cmsSettings.settingKey, PHOTO_PRE_APPROVAL_SETTING))
    .limit(1);
  return row?.value !== 'false';
}

const mi = moderationItems;

/**
 * The member's pending photo joins the queue: their open photo item is made, or moved up with its claim
 * dropped, so a moderator who was looking at the photo before it changed must claim it again (and so
 * sees the new one) before deciding.
 */
export async function queuePhotoReview(tx: Tx, userId: string, at: Date): Promise<void> {
  const when = at.toISOString();
  await tx.execute(sql`
    insert into ${mi} (user_id, kind, created_at, updated_at)
    values (${userId}, 'photo', ${when}::timestamptz, ${when}::timestamptz)
    on conflict (user_id, kind) where status = 'open'
    do update set updated_at = excluded.updated_at, claimed_by = null, claimed_at = null`);
}

/** The member withdrew their pending photo (removed it, or replaced it while reviews were off). */
export async function withdrawPhotoReview(tx: Tx, userId: string): Promise<void> {
  await tx.delete(mi).where(and(eq(mi.userId, userId), eq(mi.kind, 'photo'), eq(mi.status, 'open')));
}
