import { eq, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { profiles, users } from '../../db/schema/index.ts';
import type { Logger } from '../../infra/logger.ts';
import { photoPlaceholders } from '../../infra/photo-placeholder.ts';
import { activeGuardianName } from '../../domain/guardian/guardianships.ts';
import { findNamedProfile } from '../../domain/member/member-visibility.ts';
import { hiddenPhotoOwners, type HiddenPhotos } from '../../domain/member/photo-privacy.ts';
import { isIncognito } from '../../domain/membership/plan-settings.ts';
import { matchProfileOf } from '../../domain/profile/profile-fields.ts';
import type { Deps, Viewer } from '../../http/app-env.ts';
import type { TProfile } from '../../../shared/profiles/profile-contract.ts';
import { matchScore, type TMatchResult } from '../../../shared/rules/match-score.ts';
import { audienceOf, countsAsView, mayScoreMatch } from './policies.ts';
import { columnsFromInput } from './profile-columns.ts';
import { recordVisit } from './view-recording.ts';

export async function findAccount(db: Db, userId: string) {
  const rows = await db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      emailVerified: users.emailVerified,
      createdAt: users.createdAt,
      accountKind: users.accountKind,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return rows[0] ?? null;
}

export async function findOwnProfile(db: Db, userId: string) {
  const rows = await db.select().from(profiles).where(eq(profiles.userId, userId)).limit(1);
  return rows[0] ?? null;
}

export type SaveOutcome = { kind: 'saved'; row: typeof profiles.$inferSelect } | { kind: 'gender-locked' };

/**
 * Creates or replaces the member's profile. The user id comes from the session only; the account's display
 * name follows the full name so the session, e-mails and lists all say the same.
 *
 * Gender is set once (issue 17): the upsert only replaces a profile whose gender is still empty or the
 * same, in the one statement, so two saves racing cannot switch it either. Otherwise nothing changes and
 * the caller answers GENDER_LOCKED; only staff change it afterwards.
 */
export async function saveOwnProfile(db: Db, userId: string, input: TProfile): Promise<SaveOutcome> {
  const columns = columnsFromInput(input);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(profiles)
      .values({ ...columns, userId })
      .onConflictDoUpdate({
        target: profiles.userId,
        set: { ...columns, updatedAt: sql`now()` },
        setWhere: or(isNull(profiles.gender), eq(profiles.gender, input.gender)),
      })
      .returning();
    if (!row) return { kind: 'gender-locked' } as const;
    await tx
      .update(users)
      .set({ name: input.full_name, updatedAt: sql`now()` })
      .where(eq(users.id, userId));
    return { kind: 'saved', row } as const;
  });
}

type ProfileRow = typeof profiles.$inferSelect;

/** A profile as GET /api/profiles/:userId shows it: who asks decides the fields (presenter.ts). */
export type ProfileForViewer =
  | { audience: 'visitor'; row: ProfileRow }
  | {
      audience: 'member' | 'owner';
      row: ProfileRow;
      match: TMatchResult | null;
      /** Whose photos the viewer may not see (the owner's, when private and not connected). */
      hidden: HiddenPhotos;
      /** The first name of the member's active guardian (issue 23 item 5), or null. */
      guardian: string | null;
    };

/**
 * Another member's profile, for whoever asks (policies.ts): null unless others may open it
 * (domain/member). A member gets the real match score when they have a named profile of their own,
 * sees only the blurred placeholder of a photo the owner made private from them (photo-privacy.ts), and their visit is
 * recorded when our own page asked (`ownPage`) unless they browse incognito (issue 19).
 */
export async function profileForViewer(
  deps: Pick<Deps, 'db' | 'log' | 'clock' | 'storage' | 'config'>,
  viewer: Viewer | null,
  userId: string,
  options: { ownPage: boolean },
): Promise<ProfileForViewer | null> {
  const { db, log } = deps;
  const now = deps.clock.now();
  const row = await findNamedProfile(db, userId, viewer?.id ?? null);
  if (!row) return null;
  const audience = audienceOf(viewer, row.userId);
  if (audience === 'visitor' || !viewer) return { audience: 'visitor', row };
  const [own, hidden, guardian] = await Promise.all([
    mayScoreMatch(audience) ? findNamedProfile(db, viewer.id, viewer.id) : null,
    hiddenPhotoOwners(db, viewer.id, [row.userId], now, photoPlaceholders(deps)),
    activeGuardianName(db, row.userId),
  ]);
  const match = own ? matchScore(matchProfileOf(own), matchProfileOf(row)) : null;
  // Another site's <img> or link must not record a view on the member's behalf (policies.ts).
  if (countsAsView(audience) && options.ownPage && !(await isIncognito(db, viewer.id, now)))
    await recordView({ db, log }, viewer.id, row.userId, now);
  return { audience, row, match, hidden, guardian };
}

/**
 * Records the open as a visit (view-recording.ts). Analytics depend on views, the page does not: a
 * failed write is logged and the read goes on.
 */
export async function recordView(
  deps: { db: Db; log: Logger },
  viewerId: string,
  viewedProfileId: string,
  now: Date,
) {
  try {
    await recordVisit(deps.db, viewerId, viewedProfileId, now);
  } catch (error) {
    deps.log.warn({ err: error, viewerId, viewedProfileId }, 'could not record a profile view');
  }
}
