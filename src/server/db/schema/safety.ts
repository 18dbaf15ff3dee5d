import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

/**
 * Blocks (issue 23): a row while `blockerId` blocks `blockedId`. Either direction hides the two from
 * each other everywhere (domain/member/member-blocks.ts); only the blocker can lift their own block.
 * The primary key answers "did I block them", the second index "did they block me".
 */
export const memberBlocks = pgTable(
  'member_blocks',
  {
    blockerId: text('blocker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockedId: text('blocked_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.blockerId, t.blockedId] }),
    index('member_blocks_blocked_idx').on(t.blockedId, t.blockerId),
    // A member's blocked list, newest first.
    index('member_blocks_list_idx').on(t.blockerId, t.createdAt.desc(), t.blockedId),
    check('member_blocks_not_self_check', sql`${t.blockerId} <> ${t.blockedId}`),
  ],
);

/** What a report keeps of the reported member at the time, for the moderators (features/safety). */
export type ReportEvidence = {
  captured_at: string;
  profile: Record<string, unknown> | null;
  /** Copies of the photo files at the time, under storage keys of their own. */
  photos: { url: string; thumb_url: string | null } | null;
  connection_id: string | null;
  messages: { id: string; sender_id: string; content: string; created_at: string }[];
};

/**
 * The moderation queue (issue 23 item 2): one open item per reported member, which every open report
 * of them joins. A moderator claims it (claimed_by; a claim older than 30 minutes may be taken over)
 * and decides; the decision, its reason and who took it stay on the row (and in the audit trail).
 * `hides_member`: reported by several distinct members, so hidden from discovery until decided.
 */
export const moderationItems = pgTable(
  'moderation_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'report': the member's open reports; 'photo': their new or changed photo awaiting approval. */
    kind: text('kind', { enum: ['report', 'photo'] })
      .notNull()
      .default('report'),
    status: text('status', { enum: ['open', 'decided'] })
      .notNull()
      .default('open'),
    hidesMember: boolean('hides_member').notNull().default(false),
    claimedBy: text('claimed_by'),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    decision: text('decision', {
      enum: ['dismiss', 'approve', 'warn', 'remove_photo', 'suspend', 'ban'],
    }),
    decisionReason: text('decision_reason'),
    decidedBy: text('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    suspendedUntil: timestamp('suspended_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('moderation_items_status_check', sql`${t.status} in ('open', 'decided')`),
    check('moderation_items_kind_check', sql`${t.kind} in ('report', 'photo')`),
    check(
      'moderation_items_decision_check',
      sql`(${t.status} = 'open' and ${t.decision} is null) or (${t.status} = 'decided' and ${t.decision} in ('dismiss', 'approve', 'warn', 'remove_photo', 'suspend', 'ban'))`,
    ),
    // One open item per member and kind: every open report of a member joins the one report item.
    uniqueIndex('moderation_items_open_member_idx')
      .on(t.userId, t.kind)
      .where(sql`${t.status} = 'open'`),
    index('moderation_items_queue_idx').on(t.status, t.updatedAt.desc(), t.id),
    index('moderation_items_member_idx').on(t.userId, t.createdAt.desc()),
    // The discovery rule's anti-join: the few members hidden now.
    index('moderation_items_hidden_idx')
      .on(t.userId)
      .where(sql`${t.status} = 'open' and ${t.hidesMember}`),
  ],
);

/**
 * What a member is told of a moderator's decision in the app (as well as by e-mail): shown once on
 * their dashboard until they dismiss it.
 */
export const memberNotices = pgTable(
  'member_notices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', {
      enum: ['warning', 'photo_removed', 'suspension_ended', 'verification_approved', 'verification_refused'],
    }).notNull(),
    message: text('message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    check(
      'member_notices_kind_check',
      sql`${t.kind} in ('warning', 'photo_removed', 'suspension_ended', 'verification_approved', 'verification_refused')`,
    ),
    index('member_notices_unread_idx')
      .on(t.userId, t.createdAt.desc())
      .where(sql`${t.readAt} is null`),
  ],
);

/**
 * Reports of one member by another (issue 23). While a report is open, a second one by the same reporter
 * is merged into it (reasons united, details appended, evidence taken again), so one reporter counts
 * once however often they press the button.
 */
export const memberReports = pgTable(
  'member_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Null once the reporter's account is gone: the report still stands. */
    reporterId: text('reporter_id').references(() => users.id, { onDelete: 'set null' }),
    reportedId: text('reported_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reasons: text('reasons').array().notNull(),
    details: text('details'),
    /** One snapshot per submission, oldest first. */
    evidence: jsonb('evidence').$type<ReportEvidence[]>().notNull(),
    status: text('status', { enum: ['open', 'closed'] })
      .notNull()
      .default('open'),
    /** The queue item it joined; its decision closes the report. */
    itemId: uuid('item_id').references(() => moderationItems.id, { onDelete: 'set null' }),
    /** How many times this reporter reported this member while it was open (merges + 1). */
    submissions: integer('submissions').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('member_reports_status_check', sql`${t.status} in ('open', 'closed')`),
    check('member_reports_details_check', sql`char_length(${t.details}) <= 20000`),
    uniqueIndex('member_reports_open_pair_idx')
      .on(t.reporterId, t.reportedId)
      .where(sql`${t.status} = 'open'`),
    index('member_reports_reported_idx').on(t.reportedId, t.createdAt.desc()),
    index('member_reports_item_idx').on(t.itemId),
  ],
);
