import { and, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { pairNotBlocked } from '../../domain/member/member-blocks.ts';
import { countUnreadMessages } from '../../domain/message/unread-messages.ts';
import { connections, favorites, profileViews } from '../../db/schema/index.ts';

export type MemberCounts = {
  pendingRequests: number;
  unreadMessages: number;
  profileViews: number;
  favoritesReceived: number;
};

/**
 * The dashboard's four cards, each one count query over an index (nothing is loaded into memory):
 * connections (recipient_id, status), messages_unread_idx (partial, read_at is null; the definition of
 * unread is shared with the chat list in domain/message/unread-messages.ts),
 * profile_views (viewed_profile_id, viewed_at) and favorites (favorited_profile_id).
 */
export async function memberCounts(db: Db, userId: string): Promise<MemberCounts> {
  const [pending, unread, views, favorited] = await Promise.all([
    db
      .select({ n: count() })
      .from(connections)
      .where(
        and(
          eq(connections.recipientId, userId),
          eq(connections.status, 'pending'),
          pairNotBlocked(connections.requesterId, connections.recipientId),
        ),
      ),
    countUnreadMessages(db, userId),
    db.select({ n: count() }).from(profileViews).where(eq(profileViews.viewedProfileId, userId)),
    db.select({ n: count() }).from(favorites).where(eq(favorites.favoritedProfileId, userId)),
  ]);
  return {
    pendingRequests: pending[0]?.n ?? 0,
    unreadMessages: unread,
    profileViews: views[0]?.n ?? 0,
    favoritesReceived: favorited[0]?.n ?? 0,
  };
}
