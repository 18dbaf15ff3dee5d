// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TAccountState } from '../../../shared/account/account-contract';
import { loadNamespace } from '../../lib/i18n';
import { buildMe, renderWithApp } from '../../test/render-with-app';
import { json, stubApi } from '../../test/stub-api';
import { AccountPage } from './account-page';

const toastMock = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }));
vi.mock('sonner', () => ({ toast: toastMock }));

beforeAll(async () => {
  await loadNamespace('account', { en: () => import('./i18n/en.json') });
});

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  vi.unstubAllGlobals();
});

const ACTIVE: TAccountState = { paused: false, paused_at: null, deletion_scheduled_at: null };
const PAUSED: TAccountState = {
  paused: true,
  paused_at: '2026-11-20T10:00:00.000Z',
  deletion_scheduled_at: null,
};
const LEAVING: TAccountState = { ...ACTIVE, deletion_scheduled_at: '2026-12-11T10:00:00.000Z' };

function renderPage(account: TAccountState = ACTIVE) {
  renderWithApp(<AccountPage />, {
    me: buildMe({ account }),
    path: '/account',
    routes: [
      { path: '/', element: <p>Home page</p> },
      { path: '/auth', element: <p>Sign in page</p> },
    ],
  });
}

const callsTo = (spy: ReturnType<typeof stubApi>, method: string, path: string) =>
  spy.mock.calls.filter(([url, init]) => String(url) === path && (init?.method ?? 'GET') === method);

describe('AccountPage', () => {
  it('pauses and unpauses the profile with a labelled switch', async () => {
    const spy = stubApi({
      'POST /api/me/pause': () => json(PAUSED),
      'DELETE /api/me/pause': () => json(ACTIVE),
    });
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Account' })).toBeTruthy();
    const toggle = screen.getByRole('switch', { name: 'Profile paused' });
    expect(toggle.getAttribute('aria-checked')).toBe('false');

    fireEvent.click(toggle);
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('true'));
    expect(toastMock.success).toHaveBeenCalledWith('Your profile is paused');
    expect(await screen.findByText('Paused since November 20, 2026')).toBeTruthy();

    fireEvent.click(toggle);
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('false'));
    expect(callsTo(spy, 'POST', '/api/me/pause')).toHaveLength(1);
    expect(callsTo(spy, 'DELETE', '/api/me/pause')).toHaveLength(1);
  });

  it('asks for the password before deleting, shows a wrong one under the field, then schedules', async () => {
    let attempts = 0;
    const spy = stubApi({
      'DELETE /api/me': () =>
        ++attempts === 1
          ? json(
              {
                error: {
                  code: 'WRONG_PASSWORD',
                  message: 'That password is not right.',
                  fields: { password: 'That password is not right.' },
                },
              },
              403,
            )
          : json(LEAVING),
    });
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete your account?' });
    expect(dialog.textContent).toContain('14 days');
    expect(document.activeElement?.textContent).toBe('Cancel');

    const submit = screen.getAllByRole('button', { name: 'Delete my account' }).at(-1)!;
    fireEvent.click(submit);
    expect(await screen.findByText('This field is required.')).toBeTruthy();
    expect(callsTo(spy, 'DELETE', '/api/me')).toHaveLength(0);

    const password = screen.getByLabelText(/Your password/);
    fireEvent.change(password, { target: { value: 'wrong' } });
    fireEvent.click(submit);
    expect(await screen.findByText('That password is not right.')).toBeTruthy();

    fireEvent.change(password, { target: { value: 'right-password' } });
    fireEvent.click(submit);
    expect(await screen.findByText('Home page')).toBeTruthy();
    const last = callsTo(spy, 'DELETE', '/api/me').at(-1)!;
    expect(JSON.parse(String(last[1]?.body))).toEqual({ password: 'right-password' });
    expect(toastMock.success).toHaveBeenCalledWith(
      'Your account will be deleted on December 11, 2026. We sent you an e-mail.',
    );
  });

  it('shows a scheduled deletion with Keep my account, and keeps it', async () => {
    const spy = stubApi({ 'DELETE /api/me/deletion': () => json(ACTIVE) });
    renderPage(LEAVING);
    expect(screen.getByRole('heading', { name: 'Your account will be deleted' })).toBeTruthy();
    expect(screen.getByText(/erased on December 11, 2026/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete my account' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Keep my account' }));
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Your account will be deleted' })).toBeNull(),
    );
    expect(callsTo(spy, 'DELETE', '/api/me/deletion')).toHaveLength(1);
    expect(toastMock.success).toHaveBeenCalledWith('Your account is kept. Welcome back.');
    expect(screen.getByRole('button', { name: 'Delete my account' })).toBeTruthy();
  });

  it('downloads the archive, and says why when the server refuses', async () => {
    let refused = false;
    stubApi({
      'GET /api/me/export': () =>
        refused
          ? json(
              { error: { code: 'RATE_LIMITED', message: 'You can download your data 3 times an hour.' } },
              429,
            )
          : new Response('zip', {
              headers: { 'content-disposition': 'attachment; filename="mithaq-data-2026-11-27.zip"' },
            }),
    });
    const created = vi.fn(() => 'blob:archive');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Download my data' }));
    await waitFor(() =>
      expect(toastMock.success).toHaveBeenCalledWith('Your data was downloaded (mithaq-data-2026-11-27.zip)'),
    );
    expect(created).toHaveBeenCalledTimes(1);
    expect(click).toHaveBeenCalledTimes(1);

    refused = true;
    fireEvent.click(screen.getByRole('button', { name: 'Download my data' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Failed to download your data: You can download your data 3 times an hour.',
    );
    click.mockRestore();
  });

  it('signs out of all devices and leaves for the sign-in page', async () => {
    const spy = stubApi({ 'DELETE /api/me/sessions': () => json({ ended: 3 }) });
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Sign out of all devices' }));
    expect(await screen.findByText('Sign in page')).toBeTruthy();
    expect(callsTo(spy, 'DELETE', '/api/me/sessions')).toHaveLength(1);
    expect(toastMock.success).toHaveBeenCalledWith('You were signed out of all devices');
  });
});
