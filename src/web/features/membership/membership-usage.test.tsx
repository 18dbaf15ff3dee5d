// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { MEMBERSHIP_TEXTS, type TMembershipMe } from '../../../shared/membership/membership-contract';
import { loadNamespace } from '../../lib/i18n';
import { LocationProbe, currentSearch } from '../../test/location-probe';
import { buildMe, renderWithApp } from '../../test/render-with-app';
import { json, stubApi } from '../../test/stub-api';
import { rememberPaidPlan } from './checkout/paid-plan';
import { MembershipPage } from './membership-page';
import {
  BASIC_PLAN,
  buildAccess,
  buildMembership,
  buildMembershipMe,
  PLANS,
  PREMIUM_PLAN,
} from './membership-test-data';

const toastMock = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn(), info: vi.fn() }));
vi.mock('sonner', () => ({ toast: toastMock }));

beforeAll(async () => {
  await loadNamespace('membership', { en: () => import('./i18n/en.json') });
});

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

/** /membership at `path`; GET me answers each of `answers` in turn, then the last one again. */
function renderPage(answers: TMembershipMe[], path = '/membership') {
  let call = 0;
  const spy = stubApi({
    'GET /api/membership/plans': () => json({ plans: PLANS }),
    'GET /api/membership/me': () => json(answers[Math.min(call++, answers.length - 1)]),
  });
  const view = renderWithApp(
    <>
      <MembershipPage />
      <LocationProbe />
    </>,
    { me: buildMe(), path, routePath: '/membership' },
  );
  return { spy, view };
}

describe('MembershipPage usage', () => {
  const me = buildMembershipMe({
    membership: buildMembership(),
    plan: BASIC_PLAN,
    features: [
      buildAccess({
        feature_key: 'contact_credits',
        value: '10',
        limit: 10,
        used: 9,
        reset_period: 'monthly',
        period_end: '2026-12-01T00:00:00Z',
      }),
      buildAccess({
        feature_key: 'visibility_boost',
        value: '5',
        limit: 5,
        used: 4,
        reset_period: 'monthly',
      }),
      buildAccess({ feature_key: 'daily_messages', value: 'unlimited', reset_period: 'daily' }),
      buildAccess({ feature_key: 'read_receipts', value: 'true' }),
      buildAccess({ feature_key: 'incognito_browsing', value: 'false', allowed: false }),
    ],
  });

  it("shows a labelled bar per counted feature, 'running low' past 80%, when it resets, and the rest", async () => {
    renderPage([me], '/membership?tab=usage');
    const contacts = await screen.findByRole('progressbar', { name: 'Contact requests: 9 of 10 used' });
    expect(contacts.getAttribute('aria-valuenow')).toBe('90');
    expect(contacts.getAttribute('aria-valuemin')).toBe('0');
    expect(contacts.getAttribute('aria-valuemax')).toBe('100');
    const contactsRow = contacts.closest('li')!;
    expect(within(contactsRow).getByText(MEMBERSHIP_TEXTS.runningLow)).toBeTruthy();
    expect(within(contactsRow).getByText('Resets December 1, 2026')).toBeTruthy();

    // Exactly 80% is not over 80%.
    const boosts = screen.getByRole('progressbar', { name: 'Profile boosts: 4 of 5 used' });
    expect(within(boosts.closest('li')!).queryByText(MEMBERSHIP_TEXTS.runningLow)).toBeNull();
    // No count this period yet (period_end null): the monthly rule still says when it starts again.
    expect(within(boosts.closest('li')!).getByText(/^Resets \w+ 1, \d{4}$/)).toBeTruthy();

    const open = screen.getByRole('heading', { name: 'Without limits' }).closest('section')!;
    expect(within(open).getByText('Messages').nextSibling?.textContent).toBe('Unlimited');
    expect(within(open).getByText('Read receipts').nextSibling?.textContent).toBe('Included');
    const missing = screen.getByRole('heading', { name: 'Not in your plan' }).closest('section')!;
    expect(missing.textContent).toContain('Incognito browsing');
  });

  it('switches tabs with the tab roles and keeps the choice in the address', async () => {
    const { view } = renderPage([me]);
    const usageTab = await screen.findByRole('tab', { name: 'My Usage' });
    expect(screen.getByRole('tab', { name: 'Available Plans' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.mouseDown(usageTab);
    expect(await screen.findByRole('tabpanel', { name: 'My Usage' })).toBeTruthy();
    expect(currentSearch(view).get('tab')).toBe('usage');
  });
});

describe('MembershipPage checkout return', () => {
  it('confirms the payment by asking again until the membership arrives, then welcomes', async () => {
    const free = buildMembershipMe();
    const premium = buildMembershipMe({
      membership: buildMembership({ plan_id: 'premium' }),
      plan: PREMIUM_PLAN,
    });
    const { spy, view } = renderPage(
      [free, free, premium],
      '/membership?checkout=success&session=cs_1&tab=usage',
    );
    const waiting = await screen.findByText('Confirming your payment…');
    expect(waiting.closest('[role="status"]')).toBeTruthy();
    await waitFor(() => expect(toastMock.success).toHaveBeenCalledWith('Welcome to Gold PREMIUM!'), {
      timeout: 8000,
    });
    await waitFor(() => expect(currentSearch(view).get('checkout')).toBeNull());
    expect(currentSearch(view).get('session')).toBeNull();
    expect(currentSearch(view).get('tab')).toBe('usage');
    expect(screen.queryByText('Confirming your payment…')).toBeNull();
    expect(
      spy.mock.calls.filter(([url]) => String(url) === '/api/membership/me').length,
    ).toBeGreaterThanOrEqual(3);
  }, 12_000);

  it('waits for the plan this tab paid for, not any membership the member already had', async () => {
    rememberPaidPlan('premium');
    const basic = buildMembershipMe({ membership: buildMembership(), plan: BASIC_PLAN });
    const premium = buildMembershipMe({
      membership: buildMembership({ plan_id: 'premium' }),
      plan: PREMIUM_PLAN,
    });
    renderPage([basic, premium], '/membership?checkout=success');
    expect(await screen.findByText('Confirming your payment…')).toBeTruthy();
    await screen.findByRole('group', { name: 'Basic' });
    expect(toastMock.success).not.toHaveBeenCalled();
    await waitFor(() => expect(toastMock.success).toHaveBeenCalledWith('Welcome to Gold PREMIUM!'), {
      timeout: 5000,
    });
    expect(sessionStorage.length).toBe(0);
  }, 10_000);

  it('says a cancelled checkout changed nothing, until dismissed', async () => {
    const { view } = renderPage([buildMembershipMe()], '/membership?checkout=cancelled');
    expect(await screen.findByText('Checkout was cancelled. You have not been charged.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('Checkout was cancelled. You have not been charged.')).toBeNull();
    expect(currentSearch(view).get('checkout')).toBeNull();
  });
});
