import { Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { cmsDone, cmsFailed, type TCategory, type TTag } from '../../../../shared/cms/cms-contract';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { RetryAlert } from '../../../components/ui/retry-alert';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorMessage } from '../../../lib/error-message';
import { useDeleteTerm, type TTaxonomyKind } from '../api/admin-save-taxonomy';
import { useCategories, useTags } from '../api/admin-taxonomy';
import { ConfirmDialog } from '../list/confirm-dialog';
import { TermForm } from './term-form';

const THING = { categories: 'Category', tags: 'Tag' } as const;
const TEXTS = {
  categories: { title: 'taxonomy.categories', empty: 'taxonomy.emptyCategories', what: 'taxonomy.category' },
  tags: { title: 'taxonomy.tags', empty: 'taxonomy.emptyTags', what: 'taxonomy.tag' },
} as const;

/** One list of /admin/cms/categories: every category (or tag), a form to add or edit one, delete. */
export function TaxonomySection({ kind }: { kind: TTaxonomyKind }) {
  const { t } = useTranslation('cms');
  const categories = useCategories();
  const tags = useTags();
  const list = kind === 'categories' ? categories : tags;
  const remove = useDeleteTerm(kind);
  const [editing, setEditing] = useState<TCategory | TTag | null>(null);
  const [doomed, setDoomed] = useState<TCategory | TTag | null>(null);
  const texts = TEXTS[kind];
  const headingId = `taxonomy-${kind}`;

  async function confirmDelete() {
    if (!doomed) return;
    try {
      await remove.mutateAsync(doomed.id);
      toast.success(cmsDone(THING[kind], 'deleted'));
      if (editing?.id === doomed.id) setEditing(null);
      setDoomed(null);
    } catch (error) {
      toast.error(`${cmsFailed('delete', THING[kind])}${errorMessage(error)}`);
    }
  }

  let body;
  if (list.isPending) body = <Skeleton className="h-24" />;
  else if (list.isError)
    body = (
      <RetryAlert
        message={t('taxonomy.loadFailed')}
        retryLabel={t('taxonomy.retry')}
        retrying={list.isFetching}
        onRetry={() => void list.refetch()}
      />
    );
  else if (list.data.items.length === 0)
    body = <p className="text-sm text-muted-foreground">{t(texts.empty)}</p>;
  else
    body = (
      <ul className="grid divide-y divide-border">
        {(list.data.items as (TCategory | TTag)[]).map((term) => (
          <li key={term.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
            <span className="grid min-w-0">
              <span className="flex flex-wrap items-center gap-2 font-medium">
                {term.name}
                {'is_active' in term && !term.is_active ? (
                  <Badge variant="outline">{t('taxonomy.inactive')}</Badge>
                ) : null}
              </span>
              <span className="text-xs text-muted-foreground">
                /{term.slug} · {t('taxonomy.posts', { count: term.post_count })}
              </span>
            </span>
            <span className="flex gap-1">
              <Button
                variant="ghost"
                size="sm"
                aria-label={t('taxonomy.editLabel', { name: term.name })}
                onClick={() => setEditing(term)}
              >
                <Pencil aria-hidden="true" />
                {t('taxonomy.edit')}
              </Button>
              <Button
                variant="ghost"
                size="sm"
                aria-label={t('taxonomy.deleteLabel', { name: term.name })}
                onClick={() => setDoomed(term)}
              >
                <Trash2 aria-hidden="true" />
                {t('taxonomy.delete')}
              </Button>
            </span>
          </li>
        ))}
      </ul>
    );

  return (
    <section
      aria-labelledby={headingId}
      className="grid content-start gap-4 rounded-lg border border-border bg-card p-4 sm:p-6"
    >
      <h2 id={headingId} className="text-lg font-semibold">
        {t(texts.title)}
      </h2>
      <TermForm key={editing?.id ?? 'new'} kind={kind} term={editing} onDone={() => setEditing(null)} />
      {body}
      <ConfirmDialog
        open={doomed !== null}
        title={t('taxonomy.confirmTitle', { name: doomed?.name ?? '' })}
        text={t('taxonomy.confirmText', { what: t(texts.what) })}
        confirmLabel={t('taxonomy.delete')}
        busy={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onClose={() => setDoomed(null)}
      />
    </section>
  );
}
