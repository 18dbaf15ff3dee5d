import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useAuth } from '../../lib/auth';
import { PageLoading } from '../../components/ui/page-loading';

/** Where /auth may send the member after signing in (read by the auth page). */
export type AuthRedirectState = { redirect?: string };

type RequireAuthProps = {
  children?: ReactNode;
  fallbackPath?: string;
  /** The guardian's screens: guardian accounts are welcome (issue 23 item 5). */
  allowGuardian?: boolean;
};

/**
 * Signed-out visitors go to /auth, remembering where they were headed; a guardian account (issue 23
 * item 5) goes to its own home, /guardian, from every member screen. Renders children or the nested routes.
 */
export function RequireAuth({ children, fallbackPath = '/auth', allowGuardian = false }: RequireAuthProps) {
  const { t } = useTranslation();
  const { user, accountKind, loading, signingOut } = useAuth();
  const location = useLocation();
  // Signing out leaves for / on its own: sending the member to /auth first would win the race.
  if (loading || (signingOut && !user)) return <PageLoading label={t('loading')} />;
  if (!user) {
    const state: AuthRedirectState = { redirect: `${location.pathname}${location.search}${location.hash}` };
    return <Navigate to={fallbackPath} replace state={state} />;
  }
  if (accountKind === 'guardian' && !allowGuardian) return <Navigate to="/guardian" replace />;
  return children ?? <Outlet />;
}
