// npm test: every check, in the order that fails fastest. Needs nothing set up beforehand.
// With TEST_DATABASE_URL set, the API suite runs a second time on that PostgreSQL server, alongside
// the browser tests: those mostly wait on Chromium and the server, so the second run fits in the
// core they leave idle and the whole check stays within CI's 30 minutes.
import { execSync, spawn } from 'node:child_process';
import { mkdirSync, openSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { REPORTS_DIR, summarise } from './test-summary.ts';

const serverUrl = process.env.TEST_DATABASE_URL;
const embedded = { ...process.env, TEST_DATABASE_URL: '' };
const vitestJson = (name: string) =>
  `--reporter=default --reporter=json --outputFile.json=${REPORTS_DIR}/${name}.json`;

type Step = { name: string; command: string; env: NodeJS.ProcessEnv };

const steps: Step[] = [
  { name: 'type check', command: 'npx tsc --noEmit -p tsconfig.json', env: process.env },
  { name: 'lint', command: 'npm run lint --silent', env: process.env },
  {
    name: 'unit and API tests (embedded PostgreSQL)',
    command: `npx vitest run ${vitestJson('vitest-embedded')}`,
    env: embedded,
  },
  { name: 'browser tests (Chromium)', command: 'node --import tsx scripts/e2e.ts', env: embedded },
];
const onServer: Step | null = serverUrl
  ? {
      name: `API tests on ${serverUrl}`,
      command: `npx vitest run --project api ${vitestJson('vitest-postgres')}`,
      env: process.env,
    }
  : null;

function fail(name: string): never {
  console.error(`\n== ${name} failed.`);
  const { passed, failed } = summarise();
  console.log(`\n${passed} passed, ${Math.max(failed, 1)} failed`);
  process.exit(1);
}

const seconds = (since: number) => ((Date.now() - since) / 1000).toFixed(1);

/** The server run in the background, its output in a log printed when it ends (not interleaved). */
function startInBackground(step: Step): Promise<{ code: number | null; log: string; took: string }> {
  const log = join(REPORTS_DIR, 'vitest-postgres.log');
  const out = openSync(log, 'w');
  const stepStarted = Date.now();
  console.log(`\n== ${step.name} (alongside the browser tests, output in ${log}): ${step.command}`);
  const child = spawn(step.command, { shell: true, env: step.env, stdio: ['ignore', out, out] });
  return new Promise((resolve) =>
    child.once('exit', (code) => resolve({ code, log, took: seconds(stepStarted) })),
  );
}

rmSync(REPORTS_DIR, { recursive: true, force: true });
mkdirSync(REPORTS_DIR, { recursive: true });
const started = Date.now();
let background: ReturnType<typeof startInBackground> | null = null;
for (const step of steps) {
  if (onServer && step === steps.at(-1)) background = startInBackground(onServer);
  const stepStarted = Date.now();
  console.log(`\n== ${step.name}: ${step.command}`);
  try {
    execSync(step.command, { stdio: 'inherit', env: step.env });
  } catch {
    if (background) await background;
    fail(step.name);
  }
  console.log(`== ${step.name} passed in ${seconds(stepStarted)} s`);
}
if (onServer && background) {
  const { code, log, took } = await background;
  console.log(
    `\n== ${onServer.name}, its output:\n${readFileSync(log, 'utf8').split('\n').slice(-40).join('\n')}`,
  );
  if (code !== 0) fail(onServer.name);
  console.log(`== ${onServer.name} passed in ${took} s`);
}
const { passed, failed } = summarise();
console.log(`\nAll checks passed in ${seconds(started)} s`);
console.log(`${passed} passed, ${failed} failed`);
