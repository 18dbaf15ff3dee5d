import { index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

export const favorites = pgTable(
  'favorites',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    favoritedProfileId: text('favorited_profile_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.favoritedProfileId] }),
    // "Favourites received" on the dashboard counts by the favourited member.
    index('favorites_favorited_profile_id_idx').on(t.favoritedProfileId),
    // GET /api/favorites: mine, the latest first.
    index('favorites_user_id_created_at_idx').on(t.userId, t.createdAt),
  ],
);

export const profileViews = pgTable(
  'profile_views',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    viewerId: text('viewer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    viewedProfileId: text('viewed_profile_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('profile_views_viewed_profile_id_viewed_at_idx').on(t.viewedProfileId, t.viewedAt),
    index('profile_views_viewer_id_idx').on(t.viewerId),
  ],
);
