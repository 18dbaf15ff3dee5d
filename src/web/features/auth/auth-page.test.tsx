// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadNamespace } from '../../lib/i18n';
import { buildMe, buildOwnProfile, renderWithApp } from '../../test/render-with-app';
import { json, stubApi } from '../../test/stub-api';
import { AuthPage } from './auth-page';

const toastMock = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }));
vi.mock('sonner', () => ({ toast: toastMock }));

beforeAll(async () => {
  await loadNamespace('auth', { en: () => import('./i18n/en.json') });
});

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  vi.unstubAllGlobals();
});

const routes = [
  { path: '/complete-profile', element: <p>complete profile page</p> },
  { path: '/', element: <p>home page</p> },
];
const withBasics = buildOwnProfile({
  full_name: 'Amina Yusuf',
  gender: 'female',
  date_of_birth: '1996-04-02',
});

describe('AuthPage for a signed-in member', () => {
  it('welcomes a member arriving from the verification link and sends them to /complete-profile', async () => {
    renderWithApp(<AuthPage />, { me: buildMe(), path: '/auth?verified=1', routePath: '/auth', routes });
    expect(await screen.findByText('complete profile page')).toBeTruthy();
    await waitFor(() =>
      expect(toastMock.success).toHaveBeenCalledWith('Welcome to Mithaq!', {
        id: 'email-verification',
        description: "Your e-mail is verified and you are signed in. Let's complete your profile.",
      }),
    );
  });

  it('sends a member whose profile has the basics where they were going', async () => {
    renderWithApp(<AuthPage />, { me: buildMe({ profile: withBasics }), path: '/auth', routes });
    expect(await screen.findByText('home page')).toBeTruthy();
    expect(toastMock.success).not.toHaveBeenCalled();
  });

  it('sends a member without a gender or date of birth to /complete-profile', async () => {
    const partial = buildOwnProfile({ full_name: 'Amina Yusuf' });
    renderWithApp(<AuthPage />, { me: buildMe({ profile: partial }), path: '/auth', routes });
    expect(await screen.findByText('complete profile page')).toBeTruthy();
  });
});

describe('AuthPage for staff', () => {
  it('sends an admin without a profile where they were going, not to /complete-profile', async () => {
    renderWithApp(<AuthPage />, { me: buildMe({ role: 'admin' }), path: '/auth', routes });
    expect(await screen.findByText('home page')).toBeTruthy();
  });
});

describe('AuthPage while the session loads', () => {
  it('waits for the session before greeting the member the link signed in', async () => {
    stubApi({ 'GET /api/me': () => json(buildMe()) });
    renderWithApp(<AuthPage />, { path: '/auth?verified=1', routePath: '/auth', routes });
    expect(await screen.findByText('complete profile page')).toBeTruthy();
    await waitFor(() => expect(toastMock.success).toHaveBeenCalledTimes(1));
    expect(toastMock.success).toHaveBeenCalledWith('Welcome to Mithaq!', expect.anything());
  });
});
