import { z } from '@hono/zod-openapi';
import type { TContactSent, TNotice } from '../../../shared/site/site-contract.ts';

/**
 * The answers' shapes for /api/openapi.json, each checked against its type in the shared contract
 * (src/shared/site/site-contract.ts); the presenter decides the fields.
 */

export const ZContactSent = z
  .object({
    id: z.string().openapi({ description: 'Reference of the stored message' }),
    message: z.string().openapi({ description: 'The confirmation text the form shows' }),
  })
  .openapi('ContactSent') satisfies z.ZodType<TContactSent>;

export const ZNotice = z
  .object({ message: z.string().openapi({ description: 'The text the page shows' }) })
  .openapi('Notice') satisfies z.ZodType<TNotice>;
