import { z } from '@hono/zod-openapi';
import type { TBlockList, TBlockState, TReportReceipt } from '../../../shared/safety/safety-contract.ts';

/** The safety answers' shapes for /api/openapi.json, each checked against the shared contract. */

export const ZBlockList = z
  .object({
    blocks: z.array(
      z.object({
        user_id: z.string(),
        full_name: z.string(),
        photo_url: z.string().nullable().openapi({
          description:
            "The blurred placeholder of the member's photo (a block hides photos both ways), null when none",
        }),
        photo_hidden: z.boolean().openapi({ description: 'photo_url is a blurred placeholder' }),
        blocked_at: z.string(),
      }),
    ),
    next_cursor: z.string().nullable(),
  })
  .openapi('BlockList') satisfies z.ZodType<TBlockList>;

export const ZBlockState = z
  .object({ user_id: z.string(), blocked: z.boolean() })
  .openapi('BlockState') satisfies z.ZodType<TBlockState>;

export const ZReportReceipt = z
  .object({ report_id: z.string(), received: z.literal(true), merged: z.boolean() })
  .openapi('ReportReceipt') satisfies z.ZodType<TReportReceipt>;
