import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SERVER_NODE_ARGS } from './server-node-args.ts';

describe('how the built server starts', () => {
  it('npm start passes the same Node arguments as the tests and benches', () => {
    const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
      scripts: { start: string };
    };
    expect(pkg.scripts.start).toContain(`node ${SERVER_NODE_ARGS.join(' ')} dist/server/main.js`);
  });
});
