import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * PostgreSQL's page cache inside PGlite's WebAssembly memory, which the process keeps once touched
 * (128 MB by default). At 100,000 members, 32 MB left warm browse and matches where they were (pages
 * come from the operating system's cache instead) and took about 110 MB off the server's RSS
 * (docs/benchmarks.md, fifth session). Given on the command line, so initdb's postgresql.conf
 * (time zone, locale) stays as it is.
 */
export const SHARED_BUFFERS = '32MB';

/** Written in a data folder while a process has it open; holds that process's id. */
export const OWNER_FILE = 'mithaq-owner.pid';

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite does not stop a second process from opening a data folder, and two of them corrupt it (a
 * second server, or `npm run admin:grant` while the server runs). The owner file refuses the second
 * one; a file left by a process that no longer runs (killed) is taken over.
 */
function claimDataDir(dataDir: string): () => void {
  const file = join(dataDir, OWNER_FILE);
  try {
    writeFileSync(file, String(process.pid), { flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const owner = Number(readFileSync(file, 'utf8'));
    if (owner && owner !== process.pid && isRunning(owner)) {
      throw new Error(
        `The embedded database in ${dataDir} is open in process ${owner}: stop it first (two processes on one folder would corrupt it).`,
        { cause: error },
      );
    }
    writeFileSync(file, String(process.pid));
  }
  return () => rmSync(file, { force: true });
}

/**
 * PGlite with the extensions our migrations use. A module of its own so that the database's thread
 * (pglite-worker.ts) loads PGlite and nothing of the server. A data folder is claimed for this process
 * until the client is closed.
 */
export async function openPglite(options: { dataDir?: string; loadDataDir?: Blob } = {}): Promise<PGlite> {
  const { dataDir, loadDataDir } = options;
  const create = () =>
    PGlite.create({
      ...(dataDir ? { dataDir } : {}),
      ...(loadDataDir ? { loadDataDir } : {}),
      extensions: { pg_trgm },
      startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${SHARED_BUFFERS}`],
    });
  if (!dataDir) return create();
  mkdirSync(dataDir, { recursive: true });
  const release = claimDataDir(dataDir);
  let client: PGlite;
  try {
    client = await create();
  } catch (error) {
    release();
    throw error;
  }
  const close = client.close.bind(client);
  client.close = async () => {
    try {
      await close();
    } finally {
      release();
    }
  };
  return client;
}
