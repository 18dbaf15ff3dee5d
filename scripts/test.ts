// npm test: every check, in the order that fails fastest. Needs nothing set up beforehand.
// With TEST_DATABASE_URL set, the API suite runs a second time on that PostgreSQL server.
import { exec, execSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { REPORTS_DIR, summarise } from './test-summary.ts';

const serverUrl = process.env.TEST_DATABASE_URL;
const embedded = { ...process.env, TEST_DATABASE_URL: '' };
const vitestJson = (name: string) =>
  `--reporter=default --reporter=json --outputFile.json=${REPORTS_DIR}/${name}.json`;

/**
 * The type check and lint read the same files and neither writes: on two cores they run side by side
 * (about 50 s each), their output printed whole as each ends.
 */
const firstChecks = [
  { name: 'type check', command: 'npx tsc --noEmit -p tsconfig.json' },
  { name: 'lint', command: 'npm run lint --silent' },
];

function runBuffered(name: string, command: string): Promise<boolean> {
  const started = Date.now();
  return new Promise((resolve) => {
    exec(command, { maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) => {
      console.log(`\n== ${name}: ${command}`);
      if (stdout) process.stdout.write(stdout);
      if (stderr) process.stderr.write(stderr);
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      console.log(error ? `\n== ${name} failed.` : `== ${name} passed in ${seconds} s`);
      resolve(!error);
    });
  });
}

const steps: { name: string; command: string; env: NodeJS.ProcessEnv }[] = [
  {
    name: 'unit and API tests (embedded PostgreSQL)',
    command: `npx vitest run ${vitestJson('vitest-embedded')}`,
    env: embedded,
  },
  ...(serverUrl
    ? [
        {
          name: `API tests on ${serverUrl}`,
          command: `npx vitest run --project api ${vitestJson('vitest-postgres')}`,
          env: process.env,
        },
      ]
    : []),
  { name: 'browser tests (Chromium)', command: 'node --import tsx scripts/e2e.ts', env: embedded },
];

rmSync(REPORTS_DIR, { recursive: true, force: true });
const started = Date.now();
const checked = await Promise.all(firstChecks.map(({ name, command }) => runBuffered(name, command)));
if (checked.includes(false)) {
  console.log('\n0 passed, 1 failed');
  process.exit(1);
}
for (const { name, command, env } of steps) {
  const stepStarted = Date.now();
  console.log(`\n== ${name}: ${command}`);
  try {
    execSync(command, { stdio: 'inherit', env });
  } catch {
    console.error(`\n== ${name} failed.`);
    const { passed, failed } = summarise();
    console.log(`\n${passed} passed, ${Math.max(failed, 1)} failed`);
    process.exit(1);
  }
  console.log(`== ${name} passed in ${((Date.now() - stepStarted) / 1000).toFixed(1)} s`);
}
const { passed, failed } = summarise();
console.log(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(1)} s`);
console.log(`${passed} passed, ${failed} failed`);
