import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { build, type Metafile } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverBuildOptions } from './build-server.ts';

let outdir: string;
let metafile: Metafile;

beforeAll(async () => {
  outdir = await mkdtemp(join(tmpdir(), 'mithaq-server-build-'));
  ({ metafile } = await build({ ...serverBuildOptions(outdir), metafile: true, logLevel: 'silent' }));
}, 60_000);
afterAll(() => rm(outdir, { recursive: true, force: true }));

/** Every module an output loads when it is loaded: its static imports, followed through the chunks. */
function loadedAtStart(output: string): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    for (const { path, kind, external } of metafile.outputs[file]?.imports ?? []) {
      if (kind !== 'import-statement' || seen.has(path)) continue;
      seen.add(path);
      if (!external) visit(path);
    }
  };
  visit(output);
  return seen;
}
const outputOf = (name: string) =>
  Object.keys(metafile.outputs).find((file) => relative(outdir, file) === name) ?? name;

describe('the server build', () => {
  it('loads the demo generator (faker) only when it seeds', () => {
    const main = outputOf('main.js');
    const atStart = loadedAtStart(main);
    expect(atStart.has('drizzle-orm')).toBe(true);
    expect([...atStart].filter((path) => path.startsWith('@faker-js'))).toEqual([]);
    const dynamic = metafile.outputs[main]!.imports.filter((i) => i.kind === 'dynamic-import');
    const seedChunk = dynamic.map((i) => i.path).find((path) => /seed-demo/.test(path));
    expect(seedChunk).toBeDefined();
    expect(loadedAtStart(seedChunk!).has('@faker-js/faker')).toBe(true);
  });

  it('loads the mail templates (React Email) with the first mail, not at start', () => {
    const main = outputOf('main.js');
    expect([...loadedAtStart(main)].filter((path) => path.startsWith('@react-email'))).toEqual([]);
    const dynamic = metafile.outputs[main]!.imports.filter((i) => i.kind === 'dynamic-import');
    const withTemplates = dynamic.filter((i) => loadedAtStart(i.path).has('@react-email/render'));
    // One chunk per mail (verification, reset, contact, newsletter, account deletion, moderation
    // decision, verification decision, guardian invitation, guardian summary), each bringing the renderer.
    expect(withTemplates).toHaveLength(9);
  });

  it("gives the database's thread an entry of its own", () => {
    expect(metafile.outputs[outputOf('pglite-worker.js')]?.entryPoint).toMatch(/pglite-worker\.ts$/);
  });
});
