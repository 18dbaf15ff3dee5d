// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadNamespace } from '../../../lib/i18n';
import { buildMe, renderWithApp } from '../../../test/render-with-app';
import { json, stubApi } from '../../../test/stub-api';
import { SignInForm } from './sign-in-form';

const toastMock = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }));
vi.mock('sonner', () => ({ toast: toastMock }));

beforeAll(async () => {
  await loadNamespace('auth', { en: () => import('../i18n/en.json') });
});

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  vi.unstubAllGlobals();
});

async function submit(onSignedIn = () => undefined) {
  renderWithApp(<SignInForm onSignedIn={onSignedIn} />, { me: null, path: '/auth' });
  fireEvent.change(await screen.findByLabelText('Email'), { target: { value: 'amina@example.com' } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret12' } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
}

const signedIn = (first: boolean) => () =>
  json({ user: { id: 'u1', email: 'amina@example.com', name: 'Amina' }, first_sign_in: first });

describe('SignInForm', () => {
  it('greets the first sign-in as a welcome', async () => {
    stubApi({ 'POST /api/auth/sign-in/email': signedIn(true), 'GET /api/me': () => json(buildMe()) });
    const onSignedIn = vi.fn();
    await submit(onSignedIn);
    await waitFor(() => expect(onSignedIn).toHaveBeenCalled());
    expect(toastMock.success).toHaveBeenCalledWith('Welcome to Mithaq!', {
      description: 'Your account is ready. Start with your profile so we can suggest good matches.',
    });
  });

  it("says 'Welcome back!' to a member who signed in before", async () => {
    stubApi({ 'POST /api/auth/sign-in/email': signedIn(false), 'GET /api/me': () => json(buildMe()) });
    await submit();
    await waitFor(() =>
      expect(toastMock.success).toHaveBeenCalledWith('Welcome back!', {
        description: 'You have successfully signed in.',
      }),
    );
  });

  it("offers 'Resend verification e-mail' after 'Email not verified', and sends it", async () => {
    const api = stubApi({
      'POST /api/auth/sign-in/email': () =>
        json({ error: { code: 'EMAIL_NOT_VERIFIED', message: 'Email not verified' } }, 403),
      'POST /api/auth/send-verification-email': () => json({ status: true }),
    });
    await submit();
    fireEvent.click(await screen.findByRole('button', { name: 'Resend verification e-mail' }));
    await waitFor(() =>
      expect(toastMock.success).toHaveBeenCalledWith('Check your email', {
        description: 'If that address is waiting to be verified, a new link is on its way.',
      }),
    );
    const resend = api.mock.calls.find(([url]) => String(url).includes('send-verification-email'));
    expect(JSON.parse(String(resend?.[1]?.body))).toEqual({
      email: 'amina@example.com',
      callbackURL: '/auth?verified=1',
    });
  });

  it('offers no resend for a wrong password', async () => {
    stubApi({
      'POST /api/auth/sign-in/email': () =>
        json({ error: { code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' } }, 401),
    });
    await submit();
    await waitFor(() => expect(toastMock.error).toHaveBeenCalled());
    expect(screen.queryByRole('button', { name: 'Resend verification e-mail' })).toBeNull();
  });
});
