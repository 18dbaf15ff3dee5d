import { fileURLToPath } from 'node:url';

/** E2E_PORT lets two checkouts on one machine run their browser tests side by side. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_URL = `http://localhost:${E2E_PORT}`;
/**
 * Wiped by scripts/e2e.ts before every run; the tests read the mail outbox from here. E2E_DATA_DIR moves
 * it (two runs of one checkout side by side, each with its own E2E_PORT).
 */
export const E2E_DATA_DIR =
  process.env.E2E_DATA_DIR ?? fileURLToPath(new URL('../../.test-artifacts/e2e-data', import.meta.url));
export const SCREENSHOT_DIR = fileURLToPath(new URL('../../.test-artifacts/screenshots', import.meta.url));
export const E2E_ADMIN = { email: 'e2e-admin@mithaq.test', password: 'e2e-admin-pass' };
