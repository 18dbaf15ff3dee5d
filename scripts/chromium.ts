import { execSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';

/** Debian's Chromium needs these here (no sandbox as root, no GPU, no background network). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

function fromPlaywrightCache(): string | undefined {
  const cache = process.env.PLAYWRIGHT_BROWSERS_PATH ?? join(homedir(), '.cache', 'ms-playwright');
  if (!existsSync(cache)) return undefined;
  for (const dir of readdirSync(cache)
    .filter((d) => d.startsWith('chromium'))
    .sort()
    .reverse()) {
    for (const candidate of ['chrome-linux64/chrome', 'chrome-linux/chrome']) {
      const full = join(cache, dir, candidate);
      if (existsSync(full)) return full;
    }
  }
  return undefined;
}

export function findChromium(): string | undefined {
  const candidates = [
    process.env.CHROMIUM_PATH,
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
    fromPlaywrightCache(),
  ];
  return candidates.find((c): c is string => Boolean(c && existsSync(c)));
}

/** Finds a Chromium, or installs one and says how: Debian's package as root, else Playwright's. */
export function ensureChromium(): string {
  const found = findChromium();
  if (found) return found;
  const isRoot = process.getuid?.() === 0;
  const hasApt = spawnSync('which', ['apt-get']).status === 0;
  if (isRoot && hasApt) {
    console.log('No Chromium found: installing Debian\'s "chromium" package with apt-get ...');
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
      stdio: 'inherit',
    });
  } else {
    console.log(
      'No Chromium found: installing Playwright\'s Chromium with "npx playwright install chromium" ...',
    );
    execSync('npx playwright install chromium', { stdio: 'inherit' });
  }
  const installed = findChromium();
  if (!installed)
    throw new Error('Could not find or install Chromium. Set CHROMIUM_PATH to a Chromium binary.');
  return installed;
}
