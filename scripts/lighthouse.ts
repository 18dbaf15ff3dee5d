/**
 * Lighthouse on the visitor's landing page, in its default mobile mode (Moto G Power emulation,
 * simulated slow 4G and 4x CPU slowdown), with the system Chromium. Starts the built server on a fresh
 * embedded database with the demo seed (so the header menu is there), prints the four category scores
 * and the main metrics, and one JSON line. Run `npm run build` first.
 *
 *   npm run lighthouse                 # /
 *   npm run lighthouse -- /faq /about  # other public pages
 *   LIGHTHOUSE_RUNS=5 npm run lighthouse -- /blog   # five runs of each path, alternating, and their median
 *
 * One run's performance score moves with whatever else the machine does (its total blocking time is
 * the page's main-thread work as measured, times four): Lighthouse's own guidance is to judge the
 * median of five runs. With LIGHTHOUSE_RUNS the paths alternate run by run after one unrecorded
 * warm-up run each, and each path's scores, their median and the load average at each run are printed.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, ensureChromium } from './chromium.ts';
import { startServer } from './bench/server.ts';

const asked = process.argv.slice(2).filter((arg) => arg.startsWith('/'));
const paths = asked.length > 0 ? asked : ['/'];
const runs = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 1) || 1);
const performanceRuns = new Map<string, { score: number; load: number }[]>();
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

/** One Lighthouse run of `path` (mobile, its default) on the shared Chromium. */
const audit = (path: string, categories: string[]) =>
  lighthouse(`${server.url}${path}`, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: categories,
  });

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

try {
  // The server has just seeded the demo and warms its caches; Chromium starts cold. One unrecorded run
  // of each path first, so the recorded runs measure the page and not the first minute of the machine.
  if (runs > 1) for (const path of paths) await audit(path, ['performance']);
  for (let run = 1; run <= runs; run += 1)
    for (const path of paths) {
      const load = loadavg()[0]!;
      const result = await audit(path, ['performance', 'accessibility', 'best-practices', 'seo']);
      if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
      const { categories, audits } = result.lhr;
      const scores = Object.fromEntries(
        Object.entries(categories).map(([id, category]) => [id, Math.round((category.score ?? 0) * 100)]),
      );
      const metrics = Object.fromEntries(METRICS.map((id) => [id, audits[id]?.displayValue ?? 'n/a']));
      console.log(`\n${path} (mobile${runs > 1 ? `, run ${run} of ${runs}, load ${load.toFixed(2)}` : ''})`);
      performanceRuns.set(path, [
        ...(performanceRuns.get(path) ?? []),
        { score: scores.performance ?? 0, load },
      ]);
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
  if (runs > 1)
    for (const [path, results] of performanceRuns) {
      const scores = results.map((r) => r.score);
      console.log(
        `\n${path}: performance ${scores.join(', ')} (loads ${results.map((r) => r.load.toFixed(1)).join(', ')}); median ${median(scores)}`,
      );
      console.log(
        JSON.stringify({ metric: 'lighthouse_mobile_median', path, scores, median: median(scores) }),
      );
    }
} finally {
  await chrome.kill();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
