// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAuth } from '../../lib/auth';
import { buildMe, renderWithApp } from '../../test/render-with-app';
import { json, stubApi } from '../../test/stub-api';
import { RequireAuth } from './require-auth';

function ProfilePage() {
  const { signOut } = useAuth();
  return (
    <button type="button" onClick={() => void signOut()}>
      Sign Out
    </button>
  );
}

const page = (
  <RequireAuth>
    <ProfilePage />
  </RequireAuth>
);
const otherRoutes = [
  { path: '/', element: <h1>Site home</h1> },
  { path: '/auth', element: <h1>Auth page</h1> },
];

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('RequireAuth', () => {
  it('sends a visitor to /auth', async () => {
    renderWithApp(page, { me: null, path: '/profile', routes: otherRoutes });
    expect(await screen.findByRole('heading', { name: 'Auth page' })).toBeTruthy();
  });

  it('lets a member signing out from a guarded page land on /, not on /auth', async () => {
    stubApi({ 'POST /api/auth/sign-out': () => json({ success: true }) });
    renderWithApp(page, { me: buildMe(), path: '/profile', routes: otherRoutes });
    fireEvent.click(await screen.findByRole('button', { name: 'Sign Out' }));
    expect(await screen.findByRole('heading', { name: 'Site home' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Auth page' })).toBeNull();
  });
});
