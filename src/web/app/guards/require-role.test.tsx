// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildMe, renderWithApp } from '../../test/render-with-app';
import { RequireRole } from './require-role';

const protectedPage = (
  <RequireRole role="admin">
    <h1>Dashboard</h1>
  </RequireRole>
);
const authRoute = [{ path: '/auth', element: <h1>Auth page</h1> }];

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('RequireRole', () => {
  it('shows Access Denied with the required and the current role to a plain member', async () => {
    renderWithApp(protectedPage, { me: buildMe({ role: 'user' }), path: '/admin', routes: authRoute });
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeTruthy();
    expect(
      screen.getByText("You don't have permission to access this page. Required role: admin"),
    ).toBeTruthy();
    expect(screen.getByText('Your current role: user')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Go Back' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Dashboard' })).toBeNull();
  });

  it('lets an admin through', async () => {
    renderWithApp(protectedPage, { me: buildMe({ role: 'admin' }), path: '/admin' });
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeTruthy();
  });

  it('denies a moderator an admin page, naming both roles', async () => {
    renderWithApp(protectedPage, { me: buildMe({ role: 'moderator' }), path: '/admin' });
    expect(await screen.findByText('Your current role: moderator')).toBeTruthy();
  });

  it('sends a signed-out visitor to /auth', async () => {
    renderWithApp(protectedPage, { me: null, path: '/admin', routes: authRoute });
    expect(await screen.findByRole('heading', { name: 'Auth page' })).toBeTruthy();
  });

  it("says 'Verifying access...' while the session loads", async () => {
    vi.stubGlobal('fetch', () => new Promise<Response>(() => undefined));
    renderWithApp(protectedPage, { path: '/admin' });
    expect(await screen.findByText('Verifying access...')).toBeTruthy();
  });
});
