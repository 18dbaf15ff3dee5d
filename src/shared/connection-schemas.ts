import { z } from 'zod';
import { withoutNul } from './text-rules.ts';
import { splitIdList } from './id-list.ts';

/**
 * Connection requests and chat messages (spec §4, §5): the bodies the web sends and the server
 * validates with the same schemas, and the texts both sides show.
 */

export const MESSAGE_MAX_LENGTH = 2000;
export const MESSAGE_PAGE_SIZE = 50;
export const MESSAGE_PAGE_MAX = 100;
/** How many newer messages one catch-up call (?after=) returns at most. */
export const MESSAGE_CATCH_UP_MAX = 500;
export const CONNECTION_PAGE_SIZE = 50;
export const CONNECTION_PAGE_MAX = 100;
/** The list shows the start of the newest message, at most this many characters. */
export const LAST_MESSAGE_PREVIEW_LENGTH = 120;

export const CONNECTION_STATUSES = ['pending', 'accepted', 'rejected'] as const;
export const CONNECTION_ANSWERS = ['accepted', 'rejected'] as const;
export type TConnectionStatus = (typeof CONNECTION_STATUSES)[number];

export const CONNECTION_TEXTS = {
  exists: 'Connection already exists with this user',
  notEstablished: 'Connection not established',
  chatNotFound: 'Chat not found',
  completeProfile: 'Complete your profile first',
} as const;

/** A member id as it travels in a body or a path: opaque text, never empty. */
export const ZMemberId = z
  .string({ error: 'A member id is required' })
  .trim()
  .min(1, 'A member id is required')
  .max(128, 'Not a member id')
  .refine(withoutNul, 'Not a member id');

/** GET /api/connections/with?user_ids=a,b: one page of cards (a /matches page holds 50) in one request. */
export const CONNECTIONS_WITH_MAX = 50;

export const ZConnectionsWithQuery = z.object({
  user_ids: z
    .string({ error: 'user_ids is required: member ids separated by commas' })
    .max(CONNECTIONS_WITH_MAX * 130, `At most ${CONNECTIONS_WITH_MAX} member ids`)
    .transform(splitIdList)
    .pipe(
      z
        .array(ZMemberId)
        .min(1, 'Give at least one member id')
        .max(CONNECTIONS_WITH_MAX, `At most ${CONNECTIONS_WITH_MAX} member ids`),
    ),
});

export const ZConnectionRequest = z.strictObject({ recipient_id: ZMemberId });
export type TConnectionRequest = z.infer<typeof ZConnectionRequest>;

export const ZConnectionAnswer = z.strictObject({
  status: z.enum(CONNECTION_ANSWERS, { error: 'Choose accepted or rejected' }),
});
export type TConnectionAnswer = z.infer<typeof ZConnectionAnswer>;

export const ZMessageContent = z
  .string({ error: 'Write a message first' })
  .trim()
  .min(1, 'Write a message first')
  .max(MESSAGE_MAX_LENGTH, `Messages can be at most ${MESSAGE_MAX_LENGTH} characters`)
  .refine(withoutNul, 'The message contains a character that cannot be sent');

export const ZSendMessage = z.strictObject({
  content: ZMessageContent,
  /** Made once per message by the sender (crypto.randomUUID()) and reused for every retry of it. */
  client_id: z.uuid({ error: 'client_id must be a UUID' }),
});
export type TSendMessage = z.infer<typeof ZSendMessage>;
