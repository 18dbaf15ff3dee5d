import { spawn } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, mkdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite, OWNER_FILE, SHARED_BUFFERS } from './pglite-open.ts';

let folder: string;
beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'mithaq-owner-'));
});
afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

describe('one process per embedded data folder', () => {
  it('claims the folder while open and lets it go when closed', async () => {
    const dataDir = join(folder, 'claimed');
    const client = await openPglite({ dataDir });
    expect(readFileSync(join(dataDir, OWNER_FILE), 'utf8')).toBe(String(process.pid));
    await client.close();
    expect(existsSync(join(dataDir, OWNER_FILE))).toBe(false);
  });

  it('refuses a folder another running process holds, and takes it over once that process is gone', async () => {
    const dataDir = join(folder, 'held');
    await mkdir(dataDir, { recursive: true });
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)'], { stdio: 'ignore' });
    try {
      writeFileSync(join(dataDir, OWNER_FILE), String(other.pid));
      await expect(openPglite({ dataDir })).rejects.toThrow(`is open in process ${other.pid}`);
    } finally {
      other.kill('SIGKILL');
      await new Promise((resolve) => other.once('exit', resolve));
    }
    const client = await openPglite({ dataDir });
    expect(readFileSync(join(dataDir, OWNER_FILE), 'utf8')).toBe(String(process.pid));
    expect((await client.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
    await client.close();
  });
});

it('runs with our page cache size and keeps the settings initdb wrote (time zone, date style)', async () => {
  const client = await openPglite({ dataDir: join(folder, 'settings') });
  try {
    const show = async (name: string) =>
      Object.values((await client.query<Record<string, string>>(`show ${name}`)).rows[0]!)[0];
    expect(await show('shared_buffers')).toBe(SHARED_BUFFERS);
    expect(await show('TimeZone')).toBe('UTC');
    expect(await show('DateStyle')).toBe('ISO, MDY');
  } finally {
    await client.close();
  }
});
