import { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from './app-env.ts';
import { errorBody, fieldsFromIssues } from './errors.ts';

/** Every feature router validates the same way: a 400 in the API's error shape, listing the fields. */
export function createRouter() {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result, c) => {
      if (result.success) return;
      return c.json(
        errorBody('VALIDATION_FAILED', 'Some fields are not valid.', fieldsFromIssues(result.error.issues)),
        400,
      );
    },
  });
}
