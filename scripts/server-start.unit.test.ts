import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BUILD_IF_CHANGED_COMMAND, SERVER_ENV, SERVER_START_COMMAND } from './server-start.ts';

describe('how the built server starts', () => {
  it('npm start builds if the inputs changed, then runs the same command as the tests and benches', () => {
    const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
      scripts: { start: string };
    };
    expect(pkg.scripts.start).toBe(`${BUILD_IF_CHANGED_COMMAND} && ${SERVER_START_COMMAND}`);
  });

  it('sets the environment before node, where glibc reads it', () => {
    expect(SERVER_START_COMMAND).toMatch(/^NODE_ENV=production MALLOC_MMAP_THRESHOLD_=131072 node /);
    expect(Object.keys(SERVER_ENV)).toEqual(['NODE_ENV', 'MALLOC_MMAP_THRESHOLD_']);
  });
});
