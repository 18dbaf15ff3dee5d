import { ApiError } from '../../http/errors.ts';

/** The analytics area's refusals as the API answers them. */

/** A zone the runtime accepted but the database does not know: the same answer as any unknown zone. */
export const unknownTimeZone = () =>
  new ApiError(400, 'VALIDATION_FAILED', 'Some fields are not valid.', { tz: 'Unknown time zone' });
