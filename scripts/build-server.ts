/**
 * Builds the server into one ES module, dist/server/main.js, and the embedded database's thread into
 * dist/server/pglite-worker.js, with the migrations beside them
 * (dist/server/migrations: db/client.ts finds them next to itself, in the source and in the build).
 * Packages stay imports of node_modules. `npm start` runs the build: a server run through tsx costs
 * about 85 MB more memory (every module transformed at load and its source kept), and starts slower.
 *
 *   node --import tsx scripts/build-server.ts      # part of npm run build
 */
import { cpSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { build, stop, type BuildOptions } from 'esbuild';

const ROOT = join(import.meta.dirname, '..');
export const SERVER_OUT = join(ROOT, 'dist', 'server');

let built: Promise<string> | undefined;

/** Builds once per process (a bench starts several servers), so the build is never older than the run. */
export function buildServer(): Promise<string> {
  built ??= bundleServer();
  return built;
}

/** esbuild's options for the server's build into `outdir`: one module per entry point, and chunks. */
export function serverBuildOptions(outdir: string): BuildOptions {
  return {
    // The embedded database's thread is an entry point of its own (db/pglite-thread.ts starts it).
    entryPoints: {
      main: join(ROOT, 'src', 'server', 'main.ts'),
      'pglite-worker': join(ROOT, 'src', 'server', 'db', 'pglite-worker.ts'),
    },
    outdir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    // What the server imports only when it needs it (the demo seed) becomes a chunk of its own, and so
    // do the packages that chunk imports, which a single file would load at every start.
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
    logLevel: 'warning',
  };
}

async function bundleServer(): Promise<string> {
  rmSync(SERVER_OUT, { recursive: true, force: true });
  await build(serverBuildOptions(SERVER_OUT));
  // esbuild's helper process would otherwise live as long as the caller (a bench, the e2e runner).
  await stop();
  cpSync(join(ROOT, 'src', 'server', 'db', 'migrations'), join(SERVER_OUT, 'migrations'), {
    recursive: true,
  });
  return join(SERVER_OUT, 'main.js');
}

if (process.argv[1]?.endsWith('build-server.ts')) await buildServer();
