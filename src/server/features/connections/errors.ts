import { CONNECTION_TEXTS } from '../../../shared/connections/connection-contract.ts';
import { OFF_PLATFORM_CONFIRM, type TOffPlatformKind } from '../../../shared/rules/off-platform.ts';
import { ApiError, rateLimited } from '../../http/errors.ts';
import type { AnswerRefusal, ChatRefusal, RequestRefusal, WithdrawRefusal } from './policies.ts';

/** Each refusal of policies.ts as the API answers it; the spec's texts where it has one (§8). */

export const connectionNotFound = () => new ApiError(404, 'NOT_FOUND', 'Connection not found');

export const connectionExists = () => new ApiError(409, 'CONNECTION_EXISTS', CONNECTION_TEXTS.exists);

export function requestError(refusal: RequestRefusal): ApiError {
  switch (refusal) {
    case 'self':
      return new ApiError(400, 'SELF_CONNECTION', 'You cannot send a connection request to yourself', {
        recipient_id: 'You cannot send a connection request to yourself',
      });
    case 'incomplete-profile':
      return new ApiError(400, 'PROFILE_INCOMPLETE', CONNECTION_TEXTS.completeProfile);
    case 'paused':
      return new ApiError(409, 'PROFILE_PAUSED', 'Your profile is paused. Unpause it to send requests.');
    case 'unknown-recipient':
      return new ApiError(404, 'NOT_FOUND', 'Member not found');
    case 'same-gender':
      return new ApiError(
        400,
        'SAME_GENDER',
        'Connection requests can only be sent to members of the opposite gender',
      );
  }
}

export function answerError(refusal: AnswerRefusal): ApiError {
  switch (refusal) {
    case 'hidden':
      return connectionNotFound();
    case 'not-recipient':
      return new ApiError(403, 'FORBIDDEN', 'Only the member who received this request can answer it');
    case 'already-answered':
      return new ApiError(409, 'CONNECTION_ALREADY_ANSWERED', 'This request has already been answered');
  }
}

export function withdrawError(refusal: WithdrawRefusal): ApiError {
  switch (refusal) {
    case 'hidden':
      return connectionNotFound();
    case 'not-pending':
      return new ApiError(409, 'CONNECTION_NOT_PENDING', 'Only a pending request can be withdrawn');
  }
}

export function chatError(refusal: ChatRefusal): ApiError {
  switch (refusal) {
    case 'hidden':
      return new ApiError(404, 'NOT_FOUND', CONNECTION_TEXTS.chatNotFound);
    case 'not-established':
      return new ApiError(403, 'CONNECTION_NOT_ESTABLISHED', CONNECTION_TEXTS.notEstablished);
  }
}

export const requestRateLimited = (retryAfterSeconds: number) =>
  rateLimited(
    'You have sent many connection requests in a short time. Please wait a while before sending more.',
    retryAfterSeconds,
  );

export const messageRateLimited = (retryAfterSeconds: number) =>
  rateLimited('You are sending messages too quickly. Please wait a moment and try again.', retryAfterSeconds);

export const clientIdTaken = () =>
  new ApiError(409, 'CLIENT_ID_CONFLICT', 'This client_id belongs to another message', {
    client_id: 'This client_id belongs to another message',
  });

export const unknownCursor = (field: 'before' | 'after') =>
  new ApiError(400, 'VALIDATION_FAILED', 'Some fields are not valid.', {
    [field]: 'No such message in this chat',
  });

export const badListCursor = () =>
  new ApiError(400, 'VALIDATION_FAILED', 'Some fields are not valid.', { cursor: 'Not a valid cursor' });

const KIND_NAMES: Record<TOffPlatformKind, string> = {
  phone: 'a phone number',
  email: 'an e-mail address',
  link: 'a link',
  handle: 'a messaging or social media account',
  money: 'money or payment',
};

/**
 * A message that would move the conversation off Mithaq or mentions money, sent without the sender's
 * confirmation: nothing is stored or spent. `fields.kinds` lists what was found (phone,email,...).
 */
export function offPlatformUnconfirmed(kinds: readonly TOffPlatformKind[]) {
  const found = kinds.map((kind) => KIND_NAMES[kind]);
  const list = found.length > 1 ? `${found.slice(0, -1).join(', ')} and ${found.at(-1)}` : (found[0] ?? '');
  return new ApiError(
    409,
    OFF_PLATFORM_CONFIRM,
    `This message mentions ${list}. Keep conversations on Mithaq until you trust this person; send it with confirm_off_platform: true to send it anyway.`,
    { kinds: kinds.join(',') },
  );
}

/**
 * A guardian asking for a member who never confirmed them, or revoked them (issue 23 item 5), or
 * anyone asking for a member they guard not at all: nothing to read, and nothing said about why.
 */
export const wardNotFound = () => new ApiError(404, 'NOT_FOUND', 'Member not found');
