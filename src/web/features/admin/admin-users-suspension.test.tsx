// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { json, type stubApi } from '../../test/stub-api';
import { loadAdminTexts, renderUsersPage } from './users-page-harness';
import { buildAdminUser } from './admin-test-data';

vi.mock('sonner', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

beforeAll(loadAdminTexts);
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  vi.unstubAllGlobals();
});

const bodiesOf = (spy: ReturnType<typeof stubApi>, method: string) =>
  spy.mock.calls
    .filter(([, init]) => init?.method === method)
    .map(([url, init]) => ({ path: new URL(String(url), 'http://localhost').pathname, body: init?.body }));

describe('suspending from /admin/users', () => {
  it('asks for a reason, sends it, and shows the member suspended', async () => {
    const user = buildAdminUser({ id: 'u-1', full_name: 'Bilal Ahmed' });
    const { spy, server } = renderUsersPage([user], {
      'POST /api/admin/users/u-1/suspension': () => {
        server.rows = [{ ...user, suspension: { at: '2026-11-26T10:00:00.000Z', reason: 'Scam messages' } }];
        return json({ user_id: 'u-1', suspended: true, changed: true });
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Suspend Bilal Ahmed' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suspend Bilal Ahmed?' });
    // No reason: refused here, nothing sent.
    fireEvent.click(screen.getByRole('button', { name: 'Suspend' }));
    expect(await screen.findByText('Please give a reason for the suspension')).toBeTruthy();
    expect(bodiesOf(spy, 'POST')).toEqual([]);
    fireEvent.change(screen.getByRole('textbox', { name: /Reason/ }), { target: { value: 'Scam messages' } });
    fireEvent.click(screen.getByRole('button', { name: 'Suspend' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Bilal Ahmed is suspended'));
    expect(bodiesOf(spy, 'POST')).toEqual([
      { path: '/api/admin/users/u-1/suspension', body: JSON.stringify({ reason: 'Scam messages' }) },
    ]);
    await waitFor(() => expect(dialog.isConnected).toBe(false));
    expect(await screen.findByText('Suspended')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reinstate Bilal Ahmed' })).toBeTruthy();
  });

  it('reinstates after a confirmation; a refusal keeps the dialog open and says why', async () => {
    const user = buildAdminUser({
      id: 'u-2',
      full_name: 'Sara Malik',
      suspension: { at: '2026-11-26T10:00:00.000Z', reason: 'Fake photos' },
    });
    renderUsersPage([user], {
      'DELETE /api/admin/users/u-2/suspension': () =>
        json({ error: { code: 'NOT_FOUND', message: 'User not found' } }, 404),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Reinstate Sara Malik' }));
    expect(await screen.findByText(/They were suspended for: Fake photos/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Reinstate' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Failed to reinstate the member', {
        description: 'User not found',
      }),
    );
    expect(screen.getByRole('dialog', { name: 'Reinstate Sara Malik?' })).toBeTruthy();
  });

  it('offers no suspension for staff', async () => {
    renderUsersPage([buildAdminUser({ id: 'u-3', full_name: 'Mod Erator', role: 'moderator' })], {});
    expect(await screen.findByText('Mod Erator')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Suspend Mod Erator' })).toBeNull();
  });
});
