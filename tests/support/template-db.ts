import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import {
  migrationsFolder,
  openPglite,
  pgliteDatabase,
  postgresDatabase,
} from '../../src/server/db/client.ts';

/** Changes whenever a migration does, so a stale template is never reused. */
function migrationsHash(): string {
  const hash = createHash('sha256');
  for (const file of readdirSync(migrationsFolder).sort()) {
    if (file.endsWith('.sql')) hash.update(file).update(readFileSync(join(migrationsFolder, file)));
  }
  return hash.digest('hex').slice(0, 16);
}

export function pgliteTemplatePath(): string {
  return join(tmpdir(), 'mithaq-test', `pglite-template-${migrationsHash()}.tar.gz`);
}

/** Migrates an in-memory PGlite once and keeps its data folder as a tarball the test files load. */
export async function ensurePgliteTemplate(): Promise<string> {
  const file = pgliteTemplatePath();
  if (existsSync(file)) return file;
  const client = await openPglite();
  const database = pgliteDatabase(client);
  await database.migrate();
  const dump = await client.dumpDataDir('gzip');
  await database.close();
  await mkdir(join(tmpdir(), 'mithaq-test'), { recursive: true });
  const partial = `${file}.${process.pid}`;
  await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
  await rename(partial, file);
  return file;
}

export async function loadPgliteTemplate(file: string): Promise<Blob> {
  return new Blob([new Uint8Array(await readFile(file))]);
}

/** One template per test run (global setup's process), so two runs on one server never share it. */
export const postgresTemplateName = (runId: number | string) => `mithaq_test_template_${runId}`;

export function databaseUrlFor(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** On a PostgreSQL server: one migrated template database; each test file copies it. */
export async function ensurePostgresTemplate(serverUrl: string, template: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${template} with (force)`);
    await admin.query(`create database ${template}`);
  } finally {
    await admin.end();
  }
  const database = postgresDatabase(databaseUrlFor(serverUrl, template), 1);
  await database.migrate();
  await database.close();
}

export async function dropPostgresDatabase(serverUrl: string, name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${name} with (force)`);
  } finally {
    await admin.end();
  }
}
