import { customType, index, pgTable, text } from 'drizzle-orm/pg-core';

/** PostgreSQL's 64-bit transaction id (never wraps around); read and written as its decimal text. */
const xid8 = customType<{ data: string }>({ dataType: () => 'xid8' });

/**
 * Which profiles changed, and in which transaction (issue 18): the in-memory match index of every server
 * (features/discovery/match-index) reads from here what to load again. The table belongs to the
 * database: statement triggers on profiles (migration 0026) write a row per inserted, updated or deleted
 * profile in the transaction of the change, so no write path (the form, the seed, tests, the bench, an
 * erasure) can forget it. No foreign key: a deleted profile's row is what tells the index to drop it.
 *
 * A reader asks for the rows whose `xid` is at least the oldest transaction that was still running when
 * it last asked (pg_snapshot_xmin): a change that committed late, after a newer one was read, is
 * still found, which a sequence or a timestamp stamped at write time would miss.
 */
export const profileMatchVersions = pgTable(
  'profile_match_versions',
  {
    userId: text('user_id').primaryKey(),
    xid: xid8('xid').notNull(),
  },
  (t) => [index('profile_match_versions_xid_idx').on(t.xid)],
);
