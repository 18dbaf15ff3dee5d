import { randomBytes } from 'node:crypto';
import { desc, eq, or, and } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { connections, messages, type profiles, type ReportEvidence } from '../../db/schema/index.ts';
import { PRIVATE_MEDIA_PREFIX, type Storage } from '../../infra/storage.ts';
import { REPORT_EVIDENCE_MESSAGES } from '../../../shared/safety/safety-contract.ts';

type ProfileRow = typeof profiles.$inferSelect;

/**
 * Copies a member's photo files under a private key (never served at /media, infra/storage.ts), so a
 * photo replaced or deleted after the report is still there for the moderators. Returns storage keys.
 */
async function keepPhotos(storage: Storage, row: ProfileRow): Promise<ReportEvidence['photos']> {
  const photoKey = row.profilePhotoUrl ? storage.keyFor(row.profilePhotoUrl) : null;
  if (!photoKey) return null;
  const folder = `${PRIVATE_MEDIA_PREFIX}${randomBytes(12).toString('hex')}`;
  const kept = `${folder}/photo.webp`;
  if (!(await storage.copy(photoKey, kept))) return null;
  const thumbKey = row.profilePhotoThumbUrl ? storage.keyFor(row.profilePhotoThumbUrl) : null;
  const keptThumb = `${folder}/photo-256.webp`;
  const thumbKept = thumbKey ? await storage.copy(thumbKey, keptThumb) : false;
  return { url: kept, thumb_url: thumbKept ? keptThumb : null };
}

/** The last messages of the pair's chat, if they have one, oldest first. */
async function lastMessages(db: Db, reporterId: string, reportedId: string) {
  const [pair] = await db
    .select({ id: connections.id })
    .from(connections)
    .where(
      or(
        and(eq(connections.requesterId, reporterId), eq(connections.recipientId, reportedId)),
        and(eq(connections.requesterId, reportedId), eq(connections.recipientId, reporterId)),
      ),
    )
    .limit(1);
  if (!pair) return { connectionId: null, messages: [] };
  const rows = await db
    .select({
      id: messages.id,
      senderId: messages.senderId,
      content: messages.content,
      createdAt: messages.createdAt,
    })
    .from(messages)
    .where(eq(messages.connectionId, pair.id))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(REPORT_EVIDENCE_MESSAGES);
  return {
    connectionId: pair.id,
    messages: rows.reverse().map((m) => ({
      id: m.id,
      sender_id: m.senderId,
      content: m.content,
      created_at: m.createdAt.toISOString(),
    })),
  };
}

/**
 * What the moderators will see of the reported member as it was at the time of the report: the whole
 * profile row, copies of the photos, and the last 50 messages of the pair's chat. Deleting or editing
 * any of it later changes nothing here.
 */
export async function captureEvidence(
  deps: { db: Db; storage: Storage },
  pair: { reporterId: string; reportedId: string },
  profile: ProfileRow | null,
  now: Date,
): Promise<ReportEvidence> {
  const [photos, chat] = await Promise.all([
    profile ? keepPhotos(deps.storage, profile) : null,
    lastMessages(deps.db, pair.reporterId, pair.reportedId),
  ]);
  return {
    captured_at: now.toISOString(),
    profile: profile ? (JSON.parse(JSON.stringify(profile)) as Record<string, unknown>) : null,
    photos,
    connection_id: chat.connectionId,
    messages: chat.messages,
  };
}
