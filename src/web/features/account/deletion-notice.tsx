import { TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '../../components/ui/button';
import { errorMessage } from '../../lib/error-message';
import { useCancelDeletion } from './api/cancel-deletion';
import { formatDay } from '../../lib/format-date';

/** A deletion is scheduled: when, and the one button that keeps the account. */
export function DeletionNotice({ due }: { due: string }) {
  const { t } = useTranslation('account');
  const keep = useCancelDeletion();
  return (
    <section
      aria-labelledby="deletion-notice-title"
      className="grid gap-3 rounded-lg border border-destructive/40 bg-destructive/5 p-4 sm:flex sm:items-center sm:justify-between"
    >
      <div className="flex gap-3">
        <TriangleAlert className="mt-0.5 size-5 shrink-0 text-destructive" aria-hidden="true" />
        <div className="grid gap-1">
          <h2 id="deletion-notice-title" className="font-semibold">
            {t('deletion.title')}
          </h2>
          <p className="text-sm text-muted-foreground">
            {t('deletion.text', { date: formatDay(due, 'long') })}
          </p>
        </div>
      </div>
      <Button
        busy={keep.isPending}
        onClick={() =>
          keep.mutate(undefined, {
            onSuccess: () => toast.success(t('deletion.kept')),
            onError: (error) => toast.error(t('deletion.keepFailed', { message: errorMessage(error) })),
          })
        }
      >
        {t('deletion.keep')}
      </Button>
    </section>
  );
}
