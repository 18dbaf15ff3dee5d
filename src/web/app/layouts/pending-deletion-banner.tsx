import { TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { toast } from 'sonner';
import { Button } from '../../components/ui/button';
import { SHELL_COLUMN } from '../../components/ui/page-container';
import { cn } from '../../lib/cn';
import { errorMessage } from '../../lib/error-message';
import { formatDay } from '../../lib/format-date';
import { useCancelDeletion } from '../../features/account/api/cancel-deletion';
import { useAccountState } from '../../features/account/api/use-account-state';

/**
 * Under the member top bar on every page while the member's deletion is scheduled (they signed in
 * again within the 14 days): the date, and Keep my account.
 */
export function PendingDeletionBanner() {
  const { t } = useTranslation();
  const due = useAccountState()?.deletion_scheduled_at;
  const keep = useCancelDeletion();
  // The Account screen says it at more length, with the same button.
  const onAccountPage = useLocation().pathname === '/account';
  if (!due || onAccountPage) return null;
  const date = formatDay(due, 'long');
  return (
    <div
      role="region"
      aria-label={t('accountDeletion.keep')}
      className="border-t border-destructive/30 bg-destructive/5"
    >
      <div className={cn(SHELL_COLUMN, 'flex flex-wrap items-center gap-3 py-2')}>
        <TriangleAlert className="size-4 shrink-0 text-destructive" aria-hidden="true" />
        <p className="me-auto text-sm">{t('accountDeletion.banner', { date })}</p>
        <Button
          size="sm"
          busy={keep.isPending}
          onClick={() =>
            keep.mutate(undefined, {
              onSuccess: () => toast.success(t('accountDeletion.kept')),
              onError: (error) =>
                toast.error(t('accountDeletion.keepFailed', { message: errorMessage(error) })),
            })
          }
        >
          {t('accountDeletion.keep')}
        </Button>
      </div>
    </div>
  );
}
