import { index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

/**
 * Presence across instances (src/server/realtime/presence.ts). Each running server has a row it
 * refreshes every 15 s; a member is online while some live instance (heartbeat under 45 s old) lists
 * them in member_presence_instances. A crashed instance stops refreshing, so its rows stop counting
 * at once and the next sweep deletes them. No foreign key from member_presence_instances to
 * realtime_instances: the sweep deletes the instance first and then its rows, to learn whom it affected.
 */
export const realtimeInstances = pgTable('realtime_instances', {
  id: text('id').primaryKey(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One row per member who has ever connected; its lock serialises that member's online/offline changes. */
export const memberPresence = pgTable('member_presence', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** "Instance X holds at least one open socket of member U." */
export const memberPresenceInstances = pgTable(
  'member_presence_instances',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    instanceId: text('instance_id').notNull(),
    connectedAt: timestamp('connected_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.instanceId] }),
    index('member_presence_instances_instance_id_idx').on(t.instanceId),
  ],
);
