import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The short links e-mails show in place of better-auth's long ones (infra/mail-links.ts). The code is
 * only in the member's mail: a row is keyed by its SHA-256 and holds the target sealed with a key
 * derived from it, so a leaked table neither lists working links nor reveals the tokens behind them.
 * A row outlives its expiry for a while so a late click still hears that the link expired.
 */
export const mailLinks = pgTable(
  'mail_links',
  {
    /** base64url SHA-256 of the code. */
    id: text('id').primaryKey(),
    /** What the link is for: where an expired one leads (the page that says so and offers a new one). */
    kind: text('kind').notNull(),
    /** The target's path and query, AES-256-GCM under a key derived from the code. */
    sealedTarget: text('sealed_target').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('mail_links_kind_check', sql`${t.kind} in ('verify-email', 'reset-password')`),
    index('mail_links_expires_at_idx').on(t.expiresAt),
  ],
);
