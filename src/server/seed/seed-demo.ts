import { randomUUID } from 'node:crypto';
import { like } from 'drizzle-orm';
import type { PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import {
  accounts,
  connections,
  favorites,
  messages,
  profiles,
  userRoles,
  users,
  membershipTransactions,
  userMemberships,
} from '../db/schema/index.ts';
import type { Storage } from '../infra/storage.ts';
import { hashPassword } from '../auth/password.ts';
import { buildConnections, buildFavorites, buildMessages, type SeedPerson } from './demo-activity.ts';
import { buildDemoMembers, type DemoMember } from './demo-members.ts';
import { buildDemoMemberships } from './demo-memberships.ts';
import { DEMO_EMAIL_DOMAIN } from './demo-sign-in.ts';
import { goodMatchesInRange } from './demo-matches.ts';
import { planPhotos, storeAvatars } from './demo-photos.ts';
import { buildShowcaseConnections } from './demo-showcase.ts';
import { buildDemoVisits, insertDemoVisits } from './demo-views.ts';
import { demoVerification } from './demo-verification.ts';
import { createRng } from './random.ts';
import { seedSiteContent } from './site-content.ts';
import { coverUploads, insertDemoBlog } from './demo-blog.ts';
import { storeUploads } from '../features/cms/media-upload.ts';

export type SeedDemoOptions = {
  members?: number;
  password: string;
  log: (msg: string) => void;
  /** Same seed, same names and texts (ids and dates still differ per run). */
  seed?: number;
  /**
   * The server's auth secret: the portraits' blurred placeholders are written beside them under the keys
   * it derives (infra/photo-placeholder.ts). Without it they are made on their first request.
   */
  photoSecret?: string;
};

const BATCH = 100;

type Inserter = Pick<Db, 'insert'>;

async function insertInBatches<T extends PgTable>(
  db: Inserter,
  table: T,
  rows: readonly PgInsertValue<T>[],
): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) await db.insert(table).values(rows.slice(i, i + BATCH));
}

function newId(): string {
  return randomUUID().replace(/-/g, '');
}

function filledFields(m: DemoMember): number {
  return Object.values(m.profile).filter((v) => v !== null && !(Array.isArray(v) && v.length === 0)).length;
}

/**
 * Fills an empty database with a believable community: members, their photos, connections with chats,
 * favourites, profile views and the header menu. Everything goes in one transaction, so a failed seed
 * leaves the database empty and the next start simply tries again.
 */
export async function seedDemo(
  db: Db,
  storage: Storage,
  options: SeedDemoOptions,
): Promise<{ memberCount: number; sampleEmails: string[] }> {
  const started = performance.now();
  const elapsed = () => `${Math.round(performance.now() - started)} ms`;
  const existing = await db
    .select({ id: users.id })
    .from(users)
    .where(like(users.email, `%@${DEMO_EMAIL_DOMAIN}`))
    .limit(1);
  if (existing.length > 0) {
    throw new Error(
      `Demo data is already present (users with @${DEMO_EMAIL_DOMAIN} e-mails); seedDemo only runs on an empty database.`,
    );
  }

  const count = options.members ?? 300;
  const now = new Date();
  const rng = createRng(options.seed ?? 20_240_601);
  const seeded = buildDemoMembers(count, rng, now).map((member) => ({ id: newId(), member }));
  // Drawing and encoding the portraits is most of the seed's work: it runs while the rest is planned and
  // written, and the transaction commits only once every file is in place.
  const photos = planPhotos(seeded, storage);
  const storing = storeAvatars(seeded, photos, storage, options.photoSecret);
  // Awaited inside the transaction; a failure before then must not crash the process as unhandled.
  storing.catch(() => undefined);
  const passwordHash = await hashPassword(options.password);
  options.log(`demo: built ${count} members and hashed the password (${elapsed()})`);

  const people: SeedPerson[] = seeded.map(({ id, member }) => ({
    id,
    gender: member.gender,
    firstName: member.firstName,
    createdAt: member.createdAt,
    hasPhoto: member.avatarLook !== null,
    chat: member.chat,
  }));
  // The richest profiles of each gender, with the most good matches, make the best first sign-in; their
  // /messages screens are filled on purpose.
  const profilesOf = seeded.map(({ member }) => member.profile);
  const showcase = (['female', 'male'] as const).flatMap((gender) =>
    seeded
      // Members of a month or more, so their chats can have run for a while.
      .filter(
        ({ member }) =>
          member.gender === gender &&
          member.avatarLook !== null &&
          member.createdAt.getTime() < now.getTime() - 30 * 86_400_000,
      )
      .map((s) => ({ ...s, filled: filledFields(s.member) }))
      .filter((s, _, all) => s.filled === Math.max(...all.map((other) => other.filled)))
      .map((s) => ({ ...s, good: goodMatchesInRange(s.member.profile, profilesOf, now) }))
      .sort((a, b) => b.good - a.good)
      .slice(0, 2),
  );
  const showcaseIds = new Set(showcase.map(({ id }) => id));
  const randomConnections = buildConnections(people, Math.round(count / 2), rng, now);
  const connectionRows = [
    ...randomConnections,
    ...buildShowcaseConnections(
      people.filter((p) => showcaseIds.has(p.id)),
      people,
      randomConnections,
      rng,
      now,
    ),
  ];
  const accepted = connectionRows.filter((c) => c.status === 'accepted');
  const messageRows = buildMessages(accepted, new Map(people.map((p) => [p.id, p])), rng, now, showcaseIds);
  const favoriteRows = buildFavorites(people, Math.round((count * 4) / 3), rng, now);
  const viewRows = buildDemoVisits(people, showcaseIds, count * 4, rng, now);
  const paid = buildDemoMemberships(
    people.map((p) => p.id),
    rng,
    now,
    showcaseIds,
  );

  const covers = await coverUploads();
  let blog = { posts: 0, pages: 0 };

  await db.transaction(async (tx) => {
    await insertInBatches(
      tx,
      users,
      seeded.map(({ id, member }) => ({
        id,
        name: member.fullName,
        email: member.email,
        emailVerified: true,
        image: photos.get(id)?.photoUrl ?? null,
        createdAt: member.createdAt,
        updatedAt: member.createdAt,
      })),
    );
    await insertInBatches(
      tx,
      accounts,
      seeded.map(({ id, member }) => ({
        id: newId(),
        accountId: id,
        providerId: 'credential',
        userId: id,
        password: passwordHash,
        createdAt: member.createdAt,
        updatedAt: member.createdAt,
      })),
    );
    await insertInBatches(
      tx,
      userRoles,
      seeded.map(({ id, member }) => ({
        userId: id,
        role: 'user',
        assignedAt: member.createdAt,
        createdAt: member.createdAt,
      })),
    );
    await insertInBatches(
      tx,
      profiles,
      seeded.map(({ id, member }, index) => ({
        ...member.profile,
        userId: id,
        profilePhotoUrl: photos.get(id)?.photoUrl ?? null,
        profilePhotoThumbUrl: photos.get(id)?.thumbUrl ?? null,
        ...demoVerification(
          index,
          {
            gender: member.gender,
            createdAt: member.createdAt,
            hasPhoto: photos.has(id),
            sample: showcaseIds.has(id),
          },
          now,
        ),
        createdAt: member.createdAt,
        updatedAt: member.createdAt,
      })),
    );
    await insertInBatches(tx, connections, connectionRows);
    await insertInBatches(tx, messages, messageRows);
    await insertInBatches(tx, favorites, favoriteRows);
    await insertDemoVisits(tx, viewRows);
    await seedSiteContent(tx);
    const stored = await storeUploads(tx as unknown as Db, storage, covers, { actor: null, at: now });
    blog = await insertDemoBlog(tx, stored.uploaded, { now, authorId: null });
    await insertInBatches(tx, userMemberships, paid.memberships);
    await insertInBatches(tx, membershipTransactions, paid.transactions);
    options.log(`demo: stored ${await storing} avatars (${elapsed()})`);
  });
  options.log(
    `demo: inserted ${count} members, ${connectionRows.length} connections (${accepted.length} accepted), ` +
      `${messageRows.length} messages, ${favoriteRows.length} favourites, ${viewRows.length} profile visits, ${paid.memberships.length} paid memberships, ${blog.posts} blog posts, ${blog.pages} pages and the menus (${elapsed()})`,
  );

  return { memberCount: count, sampleEmails: showcase.map(({ member }) => member.email) };
}
