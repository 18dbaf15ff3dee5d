import { z } from 'zod';
import { withoutNul } from '../text-rules.ts';
import { splitIdList } from '../id-list.ts';
import type { TPartnerGuardian } from '../safety/guardian-contract.ts';
import { ZGuardianFirstName } from '../safety/guardian-name.ts';
import { issue } from '../validation/issues.ts';

/**
 * The connections area's contract (spec §4, §5): connection requests and chat messages, the bodies the
 * web sends and the server validates with the same schemas, the texts both sides show, what the
 * routes answer, and the events the server pushes over /api/realtime.
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

/**
 * A request may say that the requester's wali is involved, and give the wali's first name (issue 23
 * item 5); the recipient sees it on the request. A name without `wali_involved: true` is refused.
 */
export const ZConnectionRequest = z
  .strictObject({
    recipient_id: ZMemberId,
    wali_involved: z.boolean({ error: issue('invalid') }).optional(),
    wali_name: ZGuardianFirstName.optional(),
  })
  .superRefine((body, ctx) => {
    if (body.wali_name !== undefined && body.wali_involved !== true)
      ctx.addIssue({ code: 'custom', path: ['wali_name'], message: issue('wali_name_needs_wali') });
  });
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
  /**
   * The sender saw the warning and sends anyway: a message with a phone number, an address, a link, a
   * handle or money words (shared/rules/off-platform.ts) is refused with OFF_PLATFORM_CONFIRM without it.
   */
  confirm_off_platform: z.boolean({ error: 'confirm_off_platform must be true or false' }).optional(),
});
export type TSendMessage = z.infer<typeof ZSendMessage>;

// ---- Answers (plain types: the web imports them with `import type`, which pulls no zod).

type Text = string | null;

/** The other member of a connection: name and photo, nothing private. */
export type TConnectionPartner = {
  user_id: string;
  full_name: Text;
  profile_photo_url: Text;
  profile_photo_thumb_url: Text;
  /** The photo URLs are a blurred placeholder: the owner keeps photos private from me (issue 23). */
  photo_hidden: boolean;
  /** Staff approved their verification selfie: the Verified badge in the chat header (issue 23). */
  verified: boolean;
};

/** The spec's requester_profile / recipient_profile, kept beside `other` for clients written against it. */
export type TProfileSummary = { full_name: Text; profile_photo_url: Text };

/** The newest message's start, at most LAST_MESSAGE_PREVIEW_LENGTH characters (ending in … when cut). */
export type TLastMessage = { content: string; sender_id: string; created_at: string };

/** A connection as one of its two members sees it. */
export type TConnection = {
  id: string;
  requester_id: string;
  recipient_id: string;
  status: TConnectionStatus;
  created_at: string;
  /** Last activity: created, answered or a new message. */
  updated_at: string;
  /** outgoing: I asked. */
  direction: 'outgoing' | 'incoming';
  other: TConnectionPartner;
  requester_profile: TProfileSummary;
  recipient_profile: TProfileSummary;
  last_message: TLastMessage | null;
  /** The partner's unread messages (accepted connections only). */
  unread_count: number;
  /** The requester said their wali is involved (issue 23 item 5), with the wali's first name if given. */
  wali_involved: boolean;
  wali_name: Text;
  /**
   * The other member has an active guardian, who can read this conversation (issue 23 item 5): only
   * that one exists and their first name, never more.
   */
  partner_guardian: TPartnerGuardian | null;
};

/** POST /api/connections, GET/PATCH /api/connections/:id, GET /api/connections/with/:userId. */
export type TConnectionReply = { connection: TConnection };

export type TConnectionCounts = { chats: number; incoming_requests: number; outgoing_requests: number };

/** GET /api/connections: newest activity first; pass next_cursor as ?cursor= for the next page. */
export type TConnectionList = {
  connections: TConnection[];
  next_cursor: string | null;
  counts: TConnectionCounts;
};

/** GET /api/connections/with?user_ids=: the connections that exist, one per member at most. */
export type TConnectionsWith = { connections: TConnection[] };

/** A chat message, in the API's answers and in message.created alike. */
export type TMessage = {
  id: string;
  connection_id: string;
  sender_id: string;
  /** Made once per message by its sender; a retry reuses it, so the server stores it once. */
  client_id: string;
  content: string;
  message_type: string;
  read_at: Text;
  created_at: string;
  /**
   * The text asks to move off Mithaq or mentions money (shared/rules/off-platform.ts), worked out from
   * the text whenever the message is presented: the recipient's chat shows a safety notice under it.
   */
  safety_notice: boolean;
};

/** The partner's latest reading of the viewer's messages (every one of theirs created by read_at is read). */
export type TReadReceipt = { reader_id: string; read_at: string };

/** A page of a chat, oldest first; a catch-up (?after=) also carries the partner's read receipt. */
export type TMessagePage = { messages: TMessage[]; has_more: boolean; read_receipt?: TReadReceipt | null };

/** POST /api/connections/:id/read: how many were marked read, and when (null when none were unread). */
export type TReadResult = { read: number; read_at: Text };

/** A member's online state; only oneself and accepted connections get real values. */
export type TPresence = { user_id: string; online: boolean; last_seen_at: Text };

/** GET /api/realtime/presence?user_ids=: one entry per distinct id asked, in the order asked. */
export type TPresenceList = { presence: TPresence[] };

/**
 * What the server pushes to a member's sockets on /api/realtime: facts about stored rows, published
 * after the write, so a client that misses one can always catch up from the database.
 */
export type TRealtimeEvent =
  | {
      type: 'connection.created' | 'connection.updated';
      connection_id: string;
      /** 'withdrawn': the pending request was taken back and its row deleted. */
      status: TConnectionStatus | 'withdrawn';
    }
  | { type: 'message.created'; connection_id: string; message: TMessage }
  | { type: 'message.read'; connection_id: string; reader_id: string; read_at: string }
  | ({ type: 'presence' } & TPresence)
  /** A block between the two (features/safety): drop this member from every list, chat and presence. */
  | { type: 'member.hidden'; user_id: string }
  /**
   * To a guardian's sockets only (issue 23 item 5): a message in a conversation of their ward, or a change
   * of one of the ward's connections. Read-only: the guardian's screens show it, nothing else.
   */
  | { type: 'ward.message.created'; ward_id: string; connection_id: string; message: TMessage }
  /**
   * The guardian's socket watches these wards live from now on: what a screen read before may have
   * missed a message, so it reads again.
   */
  | { type: 'ward.watching'; ward_ids: string[] }
  | {
      type: 'ward.connection.changed';
      ward_id: string;
      connection_id: string;
      status: TConnectionStatus | 'withdrawn';
    };
