// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { MEMBERSHIP_TEXTS, type TMembershipMe } from '../../../shared/membership/membership-contract';
import { loadNamespace } from '../../lib/i18n';
import { buildMe, renderWithApp } from '../../test/render-with-app';
import { json, stubApi } from '../../test/stub-api';
import { MembershipPage } from './membership-page';
import { BASIC_PLAN, buildMembership, buildMembershipMe, PLANS, PREMIUM_PLAN } from './membership-test-data';

const toastMock = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn(), info: vi.fn() }));
vi.mock('sonner', () => ({ toast: toastMock }));

beforeAll(async () => {
  await loadNamespace('membership', { en: () => import('./i18n/en.json') });
});

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

type Handler = Parameters<typeof stubApi>[0][string];

/** /membership with the plans and `me`; `extra` handlers ("METHOD /path") win. */
function renderPage(me: TMembershipMe, extra: Record<string, Handler> = {}, path = '/membership') {
  const fetchSpy = stubApi({
    'GET /api/membership/plans': () => json({ plans: PLANS }),
    'GET /api/membership/me': () => json(me),
    ...extra,
  });
  renderWithApp(<MembershipPage />, { me: buildMe(), path, routePath: '/membership' });
  return fetchSpy;
}

const card = async (name: string) => screen.findByRole('group', { name });
const callsTo = (spy: ReturnType<typeof stubApi>, method: string, path: string) =>
  spy.mock.calls.filter(([url, init]) => String(url) === path && (init?.method ?? 'GET') === method);

describe('MembershipPage plans', () => {
  it('shows each plan: price per period, trial, Most Popular, its features, and the right button', async () => {
    renderPage(buildMembershipMe());
    const premium = await card('Gold PREMIUM');
    expect(within(premium).getByText('$199.99')).toBeTruthy();
    expect(within(premium).getByText('/year')).toBeTruthy();
    expect(within(premium).getByText('7 day free trial')).toBeTruthy();
    expect(within(premium).getByText('Most Popular')).toBeTruthy();
    expect(within(premium).getByText('Unlimited messages')).toBeTruthy();
    expect(within(premium).getByText('Read receipts')).toBeTruthy();
    expect(within(premium).getByText('Event access (no events are scheduled yet)')).toBeTruthy();
    expect(within(premium).getByRole('button', { name: 'Subscribe Now' })).toBeTruthy();

    const basic = await card('Basic');
    expect(within(basic).getByText('$9.99')).toBeTruthy();
    expect(within(basic).getByText('/month')).toBeTruthy();
    expect(within(basic).queryByText('Most Popular')).toBeNull();
    expect(within(basic).queryByText(/free trial/)).toBeNull();
    expect(within(basic).getByText('20 contact requests a month')).toBeTruthy();

    // Free is the current plan: it says so, offers no button, and lists only what it includes.
    const free = await card('Free');
    expect(within(free).getByText('$0.00')).toBeTruthy();
    expect(within(free).getByText('Your current plan')).toBeTruthy();
    expect(within(free).queryByRole('button')).toBeNull();
    expect(within(free).getByText('5 contact requests a month')).toBeTruthy();
    expect(within(free).getByText('50 messages a day')).toBeTruthy();
    expect(within(free).queryByText('Read receipts')).toBeNull();
    expect(within(free).queryByText(/profile boost/)).toBeNull();
  });

  it("offers 'Get Started' on a price-0 plan that is not the current one; Free itself is not bought", async () => {
    const starter = { ...BASIC_PLAN, id: 'starter', name: 'Starter', price_cents: 0 };
    renderPage(buildMembershipMe({ membership: buildMembership(), plan: BASIC_PLAN }), {
      'GET /api/membership/plans': () => json({ plans: [...PLANS, starter] }),
    });
    expect(within(await card('Starter')).getByRole('button', { name: 'Get Started' })).toBeTruthy();
    const free = await card('Free');
    expect(within(free).queryByRole('button')).toBeNull();
    expect(within(free).getByText('You are back on Free when your plan ends.')).toBeTruthy();
    expect(within(await card('Basic')).queryByRole('button')).toBeNull();
    expect(screen.getByText('Renews December 1, 2026')).toBeTruthy();
  });

  it('opens the checkout in a tab opened during the click, after the redirecting notice', async () => {
    const tab = { opener: {} as unknown, location: { href: 'about:blank' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const spy = renderPage(buildMembershipMe(), {
      'POST /api/membership/checkout': () => json({ url: 'http://localhost/checkout/sandbox/cs_9' }),
    });
    fireEvent.click(within(await card('Basic')).getByRole('button', { name: 'Subscribe Now' }));
    expect(open).toHaveBeenCalledWith('about:blank', '_blank');
    expect(tab.opener).toBeNull();
    expect(toastMock.info).toHaveBeenCalledWith(MEMBERSHIP_TEXTS.redirecting);
    await waitFor(() => expect(tab.location.href).toBe('http://localhost/checkout/sandbox/cs_9'));
    const init = callsTo(spy, 'POST', '/api/membership/checkout')[0]?.[1];
    expect(JSON.parse(String(init?.body))).toEqual({ planId: 'basic' });
    expect(tab.close).not.toHaveBeenCalled();
  });

  it("closes the blank tab and says 'Failed to start checkout process' when the checkout fails", async () => {
    const tab = { opener: null, location: { href: 'about:blank' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    renderPage(buildMembershipMe(), {
      'POST /api/membership/checkout': () => json({ error: { code: 'INTERNAL', message: 'x' } }, 500),
    });
    fireEvent.click(within(await card('Gold PREMIUM')).getByRole('button', { name: 'Subscribe Now' }));
    await waitFor(() => expect(toastMock.error).toHaveBeenCalledWith(MEMBERSHIP_TEXTS.checkoutFailed));
    expect(tab.close).toHaveBeenCalled();
    expect(tab.location.href).toBe('about:blank');
  });

  it("says 'Failed to load membership plans' and offers Retry", async () => {
    renderPage(buildMembershipMe(), {
      'GET /api/membership/plans': () => json({ error: { code: 'NOT_FOUND', message: 'Not found' } }, 404),
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(MEMBERSHIP_TEXTS.loadPlansFailed);
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeTruthy();
    expect(toastMock.error).toHaveBeenCalledWith(MEMBERSHIP_TEXTS.loadPlansFailed);
  });
});

describe('MembershipPage cancel', () => {
  const paid = buildMembershipMe({ membership: buildMembership(), plan: BASIC_PLAN });

  it('offers Cancel only when the membership is cancellable', async () => {
    renderPage(
      buildMembershipMe({ membership: buildMembership({ cancellable: false }), plan: PREMIUM_PLAN }),
    );
    await card('Gold PREMIUM');
    expect(screen.queryByRole('button', { name: 'Cancel membership' })).toBeNull();
  });

  it('asks first, does nothing when the member says no', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const spy = renderPage(paid);
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel membership' }));
    expect(confirm).toHaveBeenCalledWith(MEMBERSHIP_TEXTS.confirmCancel);
    expect(callsTo(spy, 'POST', '/api/membership/cancel')).toHaveLength(0);
  });

  it('cancels after the confirm, says so, reloads the membership and shows until when it lasts', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const cancelled = {
      ...paid,
      membership: buildMembership({ status: 'cancelled', auto_renew: false, cancellable: false }),
    };
    let current = paid;
    const spy = renderPage(paid, {
      // The reload answers late: the button is gone by then, and the toast must still come.
      'GET /api/membership/me': async () => {
        if (current === cancelled) await new Promise((resolve) => setTimeout(resolve, 100));
        return json(current);
      },
      'POST /api/membership/cancel': () => {
        current = cancelled;
        return json(cancelled);
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel membership' }));
    await waitFor(() => expect(toastMock.success).toHaveBeenCalledWith(MEMBERSHIP_TEXTS.cancelled));
    expect(await screen.findByText('Your plan stays active until December 1, 2026')).toBeTruthy();
    const init = callsTo(spy, 'POST', '/api/membership/cancel')[0]?.[1];
    expect(JSON.parse(String(init?.body))).toEqual({ membershipId: 'm1' });
    await waitFor(() => expect(callsTo(spy, 'GET', '/api/membership/me').length).toBeGreaterThanOrEqual(2));
    expect(screen.queryByRole('button', { name: 'Cancel membership' })).toBeNull();
  });

  it("says 'Failed to cancel membership' when the server refuses", async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    renderPage(paid, {
      'POST /api/membership/cancel': () => json({ error: { code: 'CONFLICT', message: 'x' } }, 409),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel membership' }));
    await waitFor(() => expect(toastMock.error).toHaveBeenCalledWith(MEMBERSHIP_TEXTS.cancelFailed));
    expect(screen.getByRole('button', { name: 'Cancel membership' })).toBeTruthy();
  });
});
