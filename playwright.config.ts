import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './scripts/chromium.ts';
import { SERVER_START_COMMAND } from './scripts/server-start.ts';
import { E2E_ADMIN, E2E_DATA_DIR, E2E_PORT, E2E_URL } from './tests/e2e/env.ts';

export default defineConfig({
  testDir: './tests/e2e',
  outputDir: './test-results/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list'], ['json', { outputFile: '.test-artifacts/reports/playwright.json' }]],
  use: {
    baseURL: E2E_URL,
    // Toasts then appear and leave at once, so no check reads one halfway through its fade.
    reducedMotion: 'reduce',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: findChromium(), args: CHROMIUM_ARGS },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    // The built server, as `npm start` runs it (scripts/e2e.ts builds it first).
    command: SERVER_START_COMMAND,
    url: `${E2E_URL}/api/health`,
    timeout: 60_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(E2E_PORT),
      // No PUBLIC_URL: the default (http://localhost:PORT = E2E_URL), as a newcomer runs it.
      DATA_DIR: E2E_DATA_DIR,
      // The public site's header menu, without demo members.
      SEED: 'site',
      LOG_LEVEL: 'warn',
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      DATABASE_URL: '',
      // The membership journey moves the server's clock (POST /api/test/clock) instead of waiting.
      TEST_CLOCK: 'true',
    },
  },
});
