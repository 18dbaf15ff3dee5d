import { boolean, date, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { profiles } from './profiles.ts';

/**
 * Browse's name index (issue 18): one row per key of a named profile's name_key (each word, each two
 * neighbours joined, each sound key: src/shared/rules/name-search.ts), with the columns browse filters
 * and sorts by. A search is then a range of keys ("sa" = every key from "sa" up to "sb") read from the
 * lookup index alone, filters and all, however common the fragment. The table belongs to the database:
 * a trigger on profiles (migration 0013) writes it in the same transaction as every insert or update,
 * so no write path can forget it. The lookup index holds every column (INCLUDE, added by the migration,
 * which drizzle cannot declare).
 */
export const profileNameKeys = pgTable(
  'profile_name_keys',
  {
    /** COLLATE "C" (set by the migration): keys compare code point by code point, so a range is a prefix. */
    key: text('key').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => profiles.userId, { onDelete: 'cascade' }),
    gender: text('gender').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** lower(full_name): browse's name order, and never null (only named profiles have keys). */
    nameOrder: text('name_order').notNull(),
    dateOfBirth: date('date_of_birth'),
    currentCountry: text('current_country'),
    religionCommunity: text('religion_community'),
    educationalQualification: text('educational_qualification'),
    maritalStatus: text('marital_status'),
    /**
     * The member's verification (issue 23 item 3), copied like the rest: staff approved their selfie
     * ("Verified only"), and they are seen by verified members only (the visibility rule). Browse tests
     * both on the key rows, so a search never probes profiles row by row (migration 0030).
     */
    verified: boolean('verified').notNull().default(false),
    verifiedViewersOnly: boolean('verified_viewers_only').notNull().default(false),
  },
  (t) => [
    index('profile_name_keys_lookup_idx').on(t.gender, t.key, t.userId),
    index('profile_name_keys_user_idx').on(t.userId, t.key),
  ],
);
