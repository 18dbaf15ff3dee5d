import { useState } from 'react';
import { Outlet, useMatches } from 'react-router';
import { hasRole } from '../../../shared/roles';
import { useAuth } from '../../lib/auth';
import { AdminAccessDenied } from '../guards/admin-access-denied';
import { RequireRole } from '../guards/require-role';
import { requiredAdminRole } from './admin-access';
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
  const { user, role, signOut } = useAuth();
  const [signingOut, setSigningOut] = useState(false);
  // The moderation screens let moderators in too (admin-access.ts); the rest is the admins'.
  const required = requiredAdminRole(useMatches());
  const admitted = user !== null && hasRole(role, required);

  // Sign Out drops the session, then goes to / (spec); the guard waits meanwhile (lib/auth.tsx
  // signingOut). This state only keeps the menu button busy while the request runs.
  async function onSignOut() {
    setSigningOut(true);
    await signOut();
  }

  return (
    <>
      {admitted ? <AdminHeader signingOut={signingOut} onSignOut={onSignOut} /> : null}
      <MainContent className="bg-muted/30">
        {admitted ? <AdminBreadcrumbs /> : null}
        <RequireRole
          role={required}
          denied={(currentRole) => <AdminAccessDenied currentRole={currentRole} requiredRole={required} />}
        >
          <Outlet />
        </RequireRole>
      </MainContent>
    </>
  );
}
