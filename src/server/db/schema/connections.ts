import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

export const connections = pgTable(
  'connections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requesterId: text('requester_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    recipientId: text('recipient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['pending', 'accepted', 'rejected'] })
      .notNull()
      .default('pending'),
    /** The requester said their wali is involved (issue 23 item 5), and gave his or her first name. */
    waliInvolved: boolean('wali_involved').notNull().default(false),
    waliName: text('wali_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('connections_wali_name_check', sql`char_length(${t.waliName}) <= 50`),
    check('connections_status_check', sql`${t.status} in ('pending', 'accepted', 'rejected')`),
    check('connections_not_self_check', sql`${t.requesterId} <> ${t.recipientId}`),
    // At most one connection per pair of members, whichever of them asked.
    uniqueIndex('connections_pair_unique_idx').on(
      sql`least(${t.requesterId}, ${t.recipientId})`,
      sql`greatest(${t.requesterId}, ${t.recipientId})`,
    ),
    // A member's list (GET /api/connections) reads both sides by updated_at; the stats count pending by status.
    index('connections_requester_id_updated_at_idx').on(t.requesterId, t.updatedAt),
    index('connections_recipient_id_updated_at_idx').on(t.recipientId, t.updatedAt),
    index('connections_recipient_id_status_idx').on(t.recipientId, t.status),
  ],
);

export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    connectionId: uuid('connection_id')
      .notNull()
      .references(() => connections.id, { onDelete: 'cascade' }),
    /** Chosen by the sending client; a retried send with the same id returns the first message. */
    clientId: uuid('client_id').notNull(),
    senderId: text('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    messageType: text('message_type').notNull().default('text'),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Pages of a chat, newest or older (before) or newer (after) than a message: (created_at, id) is the order.
    index('messages_connection_id_created_at_id_idx').on(t.connectionId, t.createdAt, t.id),
    uniqueIndex('messages_connection_id_client_id_idx').on(t.connectionId, t.clientId),
    // Unread counts only ever look at rows still unread.
    index('messages_unread_idx')
      .on(t.connectionId, t.senderId)
      .where(sql`${t.readAt} is null`),
  ],
);
