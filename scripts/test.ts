// npm test: every check, in the order that fails fastest. Needs nothing set up beforehand.
// With TEST_DATABASE_URL set, the API suite runs a second time on that PostgreSQL server.
import { execSync } from 'node:child_process';

const serverUrl = process.env.TEST_DATABASE_URL;
const embedded = { ...process.env, TEST_DATABASE_URL: '' };

const steps: { name: string; command: string; env: NodeJS.ProcessEnv }[] = [
  { name: 'type check', command: 'npx tsc --noEmit -p tsconfig.json', env: process.env },
  { name: 'lint', command: 'npm run lint --silent', env: process.env },
  { name: 'unit and API tests (embedded PostgreSQL)', command: 'npx vitest run', env: embedded },
  ...(serverUrl
    ? [{ name: `API tests on ${serverUrl}`, command: 'npx vitest run --project api', env: process.env }]
    : []),
  { name: 'browser tests (Chromium)', command: 'node --import tsx scripts/e2e.ts', env: embedded },
];

const started = Date.now();
for (const { name, command, env } of steps) {
  const stepStarted = Date.now();
  console.log(`\n== ${name}: ${command}`);
  try {
    execSync(command, { stdio: 'inherit', env });
  } catch {
    console.error(`\n== ${name} failed.`);
    process.exit(1);
  }
  console.log(`== ${name} passed in ${((Date.now() - stepStarted) / 1000).toFixed(1)} s`);
}
console.log(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(1)} s`);
