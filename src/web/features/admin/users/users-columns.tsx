import {
  createColumnHelper,
  tableFeatures,
  columnFilteringFeature,
  rowPaginationFeature,
  rowSortingFeature,
} from '@tanstack/react-table';
import { History } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TAdminUser } from '../../../../shared/admin/admin-contract';
import type { TRole } from '../../../../shared/roles';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { RoleSelect } from './role-select';
import { SuspensionButton } from './suspension-button';
import { staffDay, staffMoment } from '../../../lib/format-date';

/** Sorting, paging and filtering are the server's (manual*): the features only hold their state. */
export const usersTableFeatures = tableFeatures({
  columnFilteringFeature,
  rowSortingFeature,
  rowPaginationFeature,
});

const helper = createColumnHelper<typeof usersTableFeatures, TAdminUser>();

/** Spec §6: role badges, admin default, moderator secondary, user outline. */
const ROLE_BADGE: Record<TRole, 'default' | 'secondary' | 'outline'> = {
  admin: 'default',
  moderator: 'secondary',
  user: 'outline',
};

function Fallback({ text }: { text: string }) {
  return <span className="text-muted-foreground italic">{text}</span>;
}

function NameCell({ user }: { user: TAdminUser }) {
  const { t } = useTranslation('admin');
  return (
    <div className="flex flex-wrap items-center gap-2">
      {user.full_name ? (
        <span className="font-medium">{user.full_name}</span>
      ) : (
        <Fallback text={t('users.fallbacks.name')} />
      )}
      {user.suspension ? <Badge variant="destructive">{t('users.suspended')}</Badge> : null}
    </div>
  );
}

function EmailCell({ email }: { email: string | null }) {
  const { t } = useTranslation('admin');
  return email ? (
    <span className="whitespace-nowrap">{email}</span>
  ) : (
    <Fallback text={t('users.fallbacks.email')} />
  );
}

function LastLoginCell({ at }: { at: string | null }) {
  const { t } = useTranslation('admin');
  return at ? (
    <time dateTime={at} className="whitespace-nowrap">
      {staffMoment(at)}
    </time>
  ) : (
    <Fallback text={t('users.fallbacks.lastLogin')} />
  );
}

function PlanCell({ user }: { user: TAdminUser }) {
  const { t } = useTranslation('admin');
  return (
    <div className="grid gap-0.5">
      <span>{user.plan.name || t('users.fallbacks.plan')}</span>
      <span className="text-xs text-muted-foreground">{t(`statuses.${user.membership_status}`)}</span>
    </div>
  );
}

function RoleBadge({ role }: { role: TRole }) {
  const { t } = useTranslation('admin');
  return <Badge variant={ROLE_BADGE[role]}>{t(`roles.${role}`)}</Badge>;
}

function ActionsCell({ user }: { user: TAdminUser }) {
  const { t } = useTranslation('admin');
  const name = user.full_name ?? user.email ?? user.id;
  return (
    <div className="flex items-center gap-1">
      <RoleSelect user={user} name={name} />
      <SuspensionButton user={user} name={name} />
      <Button asChild variant="ghost" size="icon">
        <Link
          to={`/admin/audit?target=${encodeURIComponent(user.id)}`}
          aria-label={t('users.historyFor', { name })}
          title={t('users.history')}
        >
          <History aria-hidden="true" />
        </Link>
      </Button>
    </div>
  );
}

/** The spec's columns (§2): name, email, creation date, last login, plan, role, actions. */
export const usersColumns = helper.columns([
  helper.accessor('full_name', { cell: (c) => <NameCell user={c.row.original} /> }),
  helper.accessor('email', { cell: (c) => <EmailCell email={c.getValue()} /> }),
  helper.accessor('created_at', {
    sortDescFirst: true,
    cell: (c) => (
      <time dateTime={c.getValue()} className="whitespace-nowrap">
        {staffDay(c.getValue())}
      </time>
    ),
  }),
  helper.accessor('last_sign_in_at', {
    enableSorting: false,
    cell: (c) => <LastLoginCell at={c.getValue()} />,
  }),
  helper.accessor('plan', { enableSorting: false, cell: (c) => <PlanCell user={c.row.original} /> }),
  helper.accessor('role', { enableSorting: false, cell: (c) => <RoleBadge role={c.getValue()} /> }),
  helper.display({ id: 'actions', cell: (c) => <ActionsCell user={c.row.original} /> }),
]);

/** The header label of each column (users.columns.*). */
export const COLUMN_LABELS = {
  full_name: 'name',
  email: 'email',
  created_at: 'joined',
  last_sign_in_at: 'lastLogin',
  plan: 'plan',
  role: 'role',
  actions: 'actions',
} as const;
