// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { toast } from 'sonner';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { MEMBERS_EXPORT_FILE_NAME, MEMBERS_TEXTS } from '../../../shared/admin/members-contract';
import { currentSearch } from '../../test/location-probe';
import { json, pending } from '../../test/stub-api';
import { callsTo, loadAdminCatalog, renderMembership, type Handlers } from './membership/membership-harness';
import { buildMember, buildMembersPage } from './membership/membership-test-data';

vi.mock('sonner', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

beforeAll(loadAdminCatalog);
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const ROWS = [
  buildMember(),
  buildMember({
    membership_id: 'm-2',
    name: null,
    email: 'nameless@example.com',
    plan: { id: 'plan-gold', name: 'Gold' },
    status: 'past_due',
    ends_at: null,
    auto_renew: false,
  }),
];

function renderMembers(handlers: Handlers, query = '') {
  return renderMembership(handlers, `/admin/membership?tab=members${query}`);
}

describe('Membership Management: the Members tab', () => {
  it("shows the columns, 'No name set', the real e-mail, dates in en-US and Auto renew", async () => {
    renderMembers({ 'GET /api/admin/members': () => json(buildMembersPage(ROWS)) });
    const table = await screen.findByRole('table', { name: 'Members' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).toEqual(['Name', 'E-mail', 'Plan', 'Status', 'Start', 'End', 'Auto renew']);
    const [, first, second] = within(table).getAllByRole('row');
    expect(within(first!).getByRole('rowheader').textContent).toBe('Amina Khan');
    expect(within(first!).getByText('amina@example.com')).toBeTruthy();
    expect(within(first!).getByText('Mar 4, 2026')).toBeTruthy();
    expect(within(first!).getByText('Apr 4, 2026')).toBeTruthy();
    expect(within(first!).getByText('Yes')).toBeTruthy();
    expect(within(second!).getByRole('rowheader').textContent).toBe('No name set');
    expect(within(second!).getByText('Gold')).toBeTruthy();
    expect(within(second!).getByText('past due')).toBeTruthy();
    expect(within(second!).getByText('No')).toBeTruthy();
    expect(screen.getByText('2 memberships')).toBeTruthy();
  });

  it('searches on the server after a pause, writes the search to the URL, and pages', async () => {
    const { spy, view } = renderMembers({
      'GET /api/admin/members': () => json(buildMembersPage(ROWS, 60)),
    });
    await screen.findByRole('table');
    expect(screen.getByText('Page 1 of 3')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(callsTo(spy, '/api/admin/members').at(-1)?.url.searchParams.get('page')).toBe('2'),
    );
    expect(currentSearch(view).get('page')).toBe('2');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search members' }), {
      target: { value: ' gold ' },
    });
    expect(currentSearch(view).get('search')).toBeNull();
    await waitFor(() =>
      expect(callsTo(spy, '/api/admin/members').at(-1)?.url.searchParams.get('search')).toBe('gold'),
    );
    const last = callsTo(spy, '/api/admin/members').at(-1)!.url.searchParams;
    // A new search starts on page 1.
    expect(last.get('page')).toBeNull();
    expect(Object.fromEntries(currentSearch(view))).toEqual({ tab: 'members', search: 'gold' });
  });

  it('says there are no members, or none matching the search with a way out', async () => {
    renderMembers({ 'GET /api/admin/members': () => json(buildMembersPage([])) });
    expect(await screen.findByText('No members yet')).toBeTruthy();
    cleanup();
    const { view } = renderMembers(
      { 'GET /api/admin/members': () => json(buildMembersPage([])) },
      '&search=zzz',
    );
    expect(await screen.findByText('No members match your search')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    await waitFor(() => expect(currentSearch(view).get('search')).toBeNull());
  });

  it('shows a skeleton while loading and an error with Try again', async () => {
    renderMembers({ 'GET /api/admin/members': pending });
    expect(screen.getByText('Loading members...').closest('[role="status"]')).toBeTruthy();
    cleanup();
    renderMembers({
      'GET /api/admin/members': () => json({ error: { code: 'FORBIDDEN', message: 'Forbidden' } }, 403),
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Failed to load members');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it("exports the current search as members-export.csv: 'Members exported successfully'", async () => {
    const createObjectURL = vi.fn(() => 'blob:members');
    const revokeObjectURL = vi.fn();
    // jsdom has no Blob URLs: a URL class that has them, for this test only.
    vi.stubGlobal(
      'URL',
      class extends URL {
        static override createObjectURL = createObjectURL;
        static override revokeObjectURL = revokeObjectURL;
      },
    );
    const downloads: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(`${this.download} ${this.href}`);
    });
    const { spy } = renderMembers(
      {
        'GET /api/admin/members': () => json(buildMembersPage(ROWS)),
        'GET /api/admin/members.csv': () =>
          new Response('Name,Plan\r\nAmina Khan,Premium\r\n', { headers: { 'Content-Type': 'text/csv' } }),
      },
      '&search=prem',
    );
    await screen.findByRole('table');
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(MEMBERS_TEXTS.exported));
    const [call] = callsTo(spy, '/api/admin/members.csv');
    expect(call!.url.searchParams.get('search')).toBe('prem');
    expect(call!.init?.credentials).toBe('same-origin');
    expect(downloads).toEqual([`${MEMBERS_EXPORT_FILE_NAME} blob:members`]);
    const blob = (createObjectURL.mock.calls[0] as unknown as [Blob])[0];
    expect(await blob.text()).toBe('Name,Plan\r\nAmina Khan,Premium\r\n');
    await waitFor(() => expect(revokeObjectURL).toHaveBeenCalledWith('blob:members'));
  });

  it("says 'No members to export' when the server finds nobody (404), and downloads nothing", async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click');
    renderMembers({
      'GET /api/admin/members': () => json(buildMembersPage(ROWS)),
      'GET /api/admin/members.csv': () =>
        json({ error: { code: 'NO_MEMBERS', message: MEMBERS_TEXTS.nothingToExport } }, 404),
    });
    await screen.findByRole('table');
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(MEMBERS_TEXTS.nothingToExport));
    expect(toast.success).not.toHaveBeenCalled();
    expect(click).not.toHaveBeenCalled();
  });

  it('passes axe', async () => {
    const { view } = renderMembers({ 'GET /api/admin/members': () => json(buildMembersPage(ROWS, 60)) });
    await screen.findByRole('table');
    const results = await axe.run(view.container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  });
});
