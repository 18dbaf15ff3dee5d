// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SANDBOX_CARDS, SANDBOX_TEXTS } from '../../../shared/membership/membership-contract';
import { loadNamespace } from '../../lib/i18n';
import { buildMe, renderWithApp } from '../../test/render-with-app';
import { json, stubApi } from '../../test/stub-api';
import { paidPlanId } from './checkout/paid-plan';
import { buildSandboxCheckout } from './membership-test-data';
import { SandboxCheckoutPage } from './sandbox-checkout-page';

beforeAll(async () => {
  await loadNamespace('membership', { en: () => import('./i18n/en.json') });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

type Handler = Parameters<typeof stubApi>[0][string];

function renderPage(extra: Record<string, Handler> = {}, checkout = buildSandboxCheckout()) {
  const spy = stubApi({ 'GET /api/checkout/sandbox/cs_1': () => json(checkout), ...extra });
  renderWithApp(<SandboxCheckoutPage />, {
    me: buildMe(),
    path: '/checkout/sandbox/cs_1',
    routePath: '/checkout/sandbox/:id',
  });
  return spy;
}

/** Follows window.location.assign without leaving the test page. */
function stubAssign() {
  const assign = vi.fn();
  vi.stubGlobal('location', { origin: 'http://localhost:3000', href: 'http://localhost:3000/', assign });
  return assign;
}

function fillCard(number: string) {
  fireEvent.change(screen.getByLabelText(/Card number/), { target: { value: number } });
  fireEvent.change(screen.getByLabelText(/Expiry/), { target: { value: '12/30' } });
  fireEvent.change(screen.getByLabelText(/CVC/), { target: { value: '123' } });
  fireEvent.change(screen.getByLabelText(/Name on card/), { target: { value: 'Amina Khan' } });
}

const payCalls = (spy: ReturnType<typeof stubApi>) =>
  spy.mock.calls.filter(([url]) => String(url) === '/api/checkout/sandbox/cs_1/pay');

describe('SandboxCheckoutPage', () => {
  it('shows the plan, its price and trial, the test cards and labelled card fields', async () => {
    renderPage(
      {},
      buildSandboxCheckout({ plan: { ...buildSandboxCheckout().plan, name: 'Premium', trial_days: 14 } }),
    );
    const summary = (await screen.findByRole('heading', { name: 'Order summary' })).closest('section')!;
    expect(within(summary).getByText('Premium')).toBeTruthy();
    expect(within(summary).getByText('$9.99')).toBeTruthy();
    expect(within(summary).getByText('14 day free trial')).toBeTruthy();
    expect(within(summary).getByText('Paying as amina@example.com')).toBeTruthy();
    const banner = screen.getByRole('heading', { name: 'Test mode' }).closest('section')!;
    expect(banner.textContent).toContain('4242 4242 4242 4242');
    expect(banner.textContent).toContain('4000 0000 0000 0002');
    for (const label of [/Card number/, /Expiry/, /CVC/, /Name on card/]) {
      expect(screen.getByLabelText(label).tagName).toBe('INPUT');
    }
    expect(screen.getByRole('button', { name: 'Start trial' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Cancel and return' }).getAttribute('href')).toBe(
      'http://localhost:3000/membership?checkout=cancelled',
    );
  });

  it('checks the card fields before sending anything', async () => {
    const spy = renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Pay $9.99' }));
    expect(await screen.findByText('Enter a card number of 12 to 19 digits')).toBeTruthy();
    expect(screen.getByText('Use MM/YY')).toBeTruthy();
    expect(screen.getByLabelText(/Card number/).getAttribute('aria-invalid')).toBe('true');
    expect(payCalls(spy)).toHaveLength(0);
  });

  it('says the card was declined and stays on the page', async () => {
    const assign = stubAssign();
    renderPage({
      'POST /api/checkout/sandbox/cs_1/pay': () =>
        json({ error: { code: 'CARD_DECLINED', message: SANDBOX_TEXTS.declined } }, 402),
    });
    await screen.findByRole('button', { name: 'Pay $9.99' });
    fillCard(SANDBOX_CARDS.declined);
    fireEvent.click(screen.getByRole('button', { name: 'Pay $9.99' }));
    expect((await screen.findByRole('alert')).textContent).toBe(SANDBOX_TEXTS.declined);
    expect(assign).not.toHaveBeenCalled();
  });

  it('pays with the test card and goes where the server says', async () => {
    const assign = stubAssign();
    const spy = renderPage({
      'POST /api/checkout/sandbox/cs_1/pay': () =>
        json({ status: 'paid', redirect_url: 'http://localhost:3000/membership?checkout=success' }),
    });
    await screen.findByRole('button', { name: 'Pay $9.99' });
    fillCard('4242 4242 4242 4242');
    fireEvent.click(screen.getByRole('button', { name: 'Pay $9.99' }));
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith('http://localhost:3000/membership?checkout=success'),
    );
    const init = payCalls(spy)[0]?.[1];
    expect(JSON.parse(String(init?.body))).toEqual({
      card_number: SANDBOX_CARDS.pays,
      expiry: '12/30',
      cvc: '123',
      name: 'Amina Khan',
    });
    expect(paidPlanId()).toBe('basic');
  });

  it('never follows a redirect that is not a web address', async () => {
    const assign = stubAssign();
    renderPage({
      'POST /api/checkout/sandbox/cs_1/pay': () =>
        json({ status: 'paid', redirect_url: 'javascript:alert(1)' }),
    });
    await screen.findByRole('button', { name: 'Pay $9.99' });
    fillCard(SANDBOX_CARDS.pays);
    fireEvent.click(screen.getByRole('button', { name: 'Pay $9.99' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/membership'));
  });

  it('tells an already paid checkout apart, and one that cannot be loaded', async () => {
    renderPage({}, buildSandboxCheckout({ status: 'paid' }));
    expect(await screen.findByText('This checkout is already paid.')).toBeTruthy();
    expect(screen.queryByLabelText(/Card number/)).toBeNull();
    cleanup();
    renderPage({
      'GET /api/checkout/sandbox/cs_1': () =>
        json({ error: { code: 'NOT_FOUND', message: 'Not found' } }, 404),
    });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('link', { name: 'Back to plans' }).getAttribute('href')).toBe(
      '/membership',
    );
  });
});
