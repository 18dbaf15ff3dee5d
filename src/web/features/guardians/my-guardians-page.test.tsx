// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TGuardianship } from '../../../shared/safety/guardian-contract';
import { loadNamespace } from '../../lib/i18n';
import { buildMe, renderWithApp } from '../../test/render-with-app';
import { json, stubApi } from '../../test/stub-api';
import { buildAccess, buildGuardianship } from './guardian-test-data';
import { MyGuardiansPage } from './my-guardians-page';

const toastMock = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }));
vi.mock('sonner', () => ({ toast: toastMock }));

beforeAll(async () => {
  await loadNamespace('guardians', { en: () => import('./i18n/en.json') });
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  vi.unstubAllGlobals();
});

const emptyAccess = () => json({ items: [], total: 0, page: 1, page_size: 20 });

function renderPage(guardians: TGuardianship[], extra: Parameters<typeof stubApi>[0] = {}) {
  const spy = stubApi({
    'GET /api/me/guardians': () => json({ guardians, max: 3 }),
    'GET /api/me/guardians/access': emptyAccess,
    'GET /api/guardian/wards': () => json({ wards: [] }),
    ...extra,
  });
  renderWithApp(<MyGuardiansPage />, { me: buildMe(), path: '/guardians' });
  return spy;
}

const bodyOf = (spy: ReturnType<typeof stubApi>, method: string) =>
  JSON.parse(String(spy.mock.calls.find(([, init]) => init?.method === method)?.[1]?.body)) as unknown;

describe('MyGuardiansPage', () => {
  it('shows the empty states, then lists each guardian with its status', async () => {
    renderPage([]);
    expect(screen.getByRole('heading', { level: 1, name: 'Your guardians (wali)' })).toBeTruthy();
    expect(await screen.findByText('No guardians yet')).toBeTruthy();
    expect(await screen.findByText('Your guardians have not read anything yet.')).toBeTruthy();
    cleanup();
    renderPage([
      buildGuardianship({ id: 'g1', name: 'Yusuf', status: 'active', confirmed_at: '2026-11-21T10:00:00Z' }),
      buildGuardianship({ id: 'g2', name: 'Hamza', relationship: 'uncle', expired: true }),
    ]);
    const list = await screen.findByRole('list', { name: 'Your guardians' });
    expect(within(list).getByText('Active')).toBeTruthy();
    expect(within(list).getByText('Invitation expired')).toBeTruthy();
    expect(within(list).getByText('Uncle')).toBeTruthy();
  });

  it('checks the invitation with the shared schema, sends it, and puts the server’s field refusals under the field', async () => {
    let refuse = true;
    const spy = renderPage([], {
      'POST /api/me/guardians': () =>
        refuse
          ? json(
              {
                error: {
                  code: 'GUARDIAN_EXISTS',
                  message: 'You have already invited this address.',
                  fields: { email: 'You have already invited this address' },
                },
              },
              409,
            )
          : json({ guardianship: buildGuardianship({ email: 'dad@example.com' }) }, 201),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText("Enter the guardian's first name")).toBeTruthy();
    expect(screen.getByText('Choose how this person is related to you')).toBeTruthy();
    expect(spy.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);

    fireEvent.change(screen.getByLabelText(/Their e-mail address/), { target: { value: 'dad@example.com' } });
    fireEvent.change(screen.getByLabelText(/Their first name/), { target: { value: 'Yusuf' } });
    fireEvent.change(screen.getByLabelText(/Relationship/), { target: { value: 'father' } });
    fireEvent.click(screen.getByRole('checkbox', { name: /weekly summary/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('You have already invited this address')).toBeTruthy();
    expect(bodyOf(spy, 'POST')).toEqual({
      email: 'dad@example.com',
      name: 'Yusuf',
      relationship: 'father',
      weekly_summary: true,
    });
    refuse = false;
    fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(toastMock.success).toHaveBeenCalledWith('Invitation sent to dad@example.com'));
  });

  it('confirms a guardian who accepted', async () => {
    const spy = renderPage([buildGuardianship({ status: 'accepted', accepted_at: '2026-11-21T10:00:00Z' })], {
      'POST /api/me/guardians/g1/confirm': () =>
        json({ guardianship: buildGuardianship({ status: 'active' }) }),
    });
    expect(await screen.findByText(/Yusuf accepted your invitation/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm Yusuf' }));
    await waitFor(() =>
      expect(toastMock.success).toHaveBeenCalledWith('Yusuf can now read your conversations'),
    );
    expect(spy.mock.calls.some(([url]) => String(url).endsWith('/api/me/guardians/g1/confirm'))).toBe(true);
  });

  it('revokes after a confirm dialog whose focus starts on Cancel', async () => {
    const spy = renderPage([buildGuardianship({ status: 'active' })], {
      'DELETE /api/me/guardians/g1': () => json({ guardianship: buildGuardianship({ status: 'revoked' }) }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Revoke Yusuf' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Revoke Yusuf?' });
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    await waitFor(() =>
      expect(toastMock.success).toHaveBeenCalledWith('Yusuf can no longer read your conversations'),
    );
    expect(spy.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(true);
  });

  it('shows what the guardians read, page by page', async () => {
    renderPage([buildGuardianship({ status: 'active' })], {
      'GET /api/me/guardians/access': (init) => {
        void init;
        return json({
          items: [buildAccess(), buildAccess({ id: 'a2', kind: 'live', connection: null })],
          total: 25,
          page: 1,
          page_size: 20,
        });
      },
    });
    const log = await screen.findByRole('list', { name: 'What your guardians read' });
    expect(within(log).getByText('Yusuf read your conversation with Bilal Haddad')).toBeTruthy();
    expect(within(log).getByText('Yusuf followed your conversations live')).toBeTruthy();
    expect(screen.getByText('Page 1 of 2')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Older' }));
    expect(await screen.findByText('Page 2 of 2')).toBeTruthy();
  });
});
