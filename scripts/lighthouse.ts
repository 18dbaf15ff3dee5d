/**
 * Lighthouse on the visitor's landing page, in its default mobile mode (Moto G Power emulation,
 * simulated slow 4G and 4x CPU slowdown), with the system Chromium. Starts the built server on a fresh
 * embedded database with the demo seed (so the header menu is there), prints the four category scores
 * and the main metrics, and one JSON line. Run `npm run build` first.
 *
 *   npm run lighthouse                 # /
 *   npm run lighthouse -- /faq /about  # other public pages
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, ensureChromium } from './chromium.ts';
import { startServer } from './bench/server.ts';

const paths = process.argv.slice(2).filter((arg) => arg.startsWith('/'));
const dataDir = mkdtempSync(join(tmpdir(), 'mithaq-lighthouse-'));
const server = await startServer({ DATA_DIR: dataDir, SEED: 'demo', LOG_LEVEL: 'warn' });
const chrome = await chromeLauncher.launch({
  chromePath: ensureChromium(),
  chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
});

const METRICS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
] as const;

try {
  for (const path of paths.length > 0 ? paths : ['/']) {
    const result = await lighthouse(`${server.url}${path}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
    const { categories, audits } = result.lhr;
    const scores = Object.fromEntries(
      Object.entries(categories).map(([id, category]) => [id, Math.round((category.score ?? 0) * 100)]),
    );
    const metrics = Object.fromEntries(METRICS.map((id) => [id, audits[id]?.displayValue ?? 'n/a']));
    console.log(`\n${path} (mobile)`);
    for (const [id, score] of Object.entries(scores)) console.log(`  ${id.padEnd(16)} ${score}`);
    for (const [id, value] of Object.entries(metrics)) console.log(`  ${id.padEnd(26)} ${value}`);
    const failing = Object.values(audits)
      .filter(
        (audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative',
      )
      .map((audit) => `${audit.id}: ${audit.displayValue ?? audit.title}`);
    if (failing.length > 0) console.log(`  below 0.9: ${failing.join('; ')}`);
    const consoleErrors = (audits['errors-in-console']?.details as { items?: { description?: string }[] })
      ?.items;
    for (const item of consoleErrors ?? []) console.log(`  console error: ${item.description ?? ''}`);
    console.log(JSON.stringify({ metric: 'lighthouse_mobile', path, scores, metrics }));
  }
} finally {
  await chrome.kill();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
