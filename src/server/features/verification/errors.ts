import { ApiError } from '../../http/errors.ts';
import {
  SELFIE_FIELD,
  SELFIE_SIZE_MESSAGE,
  SELFIE_TYPES_MESSAGE,
} from '../../../shared/safety/verification-contract.ts';

/** Why a member may not send a selfie now (member-service.ts). */
export type SubmitRefusal =
  | 'no-profile'
  | 'no-photo'
  | 'pending'
  | 'verified'
  | 'pose-expired'
  | 'not-an-image'
  | 'damaged-image'
  | 'too-large';

const selfieField = (status: 400 | 413 | 415, code: string, message: string) =>
  new ApiError(status, code, message, { [SELFIE_FIELD]: message });

export function submitError(refusal: SubmitRefusal, detail = ''): ApiError {
  switch (refusal) {
    case 'no-profile':
      return new ApiError(409, 'PROFILE_REQUIRED', 'Complete your profile before asking to be verified.');
    case 'no-photo':
      return new ApiError(
        409,
        'PHOTO_REQUIRED',
        'Add a profile photo first: our team compares your selfie with your profile photos.',
      );
    case 'pending':
      return new ApiError(409, 'VERIFICATION_PENDING', 'Your selfie is already waiting for our team.');
    case 'verified':
      return new ApiError(409, 'ALREADY_VERIFIED', 'Your profile is already verified.');
    case 'pose-expired':
      return new ApiError(
        409,
        'POSE_EXPIRED',
        'That pose is no longer the one asked of you. Please take the selfie again with the pose shown now.',
      );
    case 'not-an-image':
      return selfieField(415, 'UNSUPPORTED_MEDIA_TYPE', SELFIE_TYPES_MESSAGE);
    case 'damaged-image':
      return selfieField(400, 'INVALID_IMAGE', `${detail}. Please take the selfie again.`);
    case 'too-large':
      return selfieField(413, 'PAYLOAD_TOO_LARGE', SELFIE_SIZE_MESSAGE);
  }
}

export type ReviewRefusal =
  | 'not-found'
  | 'decided'
  | 'claimed-by-other'
  | 'not-claimed'
  | 'needs-woman'
  | 'own-request'
  | 'selfie-erased';

/** The staff side's refusals (review-claims.ts, review-decisions.ts, the selfie route). */
export function reviewError(refusal: ReviewRefusal, who = ''): ApiError {
  switch (refusal) {
    case 'not-found':
      return new ApiError(404, 'NOT_FOUND', 'Verification request not found.');
    case 'decided':
      return new ApiError(409, 'ALREADY_DECIDED', 'This verification has been decided already.');
    case 'claimed-by-other':
      return new ApiError(409, 'CLAIMED_BY_OTHER', `${who} is reviewing this verification.`);
    case 'not-claimed':
      return new ApiError(409, 'NOT_CLAIMED', 'Claim the verification before deciding it.');
    case 'needs-woman':
      return new ApiError(
        403,
        'WOMAN_REVIEWER_REQUIRED',
        'The member asked that a woman reviews her selfie. Only staff who recorded that they are a woman may review it.',
      );
    case 'own-request':
      return new ApiError(409, 'OWN_VERIFICATION', 'Another moderator must review your own verification.');
    case 'selfie-erased':
      return new ApiError(404, 'SELFIE_ERASED', 'This selfie has been erased.');
  }
}
