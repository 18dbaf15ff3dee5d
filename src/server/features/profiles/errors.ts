import { ApiError } from '../../http/errors.ts';

/** The profile area's refusals as the API answers them. */

/** Gender is set once, at the first save (issue 17): a switch would change whom the member may ask. */
export const genderLocked = () =>
  new ApiError(409, 'GENDER_LOCKED', 'Gender can only be changed by our support team.', {
    gender: 'Gender can only be changed by our support team.',
  });
