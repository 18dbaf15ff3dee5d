import { z } from '@hono/zod-openapi';
import {
  CONNECTION_PAGE_MAX,
  CONNECTION_PAGE_SIZE,
  CONNECTION_STATUSES,
  MESSAGE_CATCH_UP_MAX,
  MESSAGE_PAGE_MAX,
  MESSAGE_PAGE_SIZE,
  type TConnection,
  type TConnectionList,
  type TConnectionReply,
  type TConnectionsWith,
  type TMessage,
  type TMessagePage,
  type TReadResult,
} from '../../../shared/connections/connection-contract.ts';

/**
 * The answers' shapes for /api/openapi.json, each checked against its type in the shared contract
 * (src/shared/connections/connection-contract.ts), and the query strings; the presenters decide the
 * fields.
 */

const text = z.string().nullable();

const ZProfileSummary = z.object({ full_name: text, profile_photo_url: text });

export const ZConnection = z
  .object({
    id: z.string(),
    requester_id: z.string(),
    recipient_id: z.string(),
    status: z.enum(CONNECTION_STATUSES),
    created_at: z.string(),
    updated_at: z.string().openapi({ description: 'Last activity: created, answered or a new message' }),
    direction: z.enum(['outgoing', 'incoming']).openapi({ description: 'outgoing: I asked' }),
    other: z.object({
      user_id: z.string(),
      full_name: text,
      profile_photo_url: text,
      profile_photo_thumb_url: text,
      photo_hidden: z
        .boolean()
        .openapi({ description: 'The photo URLs are a blurred placeholder (photo privacy)' }),
      verified: z.boolean().openapi({ description: 'Staff approved their verification selfie (issue 23)' }),
    }),
    requester_profile: ZProfileSummary,
    recipient_profile: ZProfileSummary,
    last_message: z
      .object({
        content: z.string().openapi({ description: 'At most 120 characters, ending in … when cut' }),
        sender_id: z.string(),
        created_at: z.string(),
      })
      .nullable(),
    unread_count: z.number().int().openapi({ description: "The partner's unread messages (accepted only)" }),
    wali_involved: z.boolean().openapi({ description: 'The requester said their wali is involved' }),
    wali_name: text.openapi({ description: "The wali's first name, when the requester gave it" }),
    partner_guardian: z
      .object({ name: z.string().openapi({ description: "The guardian's first name" }) })
      .nullable()
      .openapi({ description: 'The other member has an active guardian, who can read this conversation' }),
  })
  .openapi('Connection') satisfies z.ZodType<TConnection>;

export const ZConnectionReply = z.object({ connection: ZConnection }) satisfies z.ZodType<TConnectionReply>;

export const ZConnectionsWith = z.object({
  connections: z.array(ZConnection),
}) satisfies z.ZodType<TConnectionsWith>;

export const ZConnectionList = z
  .object({
    connections: z.array(ZConnection),
    next_cursor: z.string().nullable().openapi({ description: 'Pass as ?cursor= for the next page' }),
    counts: z.object({
      chats: z.number().int(),
      incoming_requests: z.number().int(),
      outgoing_requests: z.number().int(),
    }),
  })
  .openapi('ConnectionList') satisfies z.ZodType<TConnectionList>;

export const ZConnectionListQuery = z.object({
  status: z.enum(CONNECTION_STATUSES).optional(),
  limit: z.coerce.number().int().min(1).max(CONNECTION_PAGE_MAX).default(CONNECTION_PAGE_SIZE),
  cursor: z.string().max(200).optional(),
});

export const ZMessage = z
  .object({
    id: z.string(),
    connection_id: z.string(),
    sender_id: z.string(),
    client_id: z.string(),
    content: z.string(),
    message_type: z.string(),
    read_at: text,
    created_at: z.string(),
    safety_notice: z.boolean().openapi({
      description:
        'The text asks to move off Mithaq or mentions money: the recipient is shown a safety notice under it',
    }),
  })
  .openapi('Message') satisfies z.ZodType<TMessage>;

export const ZMessagePage = z
  .object({
    messages: z.array(ZMessage).openapi({ description: 'Oldest first' }),
    has_more: z.boolean().openapi({
      description: 'Older messages exist (latest page or ?before=), or newer ones (?after=)',
    }),
    read_receipt: z
      .object({ reader_id: z.string(), read_at: z.string() })
      .nullable()
      .optional()
      .openapi({
        description:
          "With ?after= only: the partner's latest reading of the viewer's messages, as message.read said it " +
          '(every message of the viewer created by read_at is read); null while none is read, and always ' +
          "without read_receipts on the viewer's plan (their own messages' read_at is then null too)",
      }),
  })
  .openapi('MessagePage') satisfies z.ZodType<TMessagePage>;

export const ZMessagePageQuery = z
  .object({
    before: z.uuid({ error: 'Not a message id' }).optional(),
    after: z.uuid({ error: 'Not a message id' }).optional(),
    limit: z.coerce.number().int().min(1).max(MESSAGE_CATCH_UP_MAX).optional(),
  })
  .superRefine((q, ctx) => {
    if (q.before && q.after)
      ctx.addIssue({ code: 'custom', path: ['after'], message: 'Use before or after, not both' });
    if (!q.after && q.limit !== undefined && q.limit > MESSAGE_PAGE_MAX)
      ctx.addIssue({ code: 'custom', path: ['limit'], message: `At most ${MESSAGE_PAGE_MAX}` });
  });

/** 50 for a page of history, 500 for a catch-up: the default depends on the direction. */
export const messagePageLimit = (q: { after?: string | undefined; limit?: number | undefined }) =>
  q.limit ?? (q.after ? MESSAGE_CATCH_UP_MAX : MESSAGE_PAGE_SIZE);

export const ZReadResult = z
  .object({
    read: z.number().int().openapi({ description: 'How many of the partner’s messages were marked read' }),
    read_at: text.openapi({ description: 'null when nothing was unread' }),
  })
  .openapi('ReadResult') satisfies z.ZodType<TReadResult>;

export const ZConnectionIdParam = z.object({
  id: z.string().max(64).openapi({ description: 'Connection id (uuid); anything else answers 404' }),
});
