// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { toast } from 'sonner';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PLAN_TEXTS, type TAdminPlan } from '../../../shared/admin/plans-contract';
import { json, pending } from '../../test/stub-api';
import { callsTo, loadAdminCatalog, renderMembership, type Handlers } from './membership/membership-harness';
import { buildPlan } from './membership/membership-test-data';

vi.mock('sonner', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

beforeAll(loadAdminCatalog);
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  vi.unstubAllGlobals();
});

const FREE = buildPlan({
  id: 'free',
  name: 'Free',
  description: null,
  price_cents: 0,
  display_order: 0,
  entitlements: [],
  members_holding: 0,
});
const GOLD = buildPlan({
  id: 'plan-gold',
  name: 'Gold',
  billing_model: 'lifetime',
  billing_period: null,
  price_cents: 9900,
  is_active: false,
  display_order: 2,
  members_holding: 1,
  entitlements: [
    { feature_key: 'read_receipts', feature_value: 'true', reset_period: 'never' },
    { feature_key: 'daily_messages', feature_value: '50', reset_period: 'daily' },
  ],
});

function renderPlans(plans: TAdminPlan[], extra: Handlers = {}) {
  return renderMembership(
    { 'GET /api/admin/plans': () => json({ plans }), ...extra },
    '/admin/membership?tab=plans',
  );
}
const body = (init: RequestInit | undefined) => JSON.parse(String(init?.body)) as Record<string, unknown>;
/** A control of the modal by its label (the required Name's label also holds a hidden '*'). */
const field = (dialog: HTMLElement, label: string) =>
  within(dialog).getByLabelText(label === 'Name' ? /^Name\*?$/ : label) as HTMLInputElement;

describe('Membership Management: the Plans tab', () => {
  it('lists every plan: Inactive badge, price in dollars, billing, entitlements, members holding', async () => {
    renderPlans([FREE, buildPlan(), GOLD]);
    const premium = within(await screen.findByRole('group', { name: 'Premium' }));
    expect(premium.getByText('$19.99 / monthly')).toBeTruthy();
    expect(premium.getByText('Recurring')).toBeTruthy();
    expect(premium.getByText('Contact credits: 10 (monthly)')).toBeTruthy();
    expect(premium.getByText('3 members hold it')).toBeTruthy();
    expect(premium.queryByText('Inactive')).toBeNull();
    const gold = within(screen.getByRole('group', { name: 'Gold' }));
    expect(gold.getByText('Inactive')).toBeTruthy();
    expect(gold.getByText('$99.00')).toBeTruthy();
    expect(gold.getByText('Lifetime')).toBeTruthy();
    expect(gold.getByText('Read receipts: true · Daily messages: 50 (daily)')).toBeTruthy();
    expect(gold.getByText('1 member holds it')).toBeTruthy();
    expect(within(screen.getByRole('group', { name: 'Free' })).getByText('No entitlements')).toBeTruthy();
  });

  it('says so when there are no plans, and offers Retry when they fail to load', async () => {
    renderPlans([]);
    expect(await screen.findByText('No plans yet. Create your first plan to get started.')).toBeTruthy();
    cleanup();
    renderMembership(
      { 'GET /api/admin/plans': () => json({ error: { code: 'FORBIDDEN', message: 'Forbidden' } }, 403) },
      '/admin/membership?tab=plans',
    );
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(PLAN_TEXTS.loadFailed);
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('shows a loading skeleton first', () => {
    renderMembership({ 'GET /api/admin/plans': pending }, '/admin/membership?tab=plans');
    expect(screen.getByText('Loading plans...').closest('[role="status"]')).toBeTruthy();
  });

  it('refuses an invalid form before any request: no name, negative or fractional cents, a bad limit', async () => {
    const { spy } = renderPlans([FREE]);
    await screen.findByRole('group', { name: 'Free' });
    fireEvent.click(screen.getByRole('button', { name: 'Create Plan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Plan' });
    fireEvent.change(field(dialog, 'Price (cents)'), { target: { value: '-5' } });
    fireEvent.change(field(dialog, 'Sign-up fee (cents)'), { target: { value: '1.5' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add entitlement' }));
    fireEvent.change(field(dialog, 'Value'), { target: { value: 'lots' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Plan' }));
    expect(await within(dialog).findByText('Please enter a plan name')).toBeTruthy();
    expect(within(dialog).getByText('The price cannot be negative')).toBeTruthy();
    expect(within(dialog).getByText('The sign-up fee must be a whole number of cents')).toBeTruthy();
    expect(within(dialog).getByText("Use a number, 'true', 'false' or 'unlimited'")).toBeTruthy();
    expect(field(dialog, 'Name').getAttribute('aria-invalid')).toBe('true');
    expect(callsTo(spy, '/api/admin/plans', 'POST')).toHaveLength(0);
  });

  it("creates a plan with the spec's defaults and its entitlements: 'Plan created successfully'", async () => {
    const { spy } = renderPlans([FREE, buildPlan()], {
      'POST /api/admin/plans': () => json({ plan: buildPlan({ id: 'plan-new', name: 'Silver' }) }, 201),
    });
    await screen.findByRole('group', { name: 'Free' });
    fireEvent.click(screen.getByRole('button', { name: 'Create Plan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Plan' });
    // Spec §9 defaults: recurring, monthly, usd, active, display order = number of plans.
    expect((field(dialog, 'Billing model') as unknown as HTMLSelectElement).value).toBe('recurring');
    expect((field(dialog, 'Billing period') as unknown as HTMLSelectElement).value).toBe('monthly');
    expect(field(dialog, 'Currency').value).toBe('usd');
    expect(field(dialog, 'Price (cents)').value).toBe('0');
    expect(field(dialog, 'Display order').value).toBe('2');
    expect(field(dialog, 'Active (members can choose it)').checked).toBe(true);
    fireEvent.change(field(dialog, 'Name'), { target: { value: ' Silver ' } });
    fireEvent.change(field(dialog, 'Price (cents)'), { target: { value: '999' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add entitlement' }));
    const value = field(dialog, 'Value');
    expect(value.placeholder).toBe(PLAN_TEXTS.entitlementHint);
    fireEvent.change(field(dialog, 'Feature'), { target: { value: 'daily_messages' } });
    fireEvent.change(value, { target: { value: '10' } });
    fireEvent.change(field(dialog, 'Resets'), { target: { value: 'daily' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Plan' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(PLAN_TEXTS.created));
    const [post] = callsTo(spy, '/api/admin/plans', 'POST');
    expect(body(post!.init)).toEqual({
      name: 'Silver',
      description: null,
      badge_icon: null,
      billing_model: 'recurring',
      billing_period: 'monthly',
      price_cents: 999,
      currency: 'usd',
      trial_days: 0,
      trial_price_cents: 0,
      signup_fee_cents: 0,
      is_active: true,
      display_order: 2,
      entitlements: [{ feature_key: 'daily_messages', feature_value: '10', reset_period: 'daily' }],
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The list reloads after the change.
    await waitFor(() => expect(callsTo(spy, '/api/admin/plans').length).toBeGreaterThan(1));
  });

  it('asks the billing period only of recurring plans and sends none for the others', async () => {
    const { spy } = renderPlans([], {
      'POST /api/admin/plans': () => json({ plan: buildPlan() }, 201),
    });
    await screen.findByText('No plans yet. Create your first plan to get started.');
    fireEvent.click(screen.getByRole('button', { name: 'Create Plan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Plan' });
    fireEvent.change(field(dialog, 'Name'), { target: { value: 'Forever' } });
    fireEvent.change(field(dialog, 'Billing model'), { target: { value: 'lifetime' } });
    await waitFor(() => expect(within(dialog).queryByLabelText('Billing period')).toBeNull());
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Plan' }));
    await waitFor(() => expect(callsTo(spy, '/api/admin/plans', 'POST')).toHaveLength(1));
    const sent = body(callsTo(spy, '/api/admin/plans', 'POST')[0]!.init);
    expect(sent.billing_model).toBe('lifetime');
    expect(sent.billing_period).toBeNull();
  });

  it("says 'Failed to create plan: ' with the server's reason, and keeps the modal open", async () => {
    renderPlans([FREE], {
      'POST /api/admin/plans': () =>
        json({ error: { code: 'VALIDATION', message: 'A plan with this name exists' } }, 409),
    });
    await screen.findByRole('group', { name: 'Free' });
    fireEvent.click(screen.getByRole('button', { name: 'Create Plan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Plan' });
    fireEvent.change(field(dialog, 'Name'), { target: { value: 'Free' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Plan' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(`${PLAN_TEXTS.createFailed}: A plan with this name exists`),
    );
    expect(screen.getByRole('dialog', { name: 'Create Plan' })).toBeTruthy();
  });

  it("edits a plan with its values filled in: PUT, 'Plan updated successfully'; failure says so", async () => {
    let ok = true;
    const { spy } = renderPlans([GOLD], {
      'PUT /api/admin/plans/plan-gold': () =>
        ok ? json({ plan: GOLD }) : json({ error: { code: 'CONFLICT', message: 'Gone' } }, 409),
    });
    await screen.findByRole('group', { name: 'Gold' });
    fireEvent.click(screen.getByRole('button', { name: 'Edit Gold' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Plan' });
    expect(field(dialog, 'Name').value).toBe('Gold');
    expect(field(dialog, 'Price (cents)').value).toBe('9900');
    expect(field(dialog, 'Active (members can choose it)').checked).toBe(false);
    expect(
      within(dialog)
        .getAllByLabelText('Value')
        .map((input) => (input as HTMLInputElement).value),
    ).toEqual(['true', '50']);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove entitlement 1' }));
    fireEvent.click(field(dialog, 'Active (members can choose it)'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Plan' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(PLAN_TEXTS.updated));
    const sent = body(callsTo(spy, '/api/admin/plans/plan-gold', 'PUT')[0]!.init);
    expect(sent.is_active).toBe(true);
    expect(sent.billing_period).toBeNull();
    expect(sent.entitlements).toEqual([
      { feature_key: 'daily_messages', feature_value: '50', reset_period: 'daily' },
    ]);
    ok = false;
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Gold' }));
    const again = await screen.findByRole('dialog', { name: 'Edit Plan' });
    fireEvent.click(within(again).getByRole('button', { name: 'Save Plan' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(`${PLAN_TEXTS.updateFailed}: Gone`));
  });

  it.each([
    ['deleted', PLAN_TEXTS.deleted],
    ['deactivated', PLAN_TEXTS.deactivated],
  ] as const)("asks before deleting; the answer '%s' says so", async (outcome, text) => {
    const { spy } = renderPlans([buildPlan()], {
      'DELETE /api/admin/plans/plan-premium': () => json({ outcome }),
    });
    await screen.findByRole('group', { name: 'Premium' });
    fireEvent.click(screen.getByRole('button', { name: 'Delete Premium' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete plan' });
    expect(within(confirm).getByText(PLAN_TEXTS.confirmDelete)).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(callsTo(spy, '/api/admin/plans/plan-premium', 'DELETE')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Delete Premium' }));
    const again = await screen.findByRole('alertdialog', { name: 'Delete plan' });
    fireEvent.click(within(again).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(text));
    expect(callsTo(spy, '/api/admin/plans/plan-premium', 'DELETE')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it("says 'Failed to delete plan: ' with the reason when the delete fails", async () => {
    renderPlans([buildPlan()], {
      'DELETE /api/admin/plans/plan-premium': () =>
        json({ error: { code: 'NOT_FOUND', message: 'Plan not found' } }, 404),
    });
    await screen.findByRole('group', { name: 'Premium' });
    fireEvent.click(screen.getByRole('button', { name: 'Delete Premium' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete plan' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(`${PLAN_TEXTS.deleteFailed}: Plan not found`),
    );
  });

  it('passes axe with the list and with the modal open', async () => {
    const { view } = renderPlans([FREE, GOLD]);
    await screen.findByRole('group', { name: 'Gold' });
    const rules = { rules: { 'color-contrast': { enabled: false } } };
    const list = await axe.run(view.container, rules);
    expect(list.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Edit Gold' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Plan' });
    const modal = await axe.run(dialog, rules);
    expect(modal.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });
});
