import { ApiError, forbidden, notFound } from '../../http/errors.ts';
import { ADMIN_TEXTS } from '../../../shared/admin/admin-contract.ts';
import type { RoleOutcome } from './roles-service.ts';
import type { SuspensionOutcome } from './suspension-service.ts';

/** The admin area's refusals as the API answers them. */

export type RoleRefusal = Exclude<RoleOutcome, { kind: 'changed' | 'unchanged' }>['kind'];

export function roleRefusalError(refusal: RoleRefusal, lookedUpBy: 'id' | 'email'): ApiError {
  switch (refusal) {
    case 'not-found':
      return lookedUpBy === 'email'
        ? new ApiError(
            404,
            'NOT_FOUND',
            'No account uses this e-mail address. Nothing was changed: the person needs to sign up first.',
          )
        : notFound('User');
    case 'own-role':
      return new ApiError(409, 'OWN_ROLE', 'You cannot change your own role.');
    case 'last-admin':
      return new ApiError(409, 'LAST_ADMIN', 'The last admin cannot be demoted.');
    case 'not-admin':
      return forbidden(ADMIN_TEXTS.onlyAdminsAssign);
  }
}

export type SuspensionRefusal = Exclude<SuspensionOutcome, { kind: 'changed' | 'unchanged' }>['kind'];

export function suspensionRefusalError(refusal: SuspensionRefusal): ApiError {
  switch (refusal) {
    case 'not-found':
      return notFound('User');
    case 'own-account':
      return new ApiError(409, 'OWN_ACCOUNT', 'You cannot suspend your own account.');
    case 'staff-target':
      return new ApiError(
        409,
        'STAFF_TARGET',
        'Moderators and admins cannot be suspended: change their role to user first.',
      );
  }
}
