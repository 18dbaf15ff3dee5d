import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { englishIssueText } from '../../shared/validation/issues.ts';

export type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

/** A failure the caller can act on; the error handler turns it into the API's error shape. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
    /** Sent with the error answer, e.g. Retry-After on a 429. */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export const unauthorized = () => new ApiError(401, 'UNAUTHORIZED', 'You need to sign in first.');
export const forbidden = (message = 'You do not have permission to do this.') =>
  new ApiError(403, 'FORBIDDEN', message);
export const notFound = (what = 'Resource') => new ApiError(404, 'NOT_FOUND', `${what} not found.`);
/** 429 with the Retry-After a rate limit computed (http/rate-limit.ts). */
export const rateLimited = (message: string, retryAfterSeconds: number) =>
  new ApiError(429, 'RATE_LIMITED', message, undefined, { 'Retry-After': String(retryAfterSeconds) });

export function errorBody(code: string, message: string, fields?: Record<string, string>): ErrorBody {
  return { error: fields ? { code, message, fields } : { code, message } };
}

export function sendError(
  c: Context,
  status: ContentfulStatusCode,
  code: string,
  message: string,
  fields?: Record<string, string>,
) {
  return c.json(errorBody(code, message, fields), status);
}

/**
 * Zod issues -> { "field.path": "message" }, first message per field; unknown keys are named one by one.
 * A schema's issue code (src/shared/validation) becomes its English sentence: the API answers sentences.
 */
export function fieldsFromIssues(
  issues: readonly {
    path: readonly PropertyKey[];
    message: string;
    code?: string;
    keys?: readonly string[];
  }[],
): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const prefix = issue.path.map(String).join('.');
    if (issue.code === 'unrecognized_keys' && issue.keys) {
      for (const key of issue.keys)
        fields[prefix ? `${prefix}.${key}` : key] ??= 'This field is not accepted';
      continue;
    }
    fields[prefix || '_'] ??= englishIssueText(issue.message);
  }
  return fields;
}

/**
 * A plan refused the action (domain/membership/entitlements.ts): 403 with a code the web turns into an
 * upgrade prompt, and the spec's text (membership-admin-cms.md §8).
 */
export const planRefusal = (reason: 'unavailable' | 'exceeded') =>
  reason === 'exceeded'
    ? new ApiError(403, 'USAGE_LIMIT_EXCEEDED', 'Usage limit exceeded. Please upgrade your plan.')
    : new ApiError(403, 'FEATURE_NOT_AVAILABLE', 'This feature is not available in your current plan');
