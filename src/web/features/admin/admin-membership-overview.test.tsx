// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { currentSearch } from '../../test/location-probe';
import { json, pending } from '../../test/stub-api';
import { callsTo, loadAdminCatalog, renderMembership } from './membership/membership-harness';
import { buildMembersPage, buildPlan, buildStats } from './membership/membership-test-data';

vi.mock('sonner', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

beforeAll(loadAdminCatalog);
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  vi.unstubAllGlobals();
});

const figure = (label: string) => within(screen.getByRole('group', { name: label }));

describe('AdminMembershipPage: the page and its Overview tab', () => {
  it("is titled 'Membership Management' with the four tabs, Overview open by default", async () => {
    renderMembership({ 'GET /api/admin/membership-stats': () => json(buildStats()) });
    expect(screen.getByRole('heading', { level: 1, name: 'Membership Management' })).toBeTruthy();
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual(['Overview', 'Plans', 'Members', 'Analytics']);
    expect(screen.getByRole('tab', { name: 'Overview' }).getAttribute('aria-selected')).toBe('true');
    await screen.findByRole('group', { name: 'Total memberships' });
  });

  it('shows every figure: counts, revenue in dollars with two decimals, rates in percent', async () => {
    renderMembership({ 'GET /api/admin/membership-stats': () => json(buildStats()) });
    await screen.findByRole('group', { name: 'Total memberships' });
    expect(figure('Total memberships').getByText('42')).toBeTruthy();
    expect(figure('Active subscriptions').getByText('20')).toBeTruthy();
    expect(figure('Cancelled this month').getByText('2')).toBeTruthy();
    expect(figure('Monthly revenue').getByText('$1,234.56')).toBeTruthy();
    expect(figure('Conversion rate').getByText('25%')).toBeTruthy();
    expect(figure('Churn rate').getByText('10%')).toBeTruthy();
    expect(figure('Retention rate').getByText('90%')).toBeTruthy();
  });

  it("says '—' with the reason when a rate has nothing to divide by, never a made-up 0 %", async () => {
    const stats = buildStats({
      active_subscriptions: 0,
      monthly_revenue_cents: 0,
      conversion_rate: null,
      churn_rate: null,
      retention_rate: null,
    });
    renderMembership({ 'GET /api/admin/membership-stats': () => json(stats) });
    await screen.findByRole('group', { name: 'Churn rate' });
    expect(figure('Monthly revenue').getByText('$0.00')).toBeTruthy();
    for (const label of ['Churn rate', 'Retention rate']) {
      expect(figure(label).getByText('—')).toBeTruthy();
      expect(figure(label).getByText('No active subscriptions yet')).toBeTruthy();
      expect(figure(label).queryByText('0%')).toBeNull();
    }
    expect(figure('Conversion rate').getByText('No members yet')).toBeTruthy();
  });

  it('shows a skeleton while loading, then an error with Try again that reloads', async () => {
    let fail = true;
    renderMembership({
      'GET /api/admin/membership-stats': () =>
        fail ? json({ error: { code: 'FORBIDDEN', message: 'Forbidden' } }, 403) : json(buildStats()),
    });
    expect(screen.getByText('Loading membership figures...').closest('[role="status"]')).toBeTruthy();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Failed to load membership figures');
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await screen.findByRole('group', { name: 'Total memberships' });
  });

  it('writes the open tab to the URL and opens the tab the URL names', async () => {
    const { view, spy } = renderMembership({
      'GET /api/admin/membership-stats': pending,
      'GET /api/admin/plans': () => json({ plans: [buildPlan()] }),
      'GET /api/admin/members': () => json(buildMembersPage([])),
    });
    const plansTab = screen.getByRole('tab', { name: 'Plans' });
    fireEvent.mouseDown(plansTab);
    await waitFor(() => expect(currentSearch(view).get('tab')).toBe('plans'));
    expect(plansTab.getAttribute('aria-selected')).toBe('true');
    await screen.findByRole('group', { name: 'Premium' });
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Overview' }));
    await waitFor(() => expect(currentSearch(view).get('tab')).toBeNull());
    cleanup();
    renderMembership(
      { 'GET /api/admin/members': () => json(buildMembersPage([])) },
      '/admin/membership?tab=members',
    );
    expect(screen.getByRole('tab', { name: 'Members' }).getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByText('No members yet')).toBeTruthy();
    expect(callsTo(spy, '/api/admin/members')).toHaveLength(0);
  });

  it('falls back to Overview for an unknown ?tab=', async () => {
    renderMembership(
      { 'GET /api/admin/membership-stats': () => json(buildStats()) },
      '/admin/membership?tab=bogus',
    );
    expect(screen.getByRole('tab', { name: 'Overview' }).getAttribute('aria-selected')).toBe('true');
    await screen.findByRole('group', { name: 'Total memberships' });
  });

  it('passes axe', async () => {
    const { view } = renderMembership({ 'GET /api/admin/membership-stats': () => json(buildStats()) });
    await screen.findByRole('group', { name: 'Total memberships' });
    const results = await axe.run(view.container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  });
});
