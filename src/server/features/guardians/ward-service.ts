import { and, desc, eq, inArray } from 'drizzle-orm';
import { memberGuardians, profiles, users } from '../../db/schema/index.ts';
import { notSuspended } from '../../domain/member/member-suspension.ts';
import { hiddenPhotoOwners, type HiddenPhotos } from '../../domain/member/photo-privacy.ts';
import type { Deps } from '../../http/app-env.ts';
import { photoPlaceholders } from '../../infra/photo-placeholder.ts';

/**
 * The members an account is the guardian of (issue 23 item 5): active ones, and those who have still
 * to confirm the guardian ('accepted'). A suspended member is seen by nobody, their guardian included.
 */

const g = memberGuardians;

export type WardRow = {
  memberId: string;
  status: 'accepted' | 'active';
  relationship: string;
  weeklySummary: boolean;
  acceptedAt: Date | null;
  confirmedAt: Date | null;
  accountName: string;
  fullName: string | null;
  thumbUrl: string | null;
};

export async function listWards(
  deps: Pick<Deps, 'db' | 'clock' | 'storage' | 'config'>,
  guardianId: string,
): Promise<{ rows: WardRow[]; hidden: HiddenPhotos }> {
  const rows = (await deps.db
    .select({
      memberId: g.memberId,
      status: g.status,
      relationship: g.relationship,
      weeklySummary: g.weeklySummary,
      acceptedAt: g.acceptedAt,
      confirmedAt: g.confirmedAt,
      accountName: users.name,
      fullName: profiles.fullName,
      thumbUrl: profiles.profilePhotoThumbUrl,
    })
    .from(g)
    .innerJoin(users, eq(users.id, g.memberId))
    .leftJoin(profiles, eq(profiles.userId, g.memberId))
    .where(
      and(eq(g.guardianId, guardianId), inArray(g.status, ['accepted', 'active']), notSuspended(g.memberId)),
    )
    .orderBy(desc(g.confirmedAt), desc(g.acceptedAt))) as WardRow[];
  // The normal photo rule, with the guardian as the one who looks (web-host/member-photos.ts agrees).
  const hidden = await hiddenPhotoOwners(
    deps.db,
    guardianId,
    rows.filter((row) => row.status === 'active').map((row) => row.memberId),
    deps.clock.now(),
    photoPlaceholders(deps),
  );
  return { rows, hidden };
}
