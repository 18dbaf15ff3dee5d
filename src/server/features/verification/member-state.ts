import { randomInt } from 'node:crypto';
import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { memberVerifications, profiles, verificationChallenges } from '../../db/schema/index.ts';
import {
  drawPose,
  isVerificationPose,
  POSE_VALID_MINUTES,
  type TVerificationPose,
} from '../../../shared/safety/verification-poses.ts';
import type { TMyVerificationStatus } from '../../../shared/safety/verification-contract.ts';

/** What the member's screen needs: their profile's side, their latest request, the pose drawn for them. */

export type MemberProfileState = {
  named: boolean;
  hasPhoto: boolean;
  /** A new photo waits for approval (domain/member/photo-review.ts). */
  photoWaiting: boolean;
  verifiedAt: Date | null;
  verifiedViewersOnly: boolean;
} | null;

export type RequestRow = typeof memberVerifications.$inferSelect;
export type Challenge = { pose: TVerificationPose; issuedAt: Date };

export async function profileState(db: Db, userId: string): Promise<MemberProfileState> {
  const [row] = await db
    .select({
      fullName: profiles.fullName,
      photo: profiles.profilePhotoUrl,
      pendingPhoto: profiles.pendingPhotoUrl,
      verifiedAt: profiles.verifiedAt,
      verifiedViewersOnly: profiles.verifiedViewersOnly,
    })
    .from(profiles)
    .where(eq(profiles.userId, userId))
    .limit(1);
  if (!row) return null;
  return {
    named: Boolean(row.fullName?.trim()),
    hasPhoto: row.photo !== null,
    photoWaiting: row.pendingPhoto !== null,
    verifiedAt: row.verifiedAt,
    verifiedViewersOnly: row.verifiedViewersOnly,
  };
}

/** The member's newest request (member_verifications_member_idx). */
export async function latestRequest(db: Db, userId: string): Promise<RequestRow | null> {
  const [row] = await db
    .select()
    .from(memberVerifications)
    .where(eq(memberVerifications.userId, userId))
    .orderBy(desc(memberVerifications.createdAt))
    .limit(1);
  return row ?? null;
}

/** Verified, waiting, refused (may try again) or never asked; a verified profile wins over any request. */
export function statusOf(profile: MemberProfileState, latest: RequestRow | null): TMyVerificationStatus {
  if (profile?.verifiedAt) return 'approved';
  if (latest?.status === 'pending') return 'pending';
  if (latest?.status === 'refused') return 'refused';
  return 'none';
}

/** May the member be asked for a selfie now (a pose drawn for them)? */
export const maySubmit = (status: TMyVerificationStatus) => status === 'none' || status === 'refused';

const cutoff = (now: Date) =>
  sql`${now.toISOString()}::timestamptz - make_interval(mins => ${POSE_VALID_MINUTES})`;

/**
 * The pose drawn for the member and still valid, drawing one at random when there is none or it is
 * older than POSE_VALID_MINUTES. One conditional upsert: two screens opened at once agree on one pose.
 * `replace`: draw another now (never the same pose), whatever the current one's age.
 */
export async function currentChallenge(
  db: Db,
  userId: string,
  now: Date,
  replace: TVerificationPose | null = null,
): Promise<Challenge> {
  const c = verificationChallenges;
  const pose = drawPose(() => randomInt(1_000_000) / 1_000_000, replace);
  const keepValid = replace === null ? sql`where ${c.issuedAt} <= ${cutoff(now)}` : sql``;
  const drawn = rowsOf<{ pose: string; issued_at: string | Date }>(
    await db.execute(sql`
      insert into ${c} (user_id, pose, issued_at) values (${userId}, ${pose}, ${now.toISOString()}::timestamptz)
      on conflict (user_id) do update set pose = excluded.pose, issued_at = excluded.issued_at ${keepValid}
      returning pose, issued_at`),
  );
  const row =
    drawn[0] ??
    (await db.select({ pose: c.pose, issued_at: c.issuedAt }).from(c).where(eq(c.userId, userId)))[0];
  if (!row || !isVerificationPose(row.pose)) throw new Error('no verification pose for the member');
  return { pose: row.pose, issuedAt: new Date(row.issued_at) };
}

/** The valid challenge as it stands, without drawing one (null: none, or it expired). */
export async function validChallenge(db: Db, userId: string, now: Date): Promise<Challenge | null> {
  const c = verificationChallenges;
  const [row] = await db.select({ pose: c.pose, issuedAt: c.issuedAt }).from(c).where(eq(c.userId, userId));
  if (!row || !isVerificationPose(row.pose)) return null;
  const age = now.getTime() - row.issuedAt.getTime();
  return age < POSE_VALID_MINUTES * 60_000 ? { pose: row.pose, issuedAt: row.issuedAt } : null;
}
