import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { isPgError, UNIQUE_VIOLATION } from '../../db/pg-errors.ts';
import { rowsOf } from '../../db/rows.ts';
import { memberVerifications, profiles, verificationChallenges } from '../../db/schema/index.ts';
import type { Deps } from '../../http/app-env.ts';
import { rateLimited } from '../../http/errors.ts';
import { hitRateLimit, type RateRule } from '../../http/rate-limit.ts';
import { ImageError, processSelfie } from '../../infra/images.ts';
import { SELFIE_MEDIA_PREFIX } from '../../infra/storage.ts';
import { SELFIE_MAX_BYTES } from '../../../shared/safety/verification-contract.ts';
import { POSE_VALID_MINUTES, type TVerificationPose } from '../../../shared/safety/verification-poses.ts';
import { submitError } from './errors.ts';
import {
  currentChallenge,
  latestRequest,
  maySubmit,
  profileState,
  statusOf,
  validChallenge,
  type Challenge,
  type MemberProfileState,
  type RequestRow,
} from './member-state.ts';

type ServiceDeps = Pick<Deps, 'db' | 'storage' | 'clock' | 'log'>;

/** Everything GET /api/me/verification answers (member-presenter.ts presents it). */
export type MyVerification = {
  profile: MemberProfileState;
  latest: RequestRow | null;
  challenge: Challenge | null;
};

/** Each selfie costs a decode and an encode, and a moderator's time: a few tries an hour are plenty. */
export const SELFIE_RATE_RULE: RateRule = { max: 5, windowSeconds: 3600 };
/** Another pose on request: every pose is as easy as the next, so there is no need to draw many. */
export const POSE_RATE_RULE: RateRule = { max: 10, windowSeconds: 3600 };

const limit = async (db: Db, key: string, rule: RateRule, message: string) => {
  const hit = await hitRateLimit(db, key, rule);
  if (!hit.allowed) throw rateLimited(message, hit.retryAfterSeconds);
};

/** GET /api/me/verification: the member's state, with a pose drawn when they may send a selfie now. */
export async function myVerification(db: Db, userId: string, now: Date): Promise<MyVerification> {
  const [profile, latest] = await Promise.all([profileState(db, userId), latestRequest(db, userId)]);
  const challenge = maySubmit(statusOf(profile, latest)) ? await currentChallenge(db, userId, now) : null;
  return { profile, latest, challenge };
}

/** POST /api/me/verification/pose: another pose (POSE_RATE_RULE), never the one shown now. */
export async function drawAnotherPose(db: Db, userId: string, now: Date): Promise<MyVerification> {
  const [profile, latest] = await Promise.all([profileState(db, userId), latestRequest(db, userId)]);
  if (!maySubmit(statusOf(profile, latest))) return { profile, latest, challenge: null };
  await limit(
    db,
    `verification-pose:${userId}`,
    POSE_RATE_RULE,
    'You have drawn several poses. Please wait a while.',
  );
  const shown = await validChallenge(db, userId, now);
  const challenge = await currentChallenge(db, userId, now, shown?.pose ?? null);
  return { profile, latest, challenge };
}

/** The refusals that need no decoding, in the order a member meets them. */
function refusalBefore(profile: MemberProfileState, latest: RequestRow | null) {
  if (!profile?.named) return submitError('no-profile');
  const status = statusOf(profile, latest);
  if (status === 'approved') return submitError('verified');
  if (status === 'pending') return submitError('pending');
  if (!profile.hasPhoto) return submitError('no-photo');
  return null;
}

async function decoded(file: Blob): Promise<Buffer> {
  try {
    return await processSelfie(new Uint8Array(await file.arrayBuffer()));
  } catch (error) {
    if (!(error instanceof ImageError)) throw error;
    throw error.reason === 'unsupported'
      ? submitError('not-an-image')
      : submitError('damaged-image', error.message);
  }
}

export type SelfieInput = { file: Blob; pose: TVerificationPose; womanReviewer: boolean };

/**
 * POST /api/me/verification: the selfie, judged by its bytes and re-encoded (no metadata), stored under
 * a private key (never served at /media), and the request made in one statement that also uses up the
 * pose drawn for the member: a selfie copies the pose issued to them, while it is valid, once.
 */
export async function submitSelfie(deps: ServiceDeps, userId: string, input: SelfieInput) {
  const { db, storage, clock } = deps;
  // Counted once the body limit has read the body, before anything is decoded or stored (as photos).
  await limit(
    db,
    `verification-selfie:${userId}`,
    SELFIE_RATE_RULE,
    'You have sent several selfies. Please wait a while.',
  );
  if (input.file.size > SELFIE_MAX_BYTES) throw submitError('too-large');
  const [profile, latest] = await Promise.all([profileState(db, userId), latestRequest(db, userId)]);
  const refusal = refusalBefore(profile, latest);
  if (refusal) throw refusal;
  const now = clock.now();
  const challenge = await validChallenge(db, userId, now);
  if (challenge?.pose !== input.pose) throw submitError('pose-expired');

  const selfie = await decoded(input.file);
  const key = `${SELFIE_MEDIA_PREFIX}${randomBytes(16).toString('hex')}.webp`;
  await storage.put(key, selfie, 'image/webp');
  const made = await insertRequest(db, userId, { ...input, key, now }).catch(async (error: unknown) => {
    await storage.remove(key).catch(() => undefined);
    if (isPgError(error, UNIQUE_VIOLATION)) throw submitError('pending');
    throw error;
  });
  if (!made) {
    await storage.remove(key).catch(() => undefined);
    throw submitError('pose-expired');
  }
  return myVerification(db, userId, now);
}

/** The request, made only while the member's valid challenge is the pose they copied (which it uses up). */
async function insertRequest(
  db: Db,
  userId: string,
  input: SelfieInput & { key: string; now: Date },
): Promise<boolean> {
  const c = verificationChallenges;
  const at = sql`${input.now.toISOString()}::timestamptz`;
  const rows = rowsOf<{ id: string }>(
    await db.execute(sql`
      with used as (
        delete from ${c} where ${c.userId} = ${userId} and ${c.pose} = ${input.pose}
          and ${c.issuedAt} > ${at} - make_interval(mins => ${POSE_VALID_MINUTES})
        returning pose
      )
      insert into ${memberVerifications} (user_id, pose, selfie_key, woman_reviewer, created_at, updated_at)
      select ${userId}, used.pose, ${input.key}, ${input.womanReviewer}, ${at}, ${at} from used
      returning id`),
  );
  return rows.length > 0;
}

/** PUT /api/me/verification/settings: seen only by verified members, or by everyone. */
export async function saveSettings(db: Db, userId: string, verifiedViewersOnly: boolean, now: Date) {
  const updated = await db
    .update(profiles)
    .set({ verifiedViewersOnly })
    .where(eq(profiles.userId, userId))
    .returning({ userId: profiles.userId });
  if (updated.length === 0) throw submitError('no-profile');
  return myVerification(db, userId, now);
}
