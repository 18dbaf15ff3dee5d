import { randomUUID } from 'node:crypto';
import type { connections, favorites, messages } from '../db/schema/index.ts';
import type { Gender } from '../../shared/options/profile-options.ts';
import { composeChat, timeChat, type ChatDetails } from './demo-chats.ts';
import type { Rng } from './random.ts';

/** What the activity builder needs to know about a seeded member. */
export type SeedPerson = {
  id: string;
  gender: Gender;
  firstName: string;
  createdAt: Date;
  hasPhoto: boolean;
  chat: ChatDetails;
};

export type ConnectionRow = typeof connections.$inferInsert & {
  id: string;
  createdAt: Date;
  updatedAt: Date;
};
type MessageRow = typeof messages.$inferInsert;
type FavoriteRow = typeof favorites.$inferInsert;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** A moment after both members joined; null when they only joined moments ago. */
export function afterBoth(a: SeedPerson, b: SeedPerson, now: Date, rng: Rng): Date | null {
  const from = Math.max(a.createdAt.getTime(), b.createdAt.getTime()) + HOUR;
  if (from >= now.getTime() - HOUR) return null;
  return rng.between(new Date(from), new Date(now.getTime() - HOUR));
}

function oppositeOf(people: readonly SeedPerson[], gender: Gender): SeedPerson[] {
  return people.filter((p) => p.gender !== gender);
}

/** Members with photos draw more attention, as they do on real sites. */
export function appealing(candidates: readonly SeedPerson[], rng: Rng): SeedPerson {
  return rng.weighted(candidates.map((p) => [p, p.hasPhoto ? 3 : 1] as const));
}

export function buildConnections(
  people: readonly SeedPerson[],
  count: number,
  rng: Rng,
  now: Date,
): ConnectionRow[] {
  const rows: ConnectionRow[] = [];
  const pairs = new Set<string>();
  const men = people.filter((p) => p.gender === 'male');
  const women = people.filter((p) => p.gender === 'female');
  if (men.length === 0 || women.length === 0) return rows;
  for (let attempt = 0; rows.length < count && attempt < count * 20; attempt++) {
    const man = rng.pick(men);
    const woman = appealing(women, rng);
    const [requester, recipient] = rng.chance(0.6) ? [man, woman] : [woman, man];
    const key = [requester.id, recipient.id].sort().join(':');
    const createdAt = afterBoth(requester, recipient, now, rng);
    if (pairs.has(key) || !createdAt) continue;
    pairs.add(key);
    const status = rng.weighted([
      ['accepted', 45],
      ['pending', 35],
      ['rejected', 20],
    ] as const);
    const answeredAt = new Date(
      Math.min(createdAt.getTime() + rng.int(1, 72) * HOUR, now.getTime() - 30 * MINUTE),
    );
    rows.push({
      id: randomUUID(),
      requesterId: requester.id,
      recipientId: recipient.id,
      status,
      createdAt,
      updatedAt: status === 'pending' ? createdAt : answeredAt,
    });
  }
  return rows;
}

/**
 * A chat per accepted connection (demo-chats.ts), each message with its own client id as a real client
 * sends it, written while its sender is awake, minutes to hours after the one before; a chat accepted
 * lately has only its first lines. A message is read shortly before the reply to it; the newest is
 * sometimes still unread, and always when it was sent to one of `unreadFor` (the showcase members, so
 * their first sign-in shows badges). The connection's updated_at follows its newest message, as a real
 * send touches it.
 */
export function buildMessages(
  accepted: readonly ConnectionRow[],
  people: ReadonlyMap<string, SeedPerson>,
  rng: Rng,
  now: Date,
  unreadFor: ReadonlySet<string> = new Set(),
): MessageRow[] {
  const rows: MessageRow[] = [];
  for (const c of accepted) {
    const requester = people.get(c.requesterId);
    const recipient = people.get(c.recipientId);
    if (!requester || !recipient) continue;
    const lines = composeChat(requester, recipient, rng);
    const start = new Date(c.updatedAt.getTime() + rng.int(10, 36 * 60) * MINUTE);
    const offsets = { a: requester.chat.utcOffset, b: recipient.chat.utcOffset };
    const times = timeChat(lines, offsets, start, new Date(now.getTime() - MINUTE), rng);
    const sent = lines.slice(0, times.length).map((line, i) => ({
      sender: line.from === 'a' ? requester : recipient,
      text: line.text,
      at: times[i] ?? now,
    }));
    const showcase = unreadFor.has(requester.id) ? requester : unreadFor.has(recipient.id) ? recipient : null;
    // For a showcase member the chat ends with the partner's message, waiting to be read.
    while (showcase && sent.at(-1)?.sender.id === showcase.id) sent.pop();
    const lastUnread = showcase !== null || rng.chance(0.45);
    sent.forEach(({ sender, text, at }, i) => {
      const next = sent[i + 1]?.at.getTime();
      const readAt =
        next === undefined
          ? lastUnread
            ? null
            : new Date(Math.min(at.getTime() + rng.int(1, 90) * MINUTE, now.getTime() - MINUTE / 2))
          : new Date(next - rng.int(0, Math.min(10 * MINUTE, next - at.getTime())));
      rows.push({
        connectionId: c.id,
        clientId: randomUUID(),
        senderId: sender.id,
        content: text,
        messageType: 'text',
        readAt: readAt && new Date(Math.max(readAt.getTime(), at.getTime())),
        createdAt: at,
        updatedAt: at,
      });
    });
    const newest = sent.at(-1)?.at;
    if (newest !== undefined) c.updatedAt = new Date(Math.max(c.updatedAt.getTime(), newest.getTime()));
  }
  return rows;
}

export function buildFavorites(
  people: readonly SeedPerson[],
  count: number,
  rng: Rng,
  now: Date,
): FavoriteRow[] {
  const rows: FavoriteRow[] = [];
  const seen = new Set<string>();
  for (let attempt = 0; rows.length < count && attempt < count * 20; attempt++) {
    const user = rng.pick(people);
    const candidates = oppositeOf(people, user.gender);
    if (candidates.length === 0) break;
    const target = appealing(candidates, rng);
    const createdAt = afterBoth(user, target, now, rng);
    const key = `${user.id}:${target.id}`;
    if (seen.has(key) || !createdAt) continue;
    seen.add(key);
    rows.push({ userId: user.id, favoritedProfileId: target.id, createdAt });
  }
  return rows;
}
