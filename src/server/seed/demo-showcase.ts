import { randomUUID } from 'node:crypto';
import { afterBoth, type ConnectionRow, type SeedPerson } from './demo-activity.ts';
import type { Rng } from './random.ts';

const HOUR = 3_600_000;
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
      let have = all.filter((c) => kindFor(c, member.id) === kind).length;
      for (const partner of partners) {
        if (have >= WANTED[kind]) break;
        const createdAt = afterBoth(member, partner, now, rng);
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
