import { z } from '@hono/zod-openapi';

export const ZErrorResponse = z
  .object({
    error: z.object({
      code: z.string(),
      message: z.string(),
      fields: z.record(z.string(), z.string()).optional(),
    }),
  })
  .openapi('Error');

/** A documented error answer: every failure has the API's error shape. */
export const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: ZErrorResponse } },
});

/** A documented JSON answer. */
export const json = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});

/** A required JSON request body. */
export const jsonBody = <T extends z.ZodType>(schema: T) => ({
  body: { required: true, content: { 'application/json': { schema } } },
});
