import { UsersRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';

/** The first load: skeleton rows where the table will be, said once to screen readers. */
export function UsersLoading() {
  const { t } = useTranslation('admin');
  return (
    <div role="status" className="grid gap-2 rounded-lg border border-border bg-card p-4">
      <span className="sr-only">{t('users.loading')}</span>
      <Skeleton className="h-8 w-full" />
      {Array.from({ length: 6 }, (_, index) => (
        <Skeleton key={index} className="h-11 w-full" />
      ))}
    </div>
  );
}

/** Spec §2: 'No users found', or 'No users match your current filters' with a way out. */
export function UsersEmpty({ filtered, onClear }: { filtered: boolean; onClear: () => void }) {
  const { t } = useTranslation('admin');
  return (
    <div className="grid justify-items-center gap-3 rounded-lg border border-dashed border-border p-10 text-center">
      <UsersRound className="size-8 text-muted-foreground" aria-hidden="true" />
      <p className="font-medium">{t(filtered ? 'users.noUsersMatch' : 'users.noUsers')}</p>
      {filtered ? (
        <Button variant="outline" size="sm" onClick={onClear}>
          {t('users.clearFilters')}
        </Button>
      ) : null}
    </div>
  );
}
