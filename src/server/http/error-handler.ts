import type { ErrorHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { AppEnv } from './app-env.ts';
import { isPgDataException } from '../db/pg-errors.ts';
import { loggablePath } from '../infra/logger.ts';
import { ApiError, errorBody } from './errors.ts';

const CODES: Partial<Record<number, string>> = {
  400: 'BAD_REQUEST',
  413: 'PAYLOAD_TOO_LARGE',
  // zod-openapi answers a body of an undeclared content type with 415.
  415: 'UNSUPPORTED_MEDIA_TYPE',
};

/** Every failure leaves as { error: { code, message, fields? } }; a 5xx never carries internals. */
export const renderError: ErrorHandler<AppEnv> = (error, c) => {
  if (error instanceof ApiError) {
    for (const [name, value] of Object.entries(error.headers ?? {})) c.header(name, value);
    return c.json(errorBody(error.code, error.message, error.fields), error.status);
  }
  if (error instanceof HTTPException) {
    const status = error.status;
    const code = CODES[status] ?? 'HTTP_ERROR';
    const message =
      status === 415
        ? 'The request body is not of a content type this route accepts.'
        : /json/i.test(error.message)
          ? 'The request body is not valid JSON.'
          : error.message || 'Bad request.';
    return c.json(errorBody(code, message), status);
  }
  // A safety net behind the schemas: input the database cannot hold is the caller's 400, not our 500.
  if (isPgDataException(error)) {
    c.var.deps.log.warn(
      { err: error, reqId: c.var.requestId, path: loggablePath(c.req.path) },
      'value refused by the database',
    );
    return c.json(errorBody('INVALID_VALUE', 'The request contains a value that cannot be used.'), 400);
  }
  c.var.deps.log.error(
    { err: error, reqId: c.var.requestId, path: loggablePath(c.req.path) },
    'unhandled error',
  );
  return c.json(errorBody('INTERNAL', 'Something went wrong on our side. Please try again.'), 500);
};
