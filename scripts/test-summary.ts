// Adds up the JSON reports the test steps leave in .test-artifacts/reports and prints the plain
// closing line CI reads: "N passed, N failed".
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export const REPORTS_DIR = '.test-artifacts/reports';

type VitestReport = { numPassedTests: number; numFailedTests: number; numPendingTests?: number };
type PlaywrightReport = { stats: { expected: number; unexpected: number; flaky: number; skipped: number } };

export function summarise(dir = REPORTS_DIR): { passed: number; failed: number; skipped: number } {
  const total = { passed: 0, failed: 0, skipped: 0 };
  if (!existsSync(dir)) return total;
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
    const report = JSON.parse(readFileSync(join(dir, file), 'utf8')) as Partial<
      VitestReport & PlaywrightReport
    >;
    if (report.stats) {
      total.passed += report.stats.expected + report.stats.flaky;
      total.failed += report.stats.unexpected;
      total.skipped += report.stats.skipped;
    } else {
      total.passed += report.numPassedTests ?? 0;
      total.failed += report.numFailedTests ?? 0;
      total.skipped += report.numPendingTests ?? 0;
    }
  }
  return total;
}

if (process.argv[1]?.endsWith('test-summary.ts')) {
  const { passed, failed, skipped } = summarise();
  console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
}
