import { ShieldCheck, UserPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { STAFF_ACTIONS, type TStaffAction } from '../../../../shared/admin/admin-contract';
import type { TAdminActivity } from '../../../../shared/admin/admin-stats-contract';
import { Card } from '../../../components/ui/card';
import { dateTime } from './dashboard-format';

const isKnown = (action: string): action is TStaffAction =>
  (STAFF_ACTIONS as readonly string[]).includes(action);

/** The latest staff actions (the audit trail) and sign-ups, newest first: real entries, never samples. */
export function RecentActivity({ items }: { items: TAdminActivity[] }) {
  const { t, i18n } = useTranslation('admin');
  function describe(item: TAdminActivity): { title: string; detail: string | null } {
    if (item.kind === 'sign_up')
      return { title: t('dashboard.activity.signUp', { name: item.name }), detail: item.email };
    // An action a later feature adds reads as its own name until it gets a sentence here.
    const action = isKnown(item.action) ? t(`dashboard.activity.actions.${item.action}`) : item.action;
    return {
      title: item.target_email
        ? t('dashboard.activity.staffTarget', { actor: item.actor_email, action, target: item.target_email })
        : t('dashboard.activity.staffAction', { actor: item.actor_email, action }),
      detail: null,
    };
  }
  return (
    <Card className="grid content-start gap-4 p-4 sm:p-5">
      <h2 className="font-semibold">{t('dashboard.activity.title')}</h2>
      {items.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('dashboard.activity.empty')}</p>
      ) : (
        <ol className="grid gap-3">
          {items.map((item) => {
            const { title, detail } = describe(item);
            return (
              <li key={item.id} className="flex gap-3">
                <span
                  aria-hidden="true"
                  className="grid size-8 shrink-0 place-items-center rounded-full bg-primary-soft text-primary-strong [&_svg]:size-4"
                >
                  {item.kind === 'sign_up' ? <UserPlus /> : <ShieldCheck />}
                </span>
                <div className="grid min-w-0 gap-0.5">
                  <p className="text-sm font-medium break-words">{title}</p>
                  {detail ? <p className="text-sm break-all text-muted-foreground">{detail}</p> : null}
                  <p className="text-xs text-muted-foreground">
                    <time dateTime={item.at}>{dateTime(item.at, i18n.language)}</time>
                  </p>
                </div>
              </li>
            );
          })}
        </ol>
      )}
    </Card>
  );
}
