import { GUARDIANS_MAX } from '../../../shared/safety/guardian-contract.ts';
import { ApiError, rateLimited } from '../../http/errors.ts';
import type { AcceptRefusal, ConfirmRefusal, InviteRefusal, RevokeRefusal } from './policies.ts';

/** Each refusal of policies.ts as the API answers it (issue 23 item 5). */

export const guardianshipNotFound = () => new ApiError(404, 'NOT_FOUND', 'Guardian not found');

export function inviteError(refusal: InviteRefusal): ApiError {
  switch (refusal) {
    case 'self':
      return new ApiError(400, 'GUARDIAN_SELF', 'You cannot be your own guardian.', {
        email: 'This is your own e-mail address',
      });
    case 'limit':
      return new ApiError(
        409,
        'GUARDIAN_LIMIT',
        `You can have at most ${GUARDIANS_MAX} guardians. Revoke one to invite someone else.`,
      );
    case 'exists':
      return new ApiError(409, 'GUARDIAN_EXISTS', 'You have already invited this address.', {
        email: 'You have already invited this address',
      });
  }
}

export function confirmError(refusal: ConfirmRefusal): ApiError {
  switch (refusal) {
    case 'hidden':
      return guardianshipNotFound();
    case 'not-accepted':
      return new ApiError(
        409,
        'GUARDIAN_NOT_ACCEPTED',
        'Your guardian has not accepted the invitation yet. You can confirm once they have.',
      );
    case 'already-active':
      return new ApiError(409, 'GUARDIAN_ALREADY_ACTIVE', 'This guardian is already confirmed.');
    case 'revoked':
      return new ApiError(409, 'GUARDIAN_REVOKED', 'This guardian was revoked. Invite them again instead.');
  }
}

export function revokeError(refusal: RevokeRefusal): ApiError {
  switch (refusal) {
    case 'hidden':
      return guardianshipNotFound();
    case 'revoked':
      return new ApiError(409, 'GUARDIAN_REVOKED', 'This guardian was already revoked.');
  }
}

export function acceptError(refusal: AcceptRefusal): ApiError {
  switch (refusal) {
    case 'unknown':
      return new ApiError(
        404,
        'INVITATION_NOT_FOUND',
        'This invitation link is not valid any more. It may have been used already or withdrawn.',
      );
    case 'expired':
      return new ApiError(
        410,
        'INVITATION_EXPIRED',
        'This invitation has expired. Ask the member to invite you again.',
      );
    case 'other-email':
      return new ApiError(
        403,
        'INVITATION_OTHER_EMAIL',
        'This invitation was sent to another e-mail address. Sign in with the address it was sent to.',
      );
    case 'self':
      return new ApiError(403, 'GUARDIAN_SELF', 'You cannot be your own guardian.');
  }
}

export const inviteRateLimited = (retryAfterSeconds: number) =>
  rateLimited(
    'You have sent several invitations in a short time. Please wait a while before sending another.',
    retryAfterSeconds,
  );

/** A guardian asking for a member who has not confirmed them (or revoked them): nothing to read. */
export const wardNotFound = () => new ApiError(404, 'NOT_FOUND', 'Member not found');
