import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import { hasRole, type TRole } from '../../../shared/roles';
import { useAuth } from '../../lib/auth';
import { PageLoading } from '../../components/ui/page-loading';
import { AccessDenied } from './access-denied';
import type { AuthRedirectState } from './require-auth';

type RequireRoleProps = {
  role: TRole;
  fallbackPath?: string;
  /** The refusal to show instead of the generic Access Denied (the admin area's own screens, spec §2). */
  denied?: (currentRole: TRole | null) => ReactNode;
  children?: ReactNode;
};

/**
 * Spec "Access guard": signed-out visitors go to the fallback (default /auth); 'Verifying access...'
 * while the session loads; members below the required level see Access Denied.
 * This only hides screens: the server refuses the data on its own.
 */
export function RequireRole({ role, fallbackPath = '/auth', denied, children }: RequireRoleProps) {
  const { t } = useTranslation();
  const { user, role: currentRole, loading, signingOut } = useAuth();
  const location = useLocation();
  // Signing out leaves for / on its own (lib/auth.tsx): no detour through /auth.
  if (loading || (signingOut && !user)) return <PageLoading label={t('guard.verifying')} />;
  if (!user) {
    const state: AuthRedirectState = { redirect: `${location.pathname}${location.search}${location.hash}` };
    return <Navigate to={fallbackPath} replace state={state} />;
  }
  if (!hasRole(currentRole, role))
    return denied ? denied(currentRole) : <AccessDenied requiredRole={role} currentRole={currentRole} />;
  return children ?? <Outlet />;
}
