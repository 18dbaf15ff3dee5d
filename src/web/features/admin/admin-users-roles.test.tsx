// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ADMIN_TEXTS } from '../../../shared/admin/admin-contract';
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

const calls = (spy: ReturnType<typeof stubApi>, method: string, path: string) =>
  spy.mock.calls.filter(
    ([url, init]) =>
      (init?.method ?? 'GET') === method && new URL(String(url), 'http://localhost').pathname === path,
  );

function deferred() {
  let resolve!: (response: Response) => void;
  const promise = new Promise<Response>((r) => (resolve = r));
  return { promise, resolve };
}

const rowOf = (name: string) => screen.getByRole('rowheader', { name: new RegExp(name) }).closest('tr')!;
const roleSelect = (name: string) =>
  screen.getByRole('combobox', { name: `Role for ${name}` }) as HTMLSelectElement;

describe('role changes on /admin/users', () => {
  it('is optimistic, locks the row with a spinner while saving, then says "Role updated to moderator"', async () => {
    const answer = deferred();
    const { spy, server } = renderUsersPage([buildAdminUser()], {
      'PUT /api/admin/users/u-1/role': () => answer.promise,
    });
    await screen.findByText('Amina Khan');
    fireEvent.change(roleSelect('Amina Khan'), { target: { value: 'moderator' } });

    await waitFor(() => expect(roleSelect('Amina Khan').disabled).toBe(true));
    expect(roleSelect('Amina Khan').value).toBe('moderator');
    const row = rowOf('Amina Khan');
    expect(row.getAttribute('aria-busy')).toBe('true');
    expect(within(row).getByRole('status').textContent).toBe('Saving role...');
    expect(within(row).getAllByText('moderator').length).toBeGreaterThan(0);
    const put = calls(spy, 'PUT', '/api/admin/users/u-1/role')[0];
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ role: 'moderator' });

    const getsBefore = calls(spy, 'GET', '/api/admin/users').length;
    server.rows = [buildAdminUser({ role: 'moderator' })];
    answer.resolve(json({ user_id: 'u-1', role: 'moderator', changed: true }));
    await waitFor(() => expect(roleSelect('Amina Khan').disabled).toBe(false));
    expect(toast.success).toHaveBeenCalledWith('Role updated to moderator');
    expect(rowOf('Amina Khan').getAttribute('aria-busy')).toBeNull();
    await waitFor(() => expect(calls(spy, 'GET', '/api/admin/users').length).toBeGreaterThan(getsBefore));
    expect(roleSelect('Amina Khan').value).toBe('moderator');
  });

  it("on failure says 'Failed to update role' with the server's reason and reloads the list", async () => {
    const { spy } = renderUsersPage(
      [buildAdminUser({ id: 'admin-1', full_name: 'Me Myself', role: 'admin' })],
      {
        'PUT /api/admin/users/admin-1/role': () =>
          json({ error: { code: 'OWN_ROLE', message: 'You cannot change your own role.' } }, 409),
      },
    );
    await screen.findByText('Me Myself');
    const getsBefore = calls(spy, 'GET', '/api/admin/users').length;
    fireEvent.change(roleSelect('Me Myself'), { target: { value: 'user' } });
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(ADMIN_TEXTS.roleUpdateFailed, {
        description: 'You cannot change your own role.',
      }),
    );
    await waitFor(() => expect(calls(spy, 'GET', '/api/admin/users').length).toBeGreaterThan(getsBefore));
    expect(roleSelect('Me Myself').value).toBe('admin');
    expect(roleSelect('Me Myself').disabled).toBe(false);
    expect(toast.success).not.toHaveBeenCalled();
  });

  it("on a server failure says only 'Failed to update role'", async () => {
    renderUsersPage([buildAdminUser()], {
      'PUT /api/admin/users/u-1/role': () => json({ error: { code: 'INTERNAL', message: 'boom' } }, 500),
    });
    await screen.findByText('Amina Khan');
    fireEvent.change(roleSelect('Amina Khan'), { target: { value: 'admin' } });
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(ADMIN_TEXTS.roleUpdateFailed, undefined));
    await waitFor(() => expect(roleSelect('Amina Khan').value).toBe('user'));
  });
});

describe('Make Admin on /admin/users', () => {
  const emailField = () => screen.getByRole('textbox', { name: 'Email address' }) as HTMLInputElement;
  const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Make Admin' }));

  it("refuses an empty or blank address with 'Please enter an email address', sending nothing", async () => {
    const { spy } = renderUsersPage([buildAdminUser()], {});
    await screen.findByText('Amina Khan');
    submit();
    expect(await screen.findByText(ADMIN_TEXTS.enterEmail)).toBeTruthy();
    fireEvent.change(emailField(), { target: { value: '   ' } });
    submit();
    await waitFor(() => expect(emailField().getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText(ADMIN_TEXTS.enterEmail)).toBeTruthy();
    expect(calls(spy, 'POST', '/api/admin/admins')).toHaveLength(0);
  });

  it("says 'Failed to assign admin role' with the server's reason for an unknown e-mail", async () => {
    const reason =
      'No account uses this e-mail address. Nothing was changed: the person needs to sign up first.';
    renderUsersPage([buildAdminUser()], {
      'POST /api/admin/admins': () => json({ error: { code: 'NOT_FOUND', message: reason } }, 404),
    });
    await screen.findByText('Amina Khan');
    fireEvent.change(emailField(), { target: { value: 'nobody@example.com' } });
    submit();
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(ADMIN_TEXTS.adminAssignFailed, { description: reason }),
    );
    expect(screen.getByText(reason)).toBeTruthy();
    expect(emailField().value).toBe('nobody@example.com');
  });

  it("grants admin by e-mail: 'Admin role assigned successfully', the field cleared and the list reloaded", async () => {
    const { spy } = renderUsersPage([buildAdminUser()], {
      'POST /api/admin/admins': () => json({ user_id: 'u-1', role: 'admin', changed: true }),
    });
    await screen.findByText('Amina Khan');
    const getsBefore = calls(spy, 'GET', '/api/admin/users').length;
    fireEvent.change(emailField(), { target: { value: '  amina@example.com ' } });
    submit();
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(ADMIN_TEXTS.adminAssigned));
    const [post] = calls(spy, 'POST', '/api/admin/admins');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ email: 'amina@example.com' });
    await waitFor(() => expect(emailField().value).toBe(''));
    await waitFor(() => expect(calls(spy, 'GET', '/api/admin/users').length).toBeGreaterThan(getsBefore));
  });
});
