// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { json, pending } from '../../test/stub-api';
import { loadAdminCatalog, renderMembership } from './membership/membership-harness';
import { buildStats } from './membership/membership-test-data';

vi.mock('sonner', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

beforeAll(loadAdminCatalog);
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  vi.unstubAllGlobals();
});

const PATH = '/admin/membership?tab=analytics';
/** The values a chart lists for screen readers, under its figure. */
const listed = (title: string) => {
  const heading = screen.getByRole('heading', { name: title });
  const card = heading.closest('div.grid')!.parentElement!;
  return within(card)
    .getAllByRole('listitem')
    .map((item) => item.textContent);
};

describe('Membership Management: the Analytics tab', () => {
  it('charts 12 months of subscriptions, revenue and cancellations, and subscriptions by plan, with each value listed', async () => {
    renderMembership({ 'GET /api/admin/membership-stats': () => json(buildStats()) }, PATH);
    await screen.findByRole('heading', { name: 'Active subscriptions' });
    const active = listed('Active subscriptions');
    expect(active).toHaveLength(12);
    expect(active[0]).toBe('Jan 2025: 0');
    expect(active[11]).toBe('Dec 2025: 11');
    const revenue = listed('Revenue');
    expect(revenue).toHaveLength(12);
    expect(revenue[11]).toBe('Dec 2025: $110.00');
    expect(listed('Subscriptions by plan')).toEqual(['Free: 0', 'Premium: 20']);
    expect(listed('Cancellations').slice(0, 3)).toEqual(['Jan 2025: 0', 'Feb 2025: 1', 'Mar 2025: 2']);
  });

  it('shows a skeleton while loading and an error with Try again', async () => {
    renderMembership({ 'GET /api/admin/membership-stats': pending }, PATH);
    expect(screen.getByText('Loading membership figures...').closest('[role="status"]')).toBeTruthy();
    cleanup();
    renderMembership(
      {
        'GET /api/admin/membership-stats': () =>
          json({ error: { code: 'FORBIDDEN', message: 'Forbidden' } }, 403),
      },
      PATH,
    );
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Failed to load membership figures');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('passes axe', async () => {
    const { view } = renderMembership({ 'GET /api/admin/membership-stats': () => json(buildStats()) }, PATH);
    await screen.findByRole('heading', { name: 'Revenue' });
    const results = await axe.run(view.container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  });
});
