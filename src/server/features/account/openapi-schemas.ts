import { z } from '@hono/zod-openapi';
import type { TAccountState } from '../../../shared/account/account-contract.ts';

export const ZAccountState = z
  .object({
    paused: z.boolean(),
    paused_at: z.string().nullable().openapi({ description: 'ISO 8601, UTC' }),
    deletion_scheduled_at: z.string().nullable().openapi({ description: 'When the account will be erased' }),
  })
  .openapi('AccountState') satisfies z.ZodType<TAccountState>;
