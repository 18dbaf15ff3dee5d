import { expect, type APIRequestContext } from '@playwright/test';
import { SANDBOX_CARDS } from '../../src/shared/membership/membership-contract.ts';
import { E2E_URL } from './env.ts';

/**
 * Puts the signed-in member of `request` on a paid plan through the sandbox checkout's API (its test
 * card pays and delivers the signed webhook), for journeys about something the Free plan limits
 * (advanced filters, read receipts). The plans are the site content's (SEED=site).
 */
export async function subscribe(request: APIRequestContext, planId = 'premium-monthly'): Promise<void> {
  const headers = { origin: E2E_URL };
  const started = await request.post('/api/membership/checkout', { data: { planId }, headers });
  expect(started.status(), await started.text()).toBe(200);
  const { url } = (await started.json()) as { url: string };
  const sessionId = new URL(url, E2E_URL).pathname.split('/').at(-1)!;
  const paid = await request.post(`/api/checkout/sandbox/${sessionId}/pay`, {
    data: { card_number: SANDBOX_CARDS.pays, expiry: '12/34', cvc: '123', name: 'E2E Member' },
    headers,
  });
  expect(paid.status(), await paid.text()).toBe(200);
}
