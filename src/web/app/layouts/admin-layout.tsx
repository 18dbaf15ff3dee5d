import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { hasRole } from '../../../shared/roles';
import { PageLoading } from '../../components/ui/page-loading';
import { useAuth } from '../../lib/auth';
import { AdminAccessDenied } from '../guards/admin-access-denied';
import { RequireRole } from '../guards/require-role';
import { AdminBreadcrumbs } from './admin-breadcrumbs';
import { AdminHeader } from './admin-header';
import { MainContent } from './main-content';

/**
 * Every /admin route (spec §2 "all require role admin, shown without navigation or footer"): the admin
 * header and the breadcrumbs, then the page. Loaded with the 'admin' namespace (app/router.tsx).
 * The guard decides what the page area shows; the admin chrome is only for those it lets through, so a
 * refused member sees the refusal alone, with nothing of the admin area around it.
 */
export function AdminLayout() {
  const { t } = useTranslation('admin');
  const { user, role, signOut } = useAuth();
  const [signingOut, setSigningOut] = useState(false);
  const admitted = user !== null && hasRole(role, 'admin');

  // Sign Out drops the session, then goes to / (spec). The session can be gone here a moment before
  // the new page is: the guard would then send the admin to /auth, so it is not asked any more. The
  // layout leaves with the page, which ends this state too.
  async function onSignOut() {
    setSigningOut(true);
    await signOut();
  }

  return (
    <>
      {admitted ? <AdminHeader signingOut={signingOut} onSignOut={onSignOut} /> : null}
      <MainContent className="bg-muted/30">
        {admitted ? <AdminBreadcrumbs /> : null}
        {signingOut && !user ? (
          <PageLoading label={t('shell.signingOut')} />
        ) : (
          <RequireRole role="admin" denied={(currentRole) => <AdminAccessDenied currentRole={currentRole} />}>
            <Outlet />
          </RequireRole>
        )}
      </MainContent>
    </>
  );
}
