import type {
  TGuardianAccess,
  TGuardianInvitation,
  TGuardianRelationship,
  TGuardianship,
  TWard,
} from '../../../shared/safety/guardian-contract.ts';
import { isPhotoHidden, shownPhoto, type HiddenPhotos } from '../../domain/member/photo-privacy.ts';
import type { AccessRow } from './access-log-service.ts';
import { isExpired, type GuardianshipRow } from './guardianship-service.ts';
import type { InvitationRow } from './invitation-service.ts';
import type { WardRow } from './ward-service.ts';

/** The fields that leave the server for the guardians area (issue 23 item 5). */

const iso = (at: Date | null) => at?.toISOString() ?? null;
const relationshipOf = (value: string) => value as TGuardianRelationship;
/** A member's first name: what a guardian who has not been confirmed yet, or an invitation, shows. */
export const firstNameOf = (name: string | null) => name?.trim().split(/\s+/)[0] ?? null;

/** One of my guardians, as I (the member) see them: the address I typed is mine to see. */
export function presentGuardianship(row: GuardianshipRow, now: Date): TGuardianship {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    relationship: relationshipOf(row.relationship),
    status: row.status,
    expired: isExpired(row, now),
    weekly_summary: row.weeklySummary,
    invited_at: row.invitedAt.toISOString(),
    accepted_at: iso(row.acceptedAt),
    confirmed_at: iso(row.confirmedAt),
    revoked_at: iso(row.revokedAt),
  };
}

export function presentAccess(row: AccessRow): TGuardianAccess {
  return {
    id: row.id,
    guardian: {
      id: row.guardianshipId,
      name: row.guardianName,
      relationship: relationshipOf(row.relationship),
    },
    kind: row.kind,
    connection: row.connectionId ? { id: row.connectionId, partner_name: row.partnerName } : null,
    created_at: row.createdAt.toISOString(),
  };
}

export function presentInvitation(row: InvitationRow): TGuardianInvitation {
  return {
    member_name: firstNameOf(row.memberName) ?? '',
    guardian_name: row.name,
    relationship: relationshipOf(row.relationship),
    email: row.email,
    weekly_summary: row.weeklySummary,
    expires_at: iso(row.tokenExpiresAt) ?? '',
  };
}

/** A ward: only the first name, and no photo, until the member confirms the guardian. */
export function presentWard(row: WardRow, hidden: HiddenPhotos): TWard {
  const active = row.status === 'active';
  const name = row.fullName ?? row.accountName;
  const photo = active ? row.thumbUrl : null;
  return {
    member_id: row.memberId,
    name: active ? name : firstNameOf(name),
    photo_url: shownPhoto(hidden, row.memberId, photo),
    photo_hidden: isPhotoHidden(hidden, row.memberId, photo),
    status: row.status,
    relationship: relationshipOf(row.relationship),
    weekly_summary: row.weeklySummary,
    since: (row.confirmedAt ?? row.acceptedAt ?? new Date(0)).toISOString(),
  };
}
