import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BUILD_OUTPUTS, STAMP, decideBuild, fingerprintInputs } from './build-if-changed.ts';

let root: string;

function write(path: string, text: string) {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
}

/** What a build this script ran leaves behind: the outputs and the stamp of the inputs it built. */
function build() {
  for (const output of BUILD_OUTPUTS) write(output, 'built');
  write(STAMP, `${fingerprintInputs(root, {})}\n`);
}

const decision = (env: NodeJS.ProcessEnv = {}) => decideBuild(root, fingerprintInputs(root, env));

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'mithaq-build-if-changed-'));
  write('src/server/main.ts', 'export const a = 1;');
  write('src/web/styles.css', 'body {}');
  write('vite.config.ts', 'export default {};');
  write('package-lock.json', '{}');
  write('scripts/build-server.ts', '// build');
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('npm start builds only when the inputs changed', () => {
  it('builds when there is no dist/', () => {
    expect(decision()).toEqual({ build: true, reason: 'no-build' });
  });

  it('reuses dist/ when nothing changed since the build', () => {
    build();
    expect(decision()).toEqual({ build: false, reason: 'inputs-unchanged' });
  });

  it('builds again when a source file changed, was added, renamed or removed', () => {
    const edits = [
      () => write('src/server/main.ts', 'export const a = 2;'),
      () => write('src/web/new-page.tsx', 'export {};'),
      () => renameSync(join(root, 'src/web/styles.css'), join(root, 'src/web/other.css')),
      () => rmSync(join(root, 'src/server/main.ts')),
    ];
    for (const edit of edits) {
      build();
      edit();
      expect(decision()).toEqual({ build: true, reason: 'inputs-changed' });
    }
  });

  it('builds again when the lock file, the vite config or the server build script changed', () => {
    for (const file of ['package-lock.json', 'vite.config.ts', 'scripts/build-server.ts']) {
      build();
      write(file, 'changed');
      expect(decision(), file).toEqual({ build: true, reason: 'inputs-changed' });
    }
  });

  it('builds again when a VITE_ variable differs, and ignores other variables', () => {
    build();
    expect(decision({ PORT: '3104' })).toEqual({ build: false, reason: 'inputs-unchanged' });
    expect(decision({ VITE_FLAG: 'on' })).toEqual({ build: true, reason: 'inputs-changed' });
  });

  it('builds when dist/ is incomplete or was built by something else (no stamp)', () => {
    build();
    rmSync(join(root, 'dist/ssr/prerender.js'));
    expect(decision()).toEqual({ build: true, reason: 'no-build' });
    build();
    rmSync(join(root, STAMP));
    expect(decision()).toEqual({ build: true, reason: 'inputs-changed' });
  });

  it('ignores files outside the inputs, such as the data folder and dist/ itself', () => {
    build();
    write('data/pglite/file', 'rows');
    write('dist/web/assets/extra.js', 'x');
    write('docs/notes.md', 'notes');
    expect(decision()).toEqual({ build: false, reason: 'inputs-unchanged' });
  });
});
