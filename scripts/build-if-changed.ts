/**
 * The first half of `npm start`: builds only when the build's inputs changed since the build in dist/.
 * A restart of an unchanged checkout then serves within seconds instead of waiting a minute for vite.
 *
 * The fingerprint is a SHA-256 over every input's path and bytes (BUILD_INPUTS, plus the VITE_ variables
 * vite would embed). It is written into dist/server/ after a build this script ran and succeeded, so
 * any other build (`npm run build`, the test and bench runners, which all rebuild dist/server) removes
 * it, and the next start builds again rather than trust a dist/ it did not see being made.
 *
 *   node --import tsx scripts/build-if-changed.ts      # part of npm start
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/** Everything `npm run build` reads: vite's root is src/web (its .env files and public/ included). */
export const BUILD_INPUTS = [
  'src',
  'vite.config.ts',
  'tsconfig.json',
  'package.json',
  'package-lock.json',
  'scripts/build-server.ts',
];

/** What a finished build leaves; without any of them dist/ is not a build to reuse. */
export const BUILD_OUTPUTS = ['dist/web/index.html', 'dist/ssr/prerender.js', 'dist/server/main.js'];

export const STAMP = 'dist/server/build-inputs.sha256';

function filesUnder(root: string, path: string): string[] {
  const full = join(root, path);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [path];
  return readdirSync(full, { recursive: true, encoding: 'utf8' })
    .map((entry) => join(path, entry))
    .filter((entry) => statSync(join(root, entry)).isFile());
}

/** The inputs' fingerprint: same files with the same bytes (and the same VITE_ variables), same hash. */
export function fingerprintInputs(root: string, env: NodeJS.ProcessEnv = process.env): string {
  const hash = createHash('sha256');
  // Paths in one spelling and order, whatever the platform and the directory listing's order.
  const files = BUILD_INPUTS.flatMap((input) => filesUnder(root, input))
    .map((file) => relative(root, join(root, file)).split(sep).join('/'))
    .sort();
  for (const file of files) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(join(root, file)));
    hash.update('\0');
  }
  // vite puts VITE_ variables of the environment into the bundle.
  const viteEnv = Object.keys(env)
    .filter((name) => name.startsWith('VITE_'))
    .sort()
    .map((name) => `${name}=${env[name] ?? ''}`);
  hash.update(viteEnv.join('\n'));
  return hash.digest('hex');
}

export type BuildDecision =
  { build: true; reason: 'no-build' | 'inputs-changed' } | { build: false; reason: 'inputs-unchanged' };

/** Whether dist/ is a complete build of exactly these inputs. */
export function decideBuild(root: string, fingerprint: string): BuildDecision {
  if (!BUILD_OUTPUTS.every((output) => existsSync(join(root, output)))) {
    return { build: true, reason: 'no-build' };
  }
  const stamp = join(root, STAMP);
  const built = existsSync(stamp) ? readFileSync(stamp, 'utf8').trim() : null;
  return built === fingerprint
    ? { build: false, reason: 'inputs-unchanged' }
    : { build: true, reason: 'inputs-changed' };
}

/** Builds when needed; the fingerprint is taken before the build, so an edit made during it rebuilds next time. */
export function buildIfChanged(root: string, log: (line: string) => void = console.log): void {
  const fingerprint = fingerprintInputs(root);
  const decision = decideBuild(root, fingerprint);
  if (!decision.build) {
    log('Build inputs unchanged since the last build: reusing dist/ (`npm run build` forces a build).');
    return;
  }
  // A build that fails half-way must not leave the old stamp beside a half-new dist/.
  rmSync(join(root, STAMP), { force: true });
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
  writeFileSync(join(root, STAMP), `${fingerprint}\n`);
}

if (process.argv[1]?.endsWith('build-if-changed.ts')) buildIfChanged(join(import.meta.dirname, '..'));
