import { eq, like, or, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import { connections, profiles, users } from '../db/schema/index.ts';

/**
 * Who to sign in as, printed at every start while the demo is in the database. Kept apart from the demo's
 * generator (seed-demo.ts and its word lists are loaded only to seed), so a restart reads it cheaply.
 */

export const DEMO_EMAIL_DOMAIN = 'demo.mithaq.local';

export type DemoSignIn = { memberCount: number; sampleEmails: string[] };

const SAMPLES_PER_GENDER = 2;

/**
 * The demo's members and the ones to try first: the showcase members the seed gave requests both ways
 * and chats (demo-showcase.ts), found again as the members with the most of all three, two per gender.
 * Null when the database holds no demo members.
 */
export async function findDemoSignIn(db: Db): Promise<DemoSignIn | null> {
  const pending = (side: PgColumn) =>
    sql<number>`count(*) filter (where ${connections.status} = 'pending' and ${side} = ${users.id})`;
  const rows = await db
    .select({
      email: users.email,
      gender: profiles.gender,
      accepted: sql<number>`count(*) filter (where ${connections.status} = 'accepted')`,
      incoming: pending(connections.recipientId),
      outgoing: pending(connections.requesterId),
      total: sql<number>`count(${connections.id})`,
    })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .leftJoin(connections, or(eq(connections.requesterId, users.id), eq(connections.recipientId, users.id)))
    .where(like(users.email, `%@${DEMO_EMAIL_DOMAIN}`))
    .groupBy(users.email, profiles.gender);
  if (rows.length === 0) return null;
  const rank = (r: (typeof rows)[number]) => [
    Math.min(Number(r.accepted), Number(r.incoming), Number(r.outgoing)),
    Number(r.total),
  ];
  const ranked = rows.toSorted((a, b) => {
    const [ra, rb] = [rank(a), rank(b)];
    return (rb[0] ?? 0) - (ra[0] ?? 0) || (rb[1] ?? 0) - (ra[1] ?? 0) || a.email.localeCompare(b.email);
  });
  const sampleEmails = (['female', 'male'] as const).flatMap((gender) =>
    ranked
      .filter((r) => r.gender === gender)
      .slice(0, SAMPLES_PER_GENDER)
      .map((r) => r.email),
  );
  return { memberCount: rows.length, sampleEmails };
}
