import { mkdtemp, open, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { isKnownCountry, isKnownState } from '../../shared/options/countries.ts';
import { verifyPassword } from '../auth/password.ts';
import { openPglite, pgliteDatabase, type Database } from '../db/client.ts';
import {
  accounts,
  cmsMenuItems,
  cmsMenus,
  connections,
  messages,
  profiles,
  users,
} from '../db/schema/index.ts';
import { diskStorage } from '../infra/storage.ts';
import { loadPgliteTemplate } from '../../../tests/support/template-db.ts';
import { AVATAR_LOOKS_PER_GENDER, avatarSvg } from './avatars.ts';
import { buildDemoMembers } from './demo-members.ts';
import { createRng } from './random.ts';
import { seedDemo } from './seed-demo.ts';

const PASSWORD = 'demo-pass-123';
let database: Database;
let mediaRoot: string;
let result: Awaited<ReturnType<typeof seedDemo>>;

beforeAll(async () => {
  // The api project provides a migrated template; without one (a PostgreSQL run) migrate a fresh PGlite.
  const template = inject('pgliteTemplate');
  database = pgliteDatabase(
    await openPglite(template ? { loadDataDir: await loadPgliteTemplate(template) } : {}),
  );
  if (!template) await database.migrate();
  mediaRoot = await mkdtemp(join(tmpdir(), 'mithaq-seed-'));
  result = await seedDemo(database.db, diskStorage(mediaRoot), {
    members: 40,
    password: PASSWORD,
    log: () => undefined,
  });
});

afterAll(async () => {
  await database?.close();
  if (mediaRoot) await rm(mediaRoot, { recursive: true, force: true });
});

async function readHeader(file: string): Promise<string> {
  const handle = await open(file, 'r');
  try {
    const { buffer } = await handle.read(Buffer.alloc(12), 0, 12, 0);
    return buffer.toString('latin1');
  } finally {
    await handle.close();
  }
}

describe('seedDemo', () => {
  it('creates verified members of both genders with the identity fields filled', async () => {
    const rows = await database.db
      .select({
        verified: users.emailVerified,
        fullName: profiles.fullName,
        gender: profiles.gender,
        dob: profiles.dateOfBirth,
      })
      .from(users)
      .innerJoin(profiles, eq(profiles.userId, users.id));
    expect(result.memberCount).toBe(40);
    expect(rows).toHaveLength(40);
    expect(new Set(rows.map((r) => r.gender))).toEqual(new Set(['male', 'female']));
    for (const r of rows) {
      expect(r.verified).toBe(true);
      expect(r.fullName).toBeTruthy();
      expect(r.dob).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });

  it('only uses states that belong to their country', async () => {
    const rows = await database.db.select().from(profiles);
    for (const p of rows) {
      if (p.currentCountry) expect(isKnownCountry(p.currentCountry), p.currentCountry).toBe(true);
      if (p.currentCountry && p.currentState)
        expect(isKnownState(p.currentCountry, p.currentState), p.currentState).toBe(true);
      if (p.birthCountry && p.birthState)
        expect(isKnownState(p.birthCountry, p.birthState), p.birthState).toBe(true);
    }
  });

  it('connects only opposite genders, once per pair, and chats only where accepted', async () => {
    const genders = new Map((await database.db.select().from(profiles)).map((p) => [p.userId, p.gender]));
    const rows = await database.db.select().from(connections);
    expect(rows.length).toBeGreaterThan(5);
    const pairs = rows.map((c) => [c.requesterId, c.recipientId].sort().join(':'));
    expect(new Set(pairs).size).toBe(rows.length);
    for (const c of rows) expect(genders.get(c.requesterId)).not.toBe(genders.get(c.recipientId));

    const chats = await database.db.select().from(messages);
    const byId = new Map(rows.map((c) => [c.id, c]));
    expect(chats.length).toBeGreaterThan(0);
    for (const m of chats) {
      const c = byId.get(m.connectionId);
      expect(c?.status).toBe('accepted');
      expect([c?.requesterId, c?.recipientId]).toContain(m.senderId);
    }
  });

  it('gives every message its own client id and a believable read state', async () => {
    const chats = await database.db.select().from(messages);
    expect(new Set(chats.map((m) => `${m.connectionId}:${m.clientId}`)).size).toBe(chats.length);
    for (const m of chats) {
      expect(m.clientId).toMatch(/^[0-9a-f-]{36}$/);
      if (m.readAt) expect(m.readAt.getTime()).toBeGreaterThanOrEqual(m.createdAt.getTime());
    }
    const unread = chats.filter((m) => m.readAt === null);
    expect(unread.length).toBeGreaterThan(0);
    expect(unread.length).toBeLessThan(chats.length / 4);
    // A connection's last activity is its newest message.
    const rows = await database.db.select().from(connections);
    for (const c of rows.filter((r) => r.status === 'accepted')) {
      const newest = Math.max(
        ...chats.filter((m) => m.connectionId === c.id).map((m) => m.createdAt.getTime()),
      );
      if (Number.isFinite(newest)) expect(c.updatedAt.getTime()).toBeGreaterThanOrEqual(newest);
    }
  });

  it("fills the sample members' /messages: requests both ways and chats with unread messages", async () => {
    const rows = await database.db.select().from(connections);
    const chats = await database.db.select().from(messages);
    expect(result.sampleEmails).toHaveLength(4);
    for (const email of result.sampleEmails) {
      const [user] = await database.db.select().from(users).where(eq(users.email, email));
      const id = user!.id;
      const pending = rows.filter((c) => c.status === 'pending');
      expect(pending.filter((c) => c.recipientId === id).length, email).toBeGreaterThanOrEqual(2);
      expect(pending.filter((c) => c.requesterId === id).length, email).toBeGreaterThanOrEqual(2);
      const mine = rows.filter(
        (c) => c.status === 'accepted' && (c.requesterId === id || c.recipientId === id),
      );
      expect(mine.length, email).toBeGreaterThanOrEqual(2);
      const waiting = chats.filter(
        (m) => m.readAt === null && m.senderId !== id && mine.some((c) => c.id === m.connectionId),
      );
      expect(waiting.length, email).toBeGreaterThan(0);
    }
  });

  it('stores one argon2id hash that the given password verifies', async () => {
    const email = result.sampleEmails[0];
    expect(email).toMatch(/@demo\.mithaq\.local$/);
    const [row] = await database.db
      .select({ hash: accounts.password, provider: accounts.providerId })
      .from(accounts)
      .innerJoin(users, eq(users.id, accounts.userId))
      .where(eq(users.email, email ?? ''));
    expect(row?.provider).toBe('credential');
    expect(row?.hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(row?.hash ?? '', PASSWORD)).toBe(true);
    expect(await verifyPassword(row?.hash ?? '', 'wrong-password')).toBe(false);
  });

  it('gives most members their own WebP photo and 256 px thumbnail, made by the upload pipeline', async () => {
    const rows = await database.db
      .select({
        userId: profiles.userId,
        url: profiles.profilePhotoUrl,
        thumb: profiles.profilePhotoThumbUrl,
      })
      .from(profiles);
    const withPhoto = rows.filter((r) => r.url);
    expect(withPhoto.length).toBeGreaterThanOrEqual(20);
    for (const r of withPhoto) {
      const match = new RegExp(`^/media/photos/${r.userId}/([0-9a-f]{24})\\.webp$`).exec(r.url ?? '');
      expect(match, r.url ?? '').not.toBeNull();
      expect(r.thumb).toBe(`/media/photos/${r.userId}/${match?.[1]}-256.webp`);
      const header = await readHeader(join(mediaRoot, (r.url ?? '').slice('/media/'.length)));
      expect(header.slice(0, 4)).toBe('RIFF');
      expect(header.slice(8, 12)).toBe('WEBP');
      const thumb = await sharp(join(mediaRoot, (r.thumb ?? '').slice('/media/'.length))).metadata();
      expect([thumb.format, thumb.width, thumb.height]).toEqual(['webp', 256, 256]);
    }
    expect(new Set(withPhoto.map((r) => r.url)).size).toBe(withPhoto.length);
  });

  it('adds the header menu with About as the one dropdown', async () => {
    const [menu] = await database.db.select().from(cmsMenus).where(eq(cmsMenus.location, 'header'));
    expect(menu).toMatchObject({ name: 'Main menu', isActive: true });
    const items = await database.db
      .select()
      .from(cmsMenuItems)
      .where(inArray(cmsMenuItems.menuId, [menu?.id ?? '']));
    const top = items.filter((i) => !i.parentId).sort((a, b) => a.displayOrder - b.displayOrder);
    expect(top.map((i) => i.url)).toEqual(['/about', '/faq', '/contact']);
    const about = top[0];
    expect(
      items
        .filter((i) => i.parentId === about?.id)
        .map((i) => i.title)
        .sort(),
    ).toEqual(['How It Works', 'Success Stories']);
  });

  it('refuses to seed twice', async () => {
    await expect(
      seedDemo(database.db, diskStorage(mediaRoot), { members: 2, password: PASSWORD, log: () => undefined }),
    ).rejects.toThrow(/already present/);
  });
});

describe('demo content', () => {
  it('draws twelve different looks per gender', () => {
    for (const gender of ['male', 'female'] as const) {
      const looks = Array.from({ length: AVATAR_LOOKS_PER_GENDER }, (_, seed) => avatarSvg({ gender, seed }));
      expect(new Set(looks).size).toBe(AVATAR_LOOKS_PER_GENDER);
    }
  });

  it('is deterministic and keeps texts and ages in range', () => {
    const now = new Date('2026-01-15T12:00:00Z');
    const a = buildDemoMembers(120, createRng(5), now);
    const b = buildDemoMembers(120, createRng(5), now);
    expect(a.map((m) => m.email)).toEqual(b.map((m) => m.email));
    expect(new Set(a.map((m) => m.email)).size).toBe(120);
    for (const m of a) {
      const age =
        2026 - Number(m.profile.dateOfBirth.slice(0, 4)) - (m.profile.dateOfBirth.slice(5) > '01-15' ? 1 : 0);
      expect(age).toBeGreaterThanOrEqual(20);
      expect(age).toBeLessThanOrEqual(45);
      const bio = m.profile.selfDescription;
      if (bio) expect(bio.length).toBeGreaterThanOrEqual(150);
      if (bio) expect(bio.length).toBeLessThanOrEqual(500);
      if (m.profile.partnerAgeRange) expect(m.profile.partnerAgeRange).toMatch(/^\d{2}-\d{2}$/);
    }
  });
});
