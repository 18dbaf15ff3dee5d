import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import type { TSignIn } from '../../shared/auth/auth-contract';
import type { TMe } from '../../shared/profiles/profile-contract';
import type { TRole } from '../../shared/roles';
import { ApiError, ME_QUERY_KEY } from './api-client';
import { meQueryOptions, postSignIn, postSignOut, postSignUp, type SignUpInput } from './auth-api';

export type AuthContextValue = {
  user: TMe['user'] | null;
  role: TRole | null;
  /** 'guardian': a guardian account (issue 23 item 5), which sees the guardian's screens only. */
  accountKind: TMe['account_kind'] | null;
  profile: TMe['profile'];
  completion: number;
  /** True until the first session answer arrives (spec §4 "Auth loading"). */
  loading: boolean;
  /**
   * Throws ApiError; the caller shows the toast. Resolves once the new session is loaded, saying
   * whether it is the member's first (greeted as a welcome, not 'Welcome back!').
   */
  signIn: (input: TSignIn) => Promise<{ firstSignIn: boolean }>;
  /** Throws ApiError. Creates the account only: no session until the e-mail is verified. */
  signUp: (input: SignUpInput) => Promise<void>;
  /** Never throws: on failure the local session is dropped anyway; then goes to /. */
  signOut: () => Promise<void>;
  /**
   * True from the moment the session is dropped until the move to / is done: guards wait instead of
   * sending the member, now a visitor, to /auth first (require-auth.tsx).
   */
  signingOut: boolean;
  refresh: () => Promise<void>;
};

const AuthContext = createContext<AuthContextValue | null>(null);

/** Must sit inside the router (signOut navigates) and inside QueryClientProvider. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { t } = useTranslation();
  const me = useQuery(meQueryOptions);
  const data: TMe | null = me.data ?? null;
  // The location sign-out began at: signing out lasts until the router has moved on from it (the
  // router shows / in a transition, after the dropped session has rendered).
  const location = useLocation();
  const [signingOutAt, setSigningOutAt] = useState<string | null>(null);
  if (signingOutAt !== null && signingOutAt !== location.key) setSigningOutAt(null);
  const signingOut = signingOutAt !== null;

  const refresh = useCallback(async () => {
    await queryClient.fetchQuery({ ...meQueryOptions, staleTime: 0 });
  }, [queryClient]);

  const signIn = useCallback(
    async (input: TSignIn) => {
      const answer = await postSignIn(input);
      await refresh();
      return { firstSignIn: answer.first_sign_in === true };
    },
    [refresh],
  );

  const signUp = useCallback(async (input: SignUpInput) => {
    await postSignUp(input);
  }, []);

  const signOut = useCallback(async () => {
    // Loaded on use: the toast library is not part of a visitor's first download.
    const { toast } = await import('sonner');
    try {
      await postSignOut();
      toast.success(t('auth.signedOut'));
    } catch (error) {
      // Spec §4: a failed sign-out still signs out locally. A 401 means the session was already gone.
      if (error instanceof ApiError && error.status === 401) toast.success(t('auth.signedOut'));
      else toast.error(t('auth.signOutNetworkError'));
    }
    // Rendered before the dropped session is (whose store update React renders first), so no guard
    // ever sees a visitor without it.
    flushSync(() => setSigningOutAt(location.key));
    queryClient.setQueryData(ME_QUERY_KEY, null);
    // Nothing cached for the previous member may leak into the next session on this device.
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== ME_QUERY_KEY[0] });
    try {
      await navigate('/');
    } catch {
      setSigningOutAt(null);
    }
  }, [location.key, navigate, queryClient, t]);

  const value = useMemo<AuthContextValue>(
    () => ({
      user: data?.user ?? null,
      role: data ? data.role : null,
      accountKind: data ? (data.account_kind ?? 'member') : null,
      profile: data?.profile ?? null,
      completion: data?.completion ?? 0,
      loading: me.isPending,
      signIn,
      signUp,
      signOut,
      signingOut,
      refresh,
    }),
    [data, me.isPending, signIn, signUp, signOut, signingOut, refresh],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const context = useContext(AuthContext);
  if (!context) throw new Error('useAuth must be used within an AuthProvider');
  return context;
}

/**
 * Sign Out as a button runs it: `busy` while the request runs (the guards wait on `signingOut` after
 * that), and false again if the member stays (e.g. the move to / failed).
 */
export function useSignOutAction(): { busy: boolean; signOut: () => Promise<void> } {
  const { signOut } = useAuth();
  const [busy, setBusy] = useState(false);
  const run = useCallback(async () => {
    setBusy(true);
    try {
      await signOut();
    } finally {
      setBusy(false);
    }
  }, [signOut]);
  return { busy, signOut: run };
}
