/**
 * How the built server is started: by `npm start` (package.json says the same; a unit test keeps them
 * equal), the browser tests, the benches.
 *
 * - The old generation is capped at 160 MB: under chat load V8 let it grow by about 150 MB before
 *   collecting (peak RSS 297-346 MB with 1,000 sockets at 200 msg/s); capped, it collects sooner. The
 *   server's own live data is far below the cap: ten first visits to /matches at once at 100,000
 *   members ran under a 128 MB cap (docs/benchmarks.md).
 * - NODE_ENV=production: React, react-router and better-auth load their production builds.
 * - MALLOC_MMAP_THRESHOLD_: glibc serves allocations of 128 KB and more with mmap, handing them back to
 *   the system when freed. By default it raises that threshold as the program frees large blocks, and
 *   then keeps what the embedded database's compiler and queries freed: 60-80 MB of RSS for nothing
 *   (docs/benchmarks.md, fifth session). glibc reads it before the program runs, so only the command
 *   line can set it; other C libraries ignore it.
 */
export const SERVER_NODE_ARGS = ['--max-old-space-size=160'];
export const SERVER_ENV: Record<string, string> = {
  NODE_ENV: 'production',
  MALLOC_MMAP_THRESHOLD_: '131072',
};

/**
 * `npm start`'s first step: builds only when the build's inputs changed (scripts/build-if-changed.ts), so a
 * restart of an unchanged checkout reuses dist/.
 */
export const BUILD_IF_CHANGED_COMMAND = 'node --import tsx scripts/build-if-changed.ts';

/** The shell command that starts the built server, as package.json's start script ends. */
export const SERVER_START_COMMAND = [
  ...Object.entries(SERVER_ENV).map(([name, value]) => `${name}=${value}`),
  'node',
  ...SERVER_NODE_ARGS,
  'dist/server/main.js',
].join(' ');
