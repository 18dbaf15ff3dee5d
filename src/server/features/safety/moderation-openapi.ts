import { z } from '@hono/zod-openapi';
import {
  MODERATION_DECISIONS,
  MODERATION_KINDS,
  MODERATION_STATUSES,
  type TModerationItem,
  type TModerationQueue,
  type TModerationQueueItem,
} from '../../../shared/safety/moderation-contract.ts';
import { REPORT_REASONS } from '../../../shared/safety/safety-contract.ts';

/** The moderation answers' shapes for /api/openapi.json, each checked against the shared contract. */

const text = z.string().nullable();

const ZQueueItem = z
  .object({
    id: z.string(),
    kind: z.enum(MODERATION_KINDS),
    status: z.enum(MODERATION_STATUSES),
    member: z.object({
      user_id: z.string(),
      full_name: text,
      email: z.string(),
      photo_url: text,
      suspended: z.boolean(),
    }),
    reasons: z.array(z.enum(REPORT_REASONS)),
    distinct_reporters: z.number(),
    hidden_from_discovery: z.boolean(),
    claim: z.object({ by_id: z.string(), by_name: z.string(), at: z.string(), mine: z.boolean() }).nullable(),
    decision: z.enum(MODERATION_DECISIONS).nullable(),
    photos: z
      .object({ pending_url: text, pending_thumb_url: text, approved_url: text })
      .nullable()
      .openapi({ description: "A photo item's waiting photo and the approved one (staff only)" }),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .openapi('ModerationQueueItem') satisfies z.ZodType<TModerationQueueItem>;

export const ZModerationQueue = z
  .object({ items: z.array(ZQueueItem), next_cursor: text })
  .openapi('ModerationQueue') satisfies z.ZodType<TModerationQueue>;

export const ZModerationItem = ZQueueItem.extend({
  decision_reason: text,
  decided_at: text,
  suspended_until: text,
  reports: z.array(
    z.object({
      id: z.string(),
      reporter: z.object({ user_id: z.string(), full_name: text }).nullable(),
      reasons: z.array(z.enum(REPORT_REASONS)),
      details: text,
      submissions: z.number(),
      created_at: z.string(),
      evidence: z.array(
        z.object({
          captured_at: z.string(),
          profile: z.record(z.string(), z.unknown()).nullable(),
          photo_url: text,
          messages: z.array(
            z.object({
              id: z.string(),
              from_reported: z.boolean(),
              content: z.string(),
              created_at: z.string(),
            }),
          ),
        }),
      ),
    }),
  ),
  history: z.array(
    z.object({
      item_id: z.string(),
      decision: z.enum(MODERATION_DECISIONS),
      reason: z.string(),
      decided_at: z.string(),
      decided_by: z.string(),
    }),
  ),
}).openapi('ModerationItem') satisfies z.ZodType<TModerationItem>;
