import { ApiError, rateLimited } from '../../http/errors.ts';

/** The account area's refusals as the API answers them. */

export const wrongPassword = () =>
  new ApiError(403, 'WRONG_PASSWORD', 'That password is not right.', {
    password: 'That password is not right.',
  });

export const deleteRateLimited = (retryAfterSeconds: number) =>
  rateLimited('Too many attempts. Please try again later.', retryAfterSeconds);

export const exportRateLimited = (retryAfterSeconds: number) =>
  rateLimited('You can download your data 3 times an hour. Please try again later.', retryAfterSeconds);

export const staffAccount = () =>
  new ApiError(
    409,
    'STAFF_ACCOUNT',
    'Staff accounts cannot be deleted here. Ask an admin to remove your role first.',
  );
