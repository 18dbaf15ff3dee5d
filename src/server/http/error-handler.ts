import type { ErrorHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { AppEnv } from './app-env.ts';
import { ApiError, errorBody } from './errors.ts';

/** Every failure leaves as { error: { code, message, fields? } }; a 5xx never carries internals. */
export const renderError: ErrorHandler<AppEnv> = (error, c) => {
  if (error instanceof ApiError)
    return c.json(errorBody(error.code, error.message, error.fields), error.status);
  if (error instanceof HTTPException) {
    const status = error.status;
    const code = status === 413 ? 'PAYLOAD_TOO_LARGE' : status === 400 ? 'BAD_REQUEST' : 'HTTP_ERROR';
    const message = /json/i.test(error.message)
      ? 'The request body is not valid JSON.'
      : error.message || 'Bad request.';
    return c.json(errorBody(code, message), status);
  }
  c.var.deps.log.error({ err: error, reqId: c.var.requestId, path: c.req.path }, 'unhandled error');
  return c.json(errorBody('INTERNAL', 'Something went wrong on our side. Please try again.'), 500);
};
