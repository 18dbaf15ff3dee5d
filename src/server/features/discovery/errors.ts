import { ApiError } from '../../http/errors.ts';
import type { FavoriteRefusal } from './policies.ts';

/** Each refusal of policies.ts as the API answers it. */
export function favoriteError(refusal: FavoriteRefusal): ApiError {
  switch (refusal) {
    case 'self':
      return new ApiError(400, 'CANNOT_FAVORITE_SELF', 'You cannot add yourself to your favorites.');
    case 'hidden':
      return new ApiError(404, 'NOT_FOUND', 'Profile not found');
  }
}
