import { z } from 'zod';
import { issue, type TIssueCode } from './issues.ts';

/** Building blocks of form schemas whose messages are issue codes (optional text, choices, numbers). */

/** Empty or blank text means "not given" and is stored as null. */
export const blankToNull = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? null : value;

export const optionalText = (max: number) =>
  z.preprocess(blankToNull, z.string().trim().max(max, issue('max_chars', { max })).nullable().optional());

export const optionalChoice = <T extends readonly [string, ...string[]]>(values: T, code: TIssueCode) =>
  z.preprocess(
    blankToNull,
    z
      .enum(values, { error: issue(code) })
      .nullable()
      .optional(),
  );

export const optionalWholeNumber = (min: number, max: number, unit: 'cm' | 'kg') =>
  z.preprocess(
    (value) => (value === '' ? null : value),
    z
      .number({ error: issue('whole_number') })
      .int(issue('whole_number'))
      .min(min, issue(`min_${unit}`, { min }))
      .max(max, issue(`max_${unit}`, { max }))
      .nullable()
      .optional(),
  );
