import { eq } from 'drizzle-orm';
import { memberNotices, profiles, users } from '../../db/schema/index.ts';
import type { Tx } from '../../domain/audit/staff-audit.ts';
import type { TModerationDecision } from '../../../shared/safety/moderation-contract.ts';

const NOT_APPROVED = 'A moderator did not approve your new profile photo';

/**
 * A photo item's decision on the member's photos, inside the deciding transaction (the profile row
 * locked): 'approve' makes the waiting photo the one members see (the approved one it replaces goes);
 * anything else drops the waiting photo and leaves the approved one as it was, with a notice for a
 * plain refusal (a suspension or a ban says enough by itself). Returns the photo URLs whose files go.
 */
export async function applyToPhoto(
  tx: Tx,
  memberId: string,
  decision: TModerationDecision,
  reason: string,
  now: Date,
): Promise<(string | null)[]> {
  const [row] = await tx
    .select({
      photo: profiles.profilePhotoUrl,
      thumb: profiles.profilePhotoThumbUrl,
      pending: profiles.pendingPhotoUrl,
      pendingThumb: profiles.pendingPhotoThumbUrl,
    })
    .from(profiles)
    .where(eq(profiles.userId, memberId))
    .for('update');
  if (!row?.pending) return [];
  if (decision === 'approve') {
    await tx
      .update(profiles)
      .set({
        profilePhotoUrl: row.pending,
        profilePhotoThumbUrl: row.pendingThumb,
        pendingPhotoUrl: null,
        pendingPhotoThumbUrl: null,
      })
      .where(eq(profiles.userId, memberId));
    await tx.update(users).set({ image: row.pending }).where(eq(users.id, memberId));
    return [row.photo, row.thumb];
  }
  await tx
    .update(profiles)
    .set({ pendingPhotoUrl: null, pendingPhotoThumbUrl: null })
    .where(eq(profiles.userId, memberId));
  if (decision === 'remove_photo')
    await tx.insert(memberNotices).values({
      userId: memberId,
      kind: 'photo_removed',
      message: `${NOT_APPROVED}: ${reason}`,
      createdAt: now,
    });
  return [row.pending, row.pendingThumb];
}
