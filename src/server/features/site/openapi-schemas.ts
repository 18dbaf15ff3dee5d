import { z } from '@hono/zod-openapi';
import { ZErrorResponse } from '../../http/openapi.ts';

/** Response shapes for /api/openapi.json; the presenter decides the fields, these describe them. */

export const ZContactSent = z
  .object({
    id: z.string().openapi({ description: 'Reference of the stored message' }),
    message: z.string().openapi({ description: 'The confirmation text the form shows' }),
  })
  .openapi('ContactSent');

export const ZNotice = z
  .object({ message: z.string().openapi({ description: 'The text the page shows' }) })
  .openapi('Notice');

export const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: ZErrorResponse } },
});

export const json = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});

export const jsonBody = <T extends z.ZodType>(schema: T) => ({
  body: { required: true, content: { 'application/json': { schema } } },
});
