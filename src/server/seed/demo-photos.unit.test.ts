import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { placeholderKeyFor } from '../infra/photo-placeholder.ts';
import { diskStorage } from '../infra/storage.ts';
import { buildDemoMembers } from './demo-members.ts';
import { planPhotos, storeAvatars } from './demo-photos.ts';
import { createRng } from './random.ts';

const SECRET = 'a-test-secret-of-at-least-32-characters';
const roots: string[] = [];
afterAll(async () => {
  await Promise.all(roots.map((root) => rm(root, { recursive: true, force: true })));
});

/** Two demo members with a portrait, stored as the seed stores them. */
async function seedPortraits(photoSecret?: string) {
  const root = await mkdtemp(join(tmpdir(), 'mithaq-demo-photos-'));
  roots.push(root);
  const seeded = buildDemoMembers(40, createRng(7), new Date('2026-01-15T12:00:00Z'))
    .filter((member) => member.avatarLook !== null)
    .slice(0, 2)
    .map((member, i) => ({ id: `demo${i}`, member }));
  const storage = diskStorage(root);
  const planned = planPhotos(seeded, storage);
  await storeAvatars(seeded, planned, storage, photoSecret);
  return { root, keys: [...planned.values()].map((photo) => photo.keys.photo) };
}

describe('the demo portraits (issue 23)', () => {
  it('get their blurred placeholders beside them, under the keys the secret derives', async () => {
    const { root, keys } = await seedPortraits(SECRET);
    expect(keys).toHaveLength(2);
    for (const key of keys) {
      expect(existsSync(join(root, key))).toBe(true);
      expect(existsSync(join(root, placeholderKeyFor(SECRET, key)!)), key).toBe(true);
    }
  });

  it('leave them to their first request without a secret', async () => {
    const { root, keys } = await seedPortraits();
    for (const key of keys) expect(existsSync(join(root, placeholderKeyFor(SECRET, key)!))).toBe(false);
  });
});
