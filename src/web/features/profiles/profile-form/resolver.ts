import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors } from 'react-hook-form';
import { ZProfileForm, type TProfileFormValues } from './form-values';

const zod = zodResolver(ZProfileForm);

/**
 * zodResolver over the form-shaped schema, with one rename: the schema reports the age range as
 * `partner_age_range`, the form shows it at the first of its two inputs.
 */
export const profileFormResolver: typeof zod = async (values, context, options) => {
  const result = await zod(values, context, options);
  const errors: Record<string, unknown> = result.errors;
  if (!('partner_age_range' in errors)) return result;
  const { partner_age_range: rangeError, ...rest } = errors;
  return { values: {}, errors: { ...rest, partner_age_min: rangeError } as FieldErrors<TProfileFormValues> };
};
