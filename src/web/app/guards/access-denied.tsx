import { ShieldAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import type { TRole } from '../../../shared/roles';
import { Button } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';

type AccessDeniedProps = { requiredRole: TRole; currentRole: TRole | null };

/** Shown by RequireRole to a signed-in member whose role is too low. */
export function AccessDenied({ requiredRole, currentRole }: AccessDeniedProps) {
  const { t } = useTranslation();
  return (
    <AccessDeniedCard>
      <p className="text-muted-foreground">{t('guard.noPermission', { role: t(`roles.${requiredRole}`) })}</p>
      <p className="text-sm text-muted-foreground">
        {t('guard.currentRole', { role: t(`roles.${currentRole ?? 'none'}`) })}
      </p>
      <GoBackButton />
    </AccessDeniedCard>
  );
}

/** The frame of every refusal: the shield, the 'Access Denied' heading, then what this one says. */
export function AccessDeniedCard({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-1 items-center justify-center px-4 py-12">
      <Card className="w-full max-w-md text-center">
        <CardContent className="flex flex-col items-center gap-4 pt-8">
          <span className="grid size-12 place-items-center rounded-full bg-accent-soft text-accent-strong">
            <ShieldAlert className="size-6" aria-hidden="true" />
          </span>
          <h1 className="text-2xl font-semibold">{t('guard.accessDenied')}</h1>
          {children}
        </CardContent>
      </Card>
    </div>
  );
}

/** Go Back: the previous page of this app, or home when the refusal is the first page of the tab. */
export function GoBackButton() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  // 'default' is the key of the first entry this app created: there is no in-app page to go back to.
  const canGoBack = location.key !== 'default';
  return (
    <Button variant="outline" onClick={() => void (canGoBack ? navigate(-1) : navigate('/'))}>
      {t('guard.goBack')}
    </Button>
  );
}
