import { randomUUID } from 'node:crypto';
import { like } from 'drizzle-orm';
import type { PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import {
  accounts,
  connections,
  favorites,
  messages,
  profileViews,
  profiles,
  userRoles,
  users,
} from '../db/schema/index.ts';
import { processPhoto, type ProcessedPhoto } from '../infra/images.ts';
import { storePhoto, type StoredPhoto } from '../infra/photo-store.ts';
import type { Storage } from '../infra/storage.ts';
import { hashPassword } from '../auth/password.ts';
import { renderAvatar } from './avatars.ts';
import {
  buildConnections,
  buildFavorites,
  buildMessages,
  buildProfileViews,
  type SeedPerson,
} from './demo-activity.ts';
import { DEMO_EMAIL_DOMAIN, buildDemoMembers, type DemoMember } from './demo-members.ts';
import { buildShowcaseConnections } from './demo-showcase.ts';
import { createRng } from './random.ts';
import { seedSiteContent } from './site-content.ts';

export type SeedDemoOptions = {
  members?: number;
  password: string;
  log: (msg: string) => void;
  /** Same seed, same names and texts (ids and dates still differ per run). */
  seed?: number;
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

/**
 * Renders each distinct look once and runs it through the upload pipeline (the same WebP photo and
 * thumbnail a member's own upload gets), then stores a copy per member under their own photo folder so
 * they can later replace or delete it like any upload.
 */
async function storeAvatars(
  seeded: readonly { id: string; member: DemoMember }[],
  storage: Storage,
): Promise<Map<string, StoredPhoto>> {
  const looks = new Map<string, Promise<ProcessedPhoto>>();
  for (const { member } of seeded) {
    if (member.avatarLook === null) continue;
    const key = `${member.gender}:${member.avatarLook}`;
    if (!looks.has(key))
      looks.set(key, renderAvatar({ gender: member.gender, seed: member.avatarLook }).then(processPhoto));
  }
  const photos = new Map<string, StoredPhoto>();
  const withPhoto = seeded.filter((s) => s.member.avatarLook !== null);
  for (let i = 0; i < withPhoto.length; i += 32) {
    await Promise.all(
      withPhoto.slice(i, i + 32).map(async ({ id, member }) => {
        const processed = await looks.get(`${member.gender}:${member.avatarLook}`);
        if (!processed) return;
        photos.set(id, await storePhoto(storage, id, processed));
      }),
    );
  }
  return photos;
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
  const passwordHash = await hashPassword(options.password);
  options.log(`demo: built ${count} members and hashed the password (${elapsed()})`);

  const photos = await storeAvatars(seeded, storage);
  options.log(`demo: stored ${photos.size} avatars (${elapsed()})`);

  const people: SeedPerson[] = seeded.map(({ id, member }) => ({
    id,
    gender: member.gender,
    firstName: member.firstName,
    createdAt: member.createdAt,
    hasPhoto: photos.has(id),
  }));
  // The richest profiles of each gender make the best first sign-in; their screens are filled on purpose.
  const showcase = (['female', 'male'] as const).flatMap((gender) =>
    seeded
      .filter(({ id, member }) => member.gender === gender && photos.has(id))
      .sort((a, b) => filledFields(b.member) - filledFields(a.member))
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
  const viewRows = buildProfileViews(people, count * 5, rng, now);

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
      seeded.map(({ id, member }) => ({
        ...member.profile,
        userId: id,
        profilePhotoUrl: photos.get(id)?.photoUrl ?? null,
        profilePhotoThumbUrl: photos.get(id)?.thumbUrl ?? null,
        createdAt: member.createdAt,
        updatedAt: member.createdAt,
      })),
    );
    await insertInBatches(tx, connections, connectionRows);
    await insertInBatches(tx, messages, messageRows);
    await insertInBatches(tx, favorites, favoriteRows);
    await insertInBatches(tx, profileViews, viewRows);
    await seedSiteContent(tx);
  });
  options.log(
    `demo: inserted ${count} members, ${connectionRows.length} connections (${accepted.length} accepted), ` +
      `${messageRows.length} messages, ${favoriteRows.length} favourites, ${viewRows.length} profile views and the header menu (${elapsed()})`,
  );

  return { memberCount: count, sampleEmails: showcase.map(({ member }) => member.email) };
}
