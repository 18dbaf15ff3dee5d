import { randomUUID } from 'node:crypto';
import type { ConnectionRow, SeedPerson } from './demo-activity.ts';
import type { Rng } from './random.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
type Kind = 'incoming' | 'outgoing' | 'accepted';

/** What /messages of a showcase member shows at least: requests both ways and chats. */
const WANTED: Readonly<Record<Kind, number>> = { incoming: 2, outgoing: 2, accepted: 2 };

const pairKey = (a: string, b: string) => [a, b].sort().join(':');

function kindFor(c: ConnectionRow, memberId: string): Kind | null {
  if (c.status === 'accepted' && (c.requesterId === memberId || c.recipientId === memberId))
    return 'accepted';
  if (c.status !== 'pending') return null;
  if (c.recipientId === memberId) return 'incoming';
  return c.requesterId === memberId ? 'outgoing' : null;
}

/**
 * When a showcase connection was made: requests within the last ten days, chats between three weeks and
 * four days ago (time to have been had); null when the two joined too recently.
 */
function recently(kind: Kind, a: SeedPerson, b: SeedPerson, now: Date, rng: Rng): Date | null {
  const joined = Math.max(a.createdAt.getTime(), b.createdAt.getTime()) + HOUR;
  const [from, to] = kind === 'accepted' ? [21 * DAY, 4 * DAY] : [10 * DAY, HOUR];
  const start = Math.max(joined, now.getTime() - from);
  const end = now.getTime() - to;
  return start < end ? rng.between(new Date(start), new Date(end)) : null;
}

/**
 * The members whose e-mails the start-up prints are the ones people try first, so their /messages
 * screen must not depend on chance: requests received and sent, waiting for an answer, and chats.
 * Adds only the connections missing on top of `existing`, with partners of the opposite gender.
 */
export function buildShowcaseConnections(
  showcase: readonly SeedPerson[],
  people: readonly SeedPerson[],
  existing: readonly ConnectionRow[],
  rng: Rng,
  now: Date,
): ConnectionRow[] {
  const showcaseIds = new Set(showcase.map((p) => p.id));
  const all = [...existing];
  const pairs = new Set(all.map((c) => pairKey(c.requesterId, c.recipientId)));
  const added: ConnectionRow[] = [];
  for (const member of showcase) {
    const partners = rng.sample(
      people.filter((p) => p.gender !== member.gender && !showcaseIds.has(p.id)),
      people.length,
    );
    for (const kind of ['incoming', 'outgoing', 'accepted'] as const) {
      // Only this month's count: a first sign-in should find a lively inbox, not last year's.
      let have = all.filter(
        (c) => kindFor(c, member.id) === kind && c.createdAt.getTime() > now.getTime() - 30 * DAY,
      ).length;
      for (const partner of partners) {
        if (have >= WANTED[kind]) break;
        const createdAt = recently(kind, member, partner, now, rng);
        if (pairs.has(pairKey(member.id, partner.id)) || !createdAt) continue;
        const [requester, recipient] = kind === 'incoming' ? [partner, member] : [member, partner];
        const answeredAt = new Date(Math.min(createdAt.getTime() + rng.int(1, 48) * HOUR, now.getTime()));
        const row: ConnectionRow = {
          id: randomUUID(),
          requesterId: requester.id,
          recipientId: recipient.id,
          status: kind === 'accepted' ? 'accepted' : 'pending',
          createdAt,
          updatedAt: kind === 'accepted' ? answeredAt : createdAt,
        };
        pairs.add(pairKey(member.id, partner.id));
        all.push(row);
        added.push(row);
        have += 1;
      }
    }
  }
  return added;
}
