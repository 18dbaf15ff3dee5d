import { queryOptions } from '@tanstack/react-query';
import type { TRole } from '../../shared/roles';
import { NO_SESSION, SESSION_HINT_META } from '../../shared/session-hint';
import { api, ApiError, ME_QUERY_KEY } from './api-client';

export type MeUser = { id: string; email: string; name: string; email_verified: boolean; created_at: string };
export type MeProfile = { full_name: string | null; profile_photo_url: string | null } & Record<
  string,
  unknown
>;
export type Me = { user: MeUser; role: TRole; profile: MeProfile | null; completion: number };

/**
 * True once, on the page's first question, when the server said the page came without a session
 * cookie (src/shared/session-hint.ts): then nobody can be signed in and /api/me need not be asked.
 * Later questions (after signing in, on refetch) always go to the server.
 */
let pageHasNoSession =
  typeof document !== 'undefined' &&
  document.querySelector(`meta[name="${SESSION_HINT_META}"]`)?.getAttribute('content') === NO_SESSION;

/** GET /api/me; a 401 means "signed out", which is an answer, not an error. */
export async function fetchMe(): Promise<Me | null> {
  if (pageHasNoSession) {
    pageHasNoSession = false;
    return null;
  }
  try {
    const me = await api.get<Me>('/api/me');
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

export type SignInInput = { email: string; password: string };
export type SignUpInput = { name: string; email: string; password: string };

export function postSignIn(input: SignInInput): Promise<unknown> {
  return api.post('/api/auth/sign-in/email', input);
}

/** No session comes back: the address must be verified first; the e-mailed link returns to /auth?verified=1. */
export function postSignUp(input: SignUpInput): Promise<unknown> {
  return api.post('/api/auth/sign-up/email', { ...input, callbackURL: '/auth?verified=1' });
}

export function postSignOut(): Promise<unknown> {
  return api.post('/api/auth/sign-out', {});
}
