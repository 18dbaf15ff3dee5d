// Browser tests: builds the web app, makes sure a Chromium exists, then runs Playwright against a
// fresh server on a fresh embedded database.
import { execSync, spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { ensureChromium } from './chromium.ts';
import { E2E_DATA_DIR } from '../tests/e2e/env.ts';

const chromium = ensureChromium();
console.log(`Browser tests use ${chromium}`);
rmSync(E2E_DATA_DIR, { recursive: true, force: true });
// The build `npm start` runs: the web app, its prerender module and the server.
if (!process.argv.includes('--no-build')) execSync('npm run build --silent', { stdio: 'inherit' });
const extra = process.argv.slice(2).filter((a) => a !== '--no-build');
const run = spawnSync('npx', ['playwright', 'test', ...extra], {
  stdio: 'inherit',
  env: { ...process.env, CHROMIUM_PATH: chromium },
});
process.exit(run.status ?? 1);
