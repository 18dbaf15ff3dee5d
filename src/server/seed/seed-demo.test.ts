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
  membershipPlans,
  membershipTransactions,
  userMemberships,
} from '../db/schema/index.ts';
import { diskStorage } from '../infra/storage.ts';
import { loadPgliteTemplate } from '../../../tests/support/template-db.ts';
import { matchProfileOf } from '../domain/profile/profile-fields.ts';
import { ageFrom, parseAgeRange } from '../../shared/rules/age.ts';
import { matchScore } from '../../shared/rules/match-score.ts';
import { localHour, utcOffset, WAKING } from './demo-hours.ts';
import { findDemoSignIn } from './demo-sign-in.ts';
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
  // The demo as a first start seeds it: its statistics (bios, chats, matches) are what a visitor meets.
  result = await seedDemo(database.db, diskStorage(mediaRoot), { password: PASSWORD, log: () => undefined });
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
    expect(result.memberCount).toBe(300);
    expect(rows).toHaveLength(300);
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
    expect(top.map((i) => i.url)).toEqual(['/about', '/blog', '/faq', '/contact']);
    const about = top[0];
    expect(
      items
        .filter((i) => i.parentId === about?.id)
        .map((i) => i.title)
        .sort(),
    ).toEqual(['How It Works', 'Success Stories']);
  });

  it('puts the sample members and about one in five others on paid plans, with their payments', async () => {
    const paid = await database.db.select().from(userMemberships);
    expect(new Set(paid.map((m) => m.planId)).size).toBe(4);
    for (const m of paid) expect([m.status === 'ended', m.endsAt! > new Date()]).toEqual([false, true]);
    const samples = await database.db.select().from(users).where(inArray(users.email, result.sampleEmails));
    for (const { id } of samples) expect(paid.find((m) => m.userId === id)?.planId).toBe('premium-monthly');
    const price = new Map(
      (await database.db.select().from(membershipPlans)).map((p) => [p.id, p.priceCents]),
    );
    const payments = await database.db.select().from(membershipTransactions);
    expect(payments.length).toBeGreaterThanOrEqual(paid.length);
    for (const pay of payments) expect(pay.amountCents).toBe(price.get(pay.planId));
  });

  it('refuses to seed twice', async () => {
    await expect(
      seedDemo(database.db, diskStorage(mediaRoot), { members: 2, password: PASSWORD, log: () => undefined }),
    ).rejects.toThrow(/already present/);
  });
});

describe('a demo that looks like a community', () => {
  it('writes chats whose messages are mostly their own', async () => {
    const chats = await database.db.select().from(messages);
    const chatCount = new Set(chats.map((m) => m.connectionId)).size;
    const chatsPerText = new Map<string, Set<string>>();
    for (const m of chats)
      chatsPerText.set(m.content, (chatsPerText.get(m.content) ?? new Set()).add(m.connectionId));
    const ownText = chats.filter((m) => chatsPerText.get(m.content)?.size === 1).length;
    expect(ownText / chats.length).toBeGreaterThan(0.5);
    const mostShared = Math.max(...[...chatsPerText.values()].map((c) => c.size));
    expect(mostShared).toBeLessThanOrEqual(Math.ceil(chatCount * 0.2));
  });

  it('sends each message while its sender is awake, minutes to hours after the one before', async () => {
    const people = new Map((await database.db.select().from(profiles)).map((p) => [p.userId, p]));
    const chats = (await database.db.select().from(messages)).toSorted(
      (x, y) => x.createdAt.getTime() - y.createdAt.getTime(),
    );
    let checked = 0;
    for (const m of chats) {
      const { currentCountry: country, currentState: state } = people.get(m.senderId) ?? {};
      // Where a profile leaves out the state of a country with several time zones, the hour is unknown.
      if (!country || (!state && ['Canada', 'United States', 'Australia'].includes(country))) continue;
      const hour = localHour(m.createdAt, utcOffset(country, state ?? null));
      expect(hour, `${m.createdAt.toISOString()} in ${state ?? country}`).toBeGreaterThanOrEqual(WAKING.from);
      expect(hour).toBeLessThan(WAKING.to);
      checked += 1;
    }
    expect(checked).toBeGreaterThan(chats.length / 2);
    const last = new Map<string, number>();
    for (const m of chats) {
      const gap = m.createdAt.getTime() - (last.get(m.connectionId) ?? m.createdAt.getTime() - 60_000);
      expect(gap).toBeGreaterThanOrEqual(60_000);
      expect(gap).toBeLessThanOrEqual(48 * 3_600_000);
      last.set(m.connectionId, m.createdAt.getTime());
    }
  });

  it('gives the typical member with a complete profile several Good or Excellent matches in their age range', async () => {
    const rows = await database.db.select().from(profiles);
    const today = new Date();
    const filled = ({ verifiedAt: _byStaff, ...p }: (typeof rows)[number]) =>
      Object.values(p).filter((v) => v !== null && !(Array.isArray(v) && v.length === 0)).length;
    const complete = rows.filter((p) => filled(p) === Math.max(...rows.map(filled)));
    expect(complete.length).toBeGreaterThan(30);
    const good = (me: (typeof rows)[number]) => {
      const range = parseAgeRange(me.partnerAgeRange ?? '');
      return rows.filter((other) => {
        const age = ageFrom(other.dateOfBirth, today);
        if (!range || other.gender === me.gender || age === null || age < range.min || age > range.max)
          return false;
        const { label } = matchScore(matchProfileOf(me), matchProfileOf(other), today);
        return label === 'Excellent Match' || label === 'Good Match';
      }).length;
    };
    const counts = complete.map(good).sort((x, y) => x - y);
    expect(counts[Math.floor(counts.length / 2)]).toBeGreaterThanOrEqual(3);
    // The members the start prints are the ones tried first: each has at least as many.
    const sample = await database.db.select().from(users).where(inArray(users.email, result.sampleEmails));
    for (const u of sample)
      expect(good(rows.find((p) => p.userId === u.id)!), u.email).toBeGreaterThanOrEqual(3);
  });

  it('finds the printed sample members again at a restart', async () => {
    const found = await findDemoSignIn(database.db);
    expect(found?.memberCount).toBe(300);
    expect(new Set(found?.sampleEmails)).toEqual(new Set(result.sampleEmails));
  });
});
