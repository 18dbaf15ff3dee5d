import { queryOptions } from '@tanstack/react-query';
import type { TSignedIn, TSignIn, TSignUp } from '../../shared/auth/auth-contract';
import type { TMe } from '../../shared/profiles/profile-contract';
import { NO_SESSION, SESSION_HINT_META } from '../../shared/session-hint';
import { api, ApiError, ME_QUERY_KEY } from './api-client';

/**
 * True once, on the page's first question, when the server said the page came without a session
 * cookie (src/shared/session-hint.ts): then nobody can be signed in and /api/me need not be asked.
 * Later questions (after signing in, on refetch) always go to the server.
 */
let pageHasNoSession =
  typeof document !== 'undefined' &&
  document.querySelector(`meta[name="${SESSION_HINT_META}"]`)?.getAttribute('content') === NO_SESSION;

/** GET /api/me; a 401 means "signed out", which is an answer, not an error. */
export async function fetchMe(): Promise<TMe | null> {
  if (pageHasNoSession) {
    pageHasNoSession = false;
    return null;
  }
  try {
    const me = await api.get<TMe>('/api/me');
    return { ...me, role: me.role ?? 'user' };
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export const meQueryOptions = queryOptions({
  queryKey: ME_QUERY_KEY,
  queryFn: fetchMe,
  staleTime: 60_000,
});

/** What better-auth's sign-up takes: the form's fields without the confirmation. */
export type SignUpInput = Omit<TSignUp, 'confirmPassword'>;

export function postSignIn(input: TSignIn): Promise<TSignedIn> {
  return api.post<TSignedIn>('/api/auth/sign-in/email', input);
}

/** No session comes back: the address must be verified first; the e-mailed link returns to /auth?verified=1. */
export function postSignUp(input: SignUpInput): Promise<unknown> {
  return api.post('/api/auth/sign-up/email', { ...input, callbackURL: '/auth?verified=1' });
}

/** Always answers the same, whether or not the address has an account waiting (no hint either way). */
export function postResendVerification(email: string): Promise<unknown> {
  return api.post('/api/auth/send-verification-email', { email, callbackURL: '/auth?verified=1' });
}

export function postSignOut(): Promise<unknown> {
  return api.post('/api/auth/sign-out', {});
}
