import { History } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { cmsFailed, type TRevision } from '../../../../shared/cms/cms-contract';
import { Button } from '../../../components/ui/button';
import { RetryAlert } from '../../../components/ui/retry-alert';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorMessage } from '../../../lib/error-message';
import type { TContentKind } from '../api/admin-cms-keys';
import { useRestoreRevision } from '../api/admin-restore-revision';
import { useRevisions } from '../api/admin-revisions';
import { ConfirmDialog } from '../list/confirm-dialog';
import { formatCmsDate } from '../list/format-date';

const THING = { posts: 'Post', pages: 'Page' } as const;

/** The last saved versions of a post or page (beyond the spec), each restorable after a confirm. */
export function RevisionsPanel({ kind, id }: { kind: TContentKind; id: string }) {
  const { t } = useTranslation('cms');
  const revisions = useRevisions(kind, id);
  const restore = useRestoreRevision(kind, id);
  const [chosen, setChosen] = useState<TRevision | null>(null);

  async function confirmRestore() {
    if (!chosen) return;
    try {
      await restore.mutateAsync(chosen.id);
      toast.success(t('revisions.restored'));
      setChosen(null);
    } catch (error) {
      toast.error(`${cmsFailed('update', THING[kind])}${errorMessage(error)}`);
    }
  }

  let body;
  if (revisions.isPending) body = <Skeleton className="h-20" />;
  else if (revisions.isError)
    body = (
      <RetryAlert
        message={t('revisions.loadFailed')}
        retryLabel={t('revisions.retry')}
        retrying={revisions.isFetching}
        onRetry={() => void revisions.refetch()}
      />
    );
  else if (revisions.data.items.length === 0)
    body = <p className="text-sm text-muted-foreground">{t('revisions.empty')}</p>;
  else
    body = (
      <ul className="grid divide-y divide-border">
        {revisions.data.items.map((revision) => {
          const date = formatCmsDate(revision.created_at, true);
          return (
            <li key={revision.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <span className="grid min-w-0 text-sm">
                <span className="truncate font-medium">{revision.title}</span>
                <span className="text-xs text-muted-foreground">
                  {revision.created_by_name
                    ? t('revisions.by', { date, name: revision.created_by_name })
                    : t('revisions.byUnknown', { date })}
                </span>
              </span>
              <Button
                type="button"
                variant="outline"
                size="sm"
                aria-label={t('revisions.restoreLabel', { date })}
                onClick={() => setChosen(revision)}
              >
                {t('revisions.restore')}
              </Button>
            </li>
          );
        })}
      </ul>
    );

  return (
    <section
      className="grid gap-3 rounded-lg border border-border bg-card p-4"
      aria-labelledby="cms-revisions"
    >
      <h2 id="cms-revisions" className="flex items-center gap-2 text-lg font-semibold">
        <History className="size-4" aria-hidden="true" />
        {t('revisions.title')}
      </h2>
      <p className="text-xs text-muted-foreground">{t('revisions.intro')}</p>
      {body}
      <ConfirmDialog
        open={chosen !== null}
        title={t('revisions.confirmTitle')}
        text={t('revisions.confirmText', {
          date: chosen ? formatCmsDate(chosen.created_at, true) : '',
          title: chosen?.title ?? '',
        })}
        confirmLabel={t('revisions.restore')}
        destructive={false}
        busy={restore.isPending}
        onConfirm={() => void confirmRestore()}
        onClose={() => setChosen(null)}
      />
    </section>
  );
}
