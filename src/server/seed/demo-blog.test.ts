import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openPglite, pgliteDatabase, type Database } from '../db/client.ts';
import { cmsMedia, cmsMenus, cmsPages, cmsPosts } from '../db/schema/index.ts';
import { diskStorage } from '../infra/storage.ts';
import { loadPgliteTemplate } from '../../../tests/support/template-db.ts';
import { seedDemo } from './seed-demo.ts';

let database: Database;
let mediaRoot: string;

beforeAll(async () => {
  const template = inject('pgliteTemplate');
  database = pgliteDatabase(
    await openPglite(template ? { loadDataDir: await loadPgliteTemplate(template) } : {}),
  );
  if (!template) await database.migrate();
  mediaRoot = await mkdtemp(join(tmpdir(), 'mithaq-seed-blog-'));
  await seedDemo(database.db, diskStorage(mediaRoot), {
    members: 20,
    password: 'demo-pass-123',
    log: () => undefined,
  });
});

afterAll(async () => {
  await database?.close();
  if (mediaRoot) await rm(mediaRoot, { recursive: true, force: true });
});

describe('the demo blog', () => {
  it('writes a dozen posts with covers from the media library, three featured, one scheduled', async () => {
    const posts = await database.db.select().from(cmsPosts);
    expect(posts).toHaveLength(12);
    expect(posts.filter((p) => p.isFeatured)).toHaveLength(3);
    expect(posts.filter((p) => p.status === 'scheduled').map((p) => p.publishedAt! > new Date())).toEqual([
      true,
    ]);
    const media = await database.db.select().from(cmsMedia);
    const served = new Set(media.map((m) => `/media/${m.storageKey}`));
    for (const post of posts) expect(served.has(post.featuredImageUrl ?? '')).toBe(true);
  });

  it('publishes its CMS pages and links them from an active footer menu', async () => {
    expect((await database.db.select().from(cmsPages)).map((p) => p.status)).toEqual([
      'published',
      'published',
    ]);
    const [footer] = await database.db.select().from(cmsMenus).where(eq(cmsMenus.location, 'footer'));
    expect(footer).toMatchObject({ isActive: true });
  });
});
