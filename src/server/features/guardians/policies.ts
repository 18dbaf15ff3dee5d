import { GUARDIANS_MAX } from '../../../shared/safety/guardian-contract.ts';

/**
 * Who may do what with a guardianship (issue 23 item 5). Pure decisions over the stored rows; the
 * services turn a refusal into its error (errors.ts). A member who does not own a guardianship is never
 * told it exists.
 *
 * invited --(the guardian accepts, with the invited address)--> accepted --(the member confirms)--> active
 * any of them --(the member revokes)--> revoked
 */
export type GuardianshipFacts = { memberId: string; status: string };

export type InviteRefusal = 'self' | 'limit' | 'exists';

/** Not oneself, at most GUARDIANS_MAX live ones (an expired invitation does not count), one per address. */
export function inviteRefusal(facts: {
  ownEmail: string;
  email: string;
  live: readonly { email: string }[];
}): InviteRefusal | null {
  if (facts.email === facts.ownEmail.toLowerCase()) return 'self';
  if (facts.live.some((row) => row.email === facts.email)) return 'exists';
  if (facts.live.length >= GUARDIANS_MAX) return 'limit';
  return null;
}

export type ConfirmRefusal = 'hidden' | 'not-accepted' | 'already-active' | 'revoked';

/** The member confirms a guardian who accepted: accepted -> active. */
export function confirmRefusal(row: GuardianshipFacts | null, memberId: string): ConfirmRefusal | null {
  if (!row || row.memberId !== memberId) return 'hidden';
  if (row.status === 'invited') return 'not-accepted';
  if (row.status === 'active') return 'already-active';
  if (row.status === 'revoked') return 'revoked';
  return null;
}

export type RevokeRefusal = 'hidden' | 'revoked';

/** The member revokes at any stage; a revoked one stays revoked. */
export function revokeRefusal(row: GuardianshipFacts | null, memberId: string): RevokeRefusal | null {
  if (!row || row.memberId !== memberId) return 'hidden';
  if (row.status === 'revoked') return 'revoked';
  return null;
}

export type AcceptRefusal = 'unknown' | 'expired' | 'other-email' | 'self';

/**
 * The invitation is open (invited, not expired) and the signed-in account has the invited address
 * (compared without case); the member cannot accept their own invitation.
 */
export function acceptRefusal(
  invitation: { memberId: string; email: string; status: string; expired: boolean } | null,
  account: { id: string; email: string },
): AcceptRefusal | null {
  if (!invitation || invitation.status !== 'invited') return 'unknown';
  if (invitation.expired) return 'expired';
  if (invitation.memberId === account.id) return 'self';
  if (invitation.email !== account.email.trim().toLowerCase()) return 'other-email';
  return null;
}
