import { ExternalLink } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TPage, TPost } from '../../../../shared/cms/cms-contract';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import type { TContentKind } from '../api/admin-cms-keys';
import { formatCmsDate } from '../list/format-date';
import { publicPath } from '../list/public-path';
import { fromLocalInput, isFutureLocal } from './content-form-values';
import type { TContentForm, TSaveIntent } from './use-submit-content';

type PublishPanelProps = {
  kind: TContentKind;
  item: TPost | TPage | null;
  form: TContentForm;
  saving: string | null;
  onSave: (intent: TSaveIntent) => void;
};

/**
 * Publishing (spec §4): the publish date (a future one makes Publish schedule it), Save Draft, and
 * Publish, which reads Update once the item is published.
 */
export function PublishPanel({ kind, item, form, saving, onSave }: PublishPanelProps) {
  const { t } = useTranslation('cms');
  const publishAt = form.watch('published_at');
  const future = isFutureLocal(publishAt);
  const iso = fromLocalInput(publishAt);

  return (
    <section className="grid gap-4 rounded-lg border border-border bg-card p-4" aria-labelledby="cms-publish">
      <h2 id="cms-publish" className="text-lg font-semibold">
        {t('editor.settings')}
      </h2>
      {item?.status === 'scheduled' && item.published_at ? (
        <p className="text-sm font-medium text-accent-strong">
          {t('editor.scheduledFor', { date: formatCmsDate(item.published_at, true) })}
        </p>
      ) : null}
      <FormField
        label={t('editor.fields.publishDate')}
        hint={
          future && iso
            ? t('editor.willSchedule', { date: formatCmsDate(iso, true) })
            : t('editor.fields.publishDateHint')
        }
        error={form.formState.errors.published_at?.message}
      >
        {(control) => <Input {...control} type="datetime-local" {...form.register('published_at')} />}
      </FormField>
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          variant="outline"
          busy={saving === 'draft'}
          disabled={saving !== null}
          onClick={() => onSave('draft')}
        >
          {t('editor.saveDraft')}
        </Button>
        <Button
          type="button"
          busy={saving === 'published'}
          disabled={saving !== null}
          onClick={() => onSave('published')}
        >
          {item?.status === 'published' ? t('editor.update') : t('editor.publish')}
        </Button>
      </div>
      {item?.status === 'published' ? (
        <a
          href={publicPath(kind, item.slug)}
          target="_blank"
          rel="noreferrer"
          className="inline-flex items-center gap-1.5 text-sm text-primary underline-offset-4 hover:underline"
        >
          <ExternalLink className="size-4" aria-hidden="true" />
          {t('editor.view')}
        </a>
      ) : null}
    </section>
  );
}
