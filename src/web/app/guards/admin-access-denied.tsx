import { House, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { TRole } from '../../../shared/roles';
import { Button } from '../../components/ui/button';
import { useAuth } from '../../lib/auth';
import { AccessDenied, AccessDeniedCard, GoBackButton } from './access-denied';

type TAdminRefusal = 'dashboard' | 'cms' | 'page';

/**
 * Which refusal a signed-in non-admin gets in the admin area (spec §2): /admin says it is the
 * dashboard and offers Go Home; /admin/cms shows debug info, Refresh Permissions and Go Back; every
 * other admin route has the access guard's own screen (required role, current role, Go Back).
 */
export function adminRefusalFor(pathname: string): TAdminRefusal {
  const path = pathname.replace(/\/+$/, '');
  if (path === '/admin') return 'dashboard';
  if (path === '/admin/cms') return 'cms';
  return 'page';
}

/** The admin area's Access Denied screens. Needs the 'admin' namespace (loaded with the admin layout). */
export function AdminAccessDenied({
  currentRole,
  requiredRole = 'admin',
}: {
  currentRole: TRole | null;
  /** The moderation screens need only the moderator role (app/layouts/admin-access.ts). */
  requiredRole?: TRole;
}) {
  const { pathname } = useLocation();
  const refusal = adminRefusalFor(pathname);
  if (refusal === 'dashboard') return <DashboardDenied />;
  if (refusal === 'cms') return <CmsDenied currentRole={currentRole} />;
  return <AccessDenied requiredRole={requiredRole} currentRole={currentRole} />;
}

function DashboardDenied() {
  const { t } = useTranslation('admin');
  return (
    <AccessDeniedCard>
      <p className="text-muted-foreground">{t('denied.dashboard')}</p>
      <Button asChild variant="outline">
        <Link to="/">
          <House aria-hidden="true" />
          {t('denied.goHome')}
        </Link>
      </Button>
    </AccessDeniedCard>
  );
}

type RefreshState = 'idle' | 'busy' | 'unchanged' | 'failed';

/**
 * Debug info says who the app thinks is signed in and with which role. Refresh Permissions reads the
 * session again: a role granted meanwhile lets the guard through at once; otherwise it says so.
 */
function CmsDenied({ currentRole }: { currentRole: TRole | null }) {
  const { t } = useTranslation('admin');
  const { t: tc } = useTranslation();
  const { user, refresh } = useAuth();
  const [state, setState] = useState<RefreshState>('idle');
  const role = tc(`roles.${currentRole ?? 'none'}`);

  async function onRefresh() {
    setState('busy');
    try {
      await refresh();
      setState('unchanged');
    } catch {
      setState('failed');
    }
  }

  return (
    <AccessDeniedCard>
      <section
        aria-labelledby="cms-denied-debug"
        className="w-full rounded-md border border-border bg-muted/40 p-3 text-start text-sm"
      >
        <h2 id="cms-denied-debug" className="mb-2 font-semibold">
          {t('denied.debugTitle')}
        </h2>
        <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1">
          <dt className="text-muted-foreground">{t('denied.email')}</dt>
          <dd className="break-all">{user?.email}</dd>
          <dt className="text-muted-foreground">{t('denied.userId')}</dt>
          <dd className="font-mono text-xs leading-5 break-all">{user?.id}</dd>
          <dt className="text-muted-foreground">{t('denied.currentRole')}</dt>
          <dd>{role}</dd>
          <dt className="text-muted-foreground">{t('denied.requiredRole')}</dt>
          <dd>{tc('roles.admin')}</dd>
        </dl>
      </section>
      <p role="status" className="text-sm text-muted-foreground">
        {state === 'unchanged' ? t('denied.stillDenied', { role }) : null}
        {state === 'failed' ? t('denied.refreshFailed') : null}
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        <Button busy={state === 'busy'} onClick={() => void onRefresh()}>
          {state === 'busy' ? null : <RefreshCw aria-hidden="true" />}
          {t('denied.refresh')}
        </Button>
        <GoBackButton />
      </div>
    </AccessDeniedCard>
  );
}
