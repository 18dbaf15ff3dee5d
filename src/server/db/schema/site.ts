import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

/**
 * Messages from the public contact form. Stored before the support mail is sent, so a mail failure never
 * loses one; mail_status says whether staff were e-mailed (the admin area lists them later).
 */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    /** The member who wrote it, when signed in. */
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status').notNull().default('new'),
    mailStatus: text('mail_status').notNull().default('pending'),
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'contact_messages_subject_check',
      sql`${t.subject} in ('general', 'technical', 'account', 'billing', 'safety', 'feedback', 'other')`,
    ),
    check('contact_messages_status_check', sql`${t.status} in ('new', 'read', 'answered', 'archived')`),
    check('contact_messages_mail_status_check', sql`${t.mailStatus} in ('pending', 'sent', 'failed')`),
    index('contact_messages_created_at_idx').on(t.createdAt),
  ],
);

/**
 * Double opt-in: pending until the mailed confirm link is used. Only SHA-256 hashes of the tokens are
 * kept, so a leaked table cannot confirm or unsubscribe anyone.
 */
export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Lower-cased and trimmed; unique. */
    email: text('email').notNull(),
    status: text('status').notNull().default('pending'),
    confirmTokenHash: text('confirm_token_hash'),
    confirmExpiresAt: timestamp('confirm_expires_at', { withTimezone: true }),
    unsubscribeTokenHash: text('unsubscribe_token_hash').notNull(),
    lastMailSentAt: timestamp('last_mail_sent_at', { withTimezone: true }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'newsletter_subscribers_status_check',
      sql`${t.status} in ('pending', 'confirmed', 'unsubscribed')`,
    ),
    uniqueIndex('newsletter_subscribers_email_idx').on(t.email),
    uniqueIndex('newsletter_subscribers_confirm_token_idx').on(t.confirmTokenHash),
    uniqueIndex('newsletter_subscribers_unsubscribe_token_idx').on(t.unsubscribeTokenHash),
  ],
);
