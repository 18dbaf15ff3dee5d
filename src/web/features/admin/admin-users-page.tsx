import { useTranslation } from 'react-i18next';
import { PageContainer } from '../../components/ui/page-container';
import { RetryAlert } from '../../components/ui/retry-alert';
import { useAdminUsers } from './api/get-users';
import { MakeAdminForm } from './users/make-admin-form';
import { useUsersFilters } from './users/use-users-filters';
import { UsersFilterBar } from './users/users-filter-bar';
import { hasActiveFilters } from './users/users-filters';
import { UsersEmpty, UsersLoading } from './users/users-states';
import { UsersTable } from './users/users-table';

/** /admin/users (spec §2, issue 21 item 3): the users table, its filters, role changes and Make Admin. */
export function AdminUsersPage() {
  const { t } = useTranslation('admin');
  const { filters, update, goToPage, clearAll } = useUsersFilters();
  const users = useAdminUsers(filters);

  let content;
  if (users.isPending) content = <UsersLoading />;
  else if (users.isError)
    content = (
      <RetryAlert
        message={t('users.loadFailed')}
        retryLabel={t('users.retry')}
        retrying={users.isFetching}
        onRetry={() => void users.refetch()}
      />
    );
  else if (users.data.total === 0 || users.data.items.length === 0)
    content = <UsersEmpty filtered={hasActiveFilters(filters)} onClear={clearAll} />;
  else
    content = (
      <UsersTable
        data={users.data}
        filters={filters}
        stale={users.isPlaceholderData}
        onSort={(sort) => update({ sort })}
        onPage={goToPage}
      />
    );

  return (
    <PageContainer className="grid gap-6 py-8">
      <header className="grid gap-1">
        <h1 className="text-2xl font-semibold tracking-tight">{t('users.title')}</h1>
        <p className="text-muted-foreground">{t('users.intro')}</p>
      </header>
      <MakeAdminForm />
      <UsersFilterBar filters={filters} onChange={update} />
      {users.isSuccess ? (
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {t('users.total', { count: users.data.total })}
        </p>
      ) : null}
      {content}
    </PageContainer>
  );
}
