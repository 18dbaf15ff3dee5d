import { Copy, ExternalLink, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { cmsDone, cmsFailed } from '../../../../shared/cms/cms-contract';
import { MEDIA_LIMITS, type TMediaFile } from '../../../../shared/cms/media-contract';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-field';
import { Textarea } from '../../../components/ui/textarea';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';
import { useUpdateMediaAlt } from '../api/media-update';
import { absoluteUrl, humanSize } from './media-format';
import { MediaPreview } from './media-icon';
import { MediaDeletePanel } from './media-delete-panel';

/** One file's details: preview, facts, alt text (saved when the field is left), copy URL, open, delete. */
export function MediaDetailsDialog({ file, onClose }: { file: TMediaFile | null; onClose: () => void }) {
  const { t } = useTranslation('cms-library');
  return (
    <Dialog open={file !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-h-[90dvh] max-w-2xl overflow-y-auto">
        <DialogTitle>{t('media.details.title')}</DialogTitle>
        <DialogDescription>{t('media.details.description')}</DialogDescription>
        {file ? <MediaDetails key={file.id} file={file} onDeleted={onClose} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function MediaDetails({ file, onDeleted }: { file: TMediaFile; onDeleted: () => void }) {
  const { t, i18n } = useTranslation('cms-library');
  const [deleting, setDeleting] = useState(false);
  const url = absoluteUrl(file.file_url);
  const facts: [string, string][] = [
    [t('media.details.name'), file.original_name],
    [t('media.details.type'), `${t(`media.typeNames.${file.file_type}`)} (${file.mime_type})`],
    [t('media.details.size'), humanSize(file.file_size, i18n.language)],
    ...(file.width && file.height
      ? [
          [
            t('media.details.dimensions'),
            t('media.dimensions', { width: file.width, height: file.height }),
          ] as [string, string],
        ]
      : []),
    [
      t('media.details.uploaded'),
      new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
        new Date(file.created_at),
      ),
    ],
  ];

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t('media.details.copied'));
    } catch {
      toast.error(t('media.details.copyFailed'));
    }
  };

  return (
    <div className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-[12rem_1fr]">
        <div className="flex aspect-video items-center justify-center overflow-hidden rounded-lg border bg-muted sm:aspect-square">
          <MediaPreview file={file} className={file.file_type === 'image' ? 'object-contain' : undefined} />
        </div>
        <dl className="grid content-start gap-2 text-sm">
          {facts.map(([term, value]) => (
            <div key={term} className="grid gap-0.5">
              <dt className="text-muted-foreground">{term}</dt>
              <dd className="break-words">{value}</dd>
            </div>
          ))}
          <div className="grid gap-0.5">
            <dt className="text-muted-foreground">{t('media.details.url')}</dt>
            <dd className="font-mono text-xs break-all">{url}</dd>
          </div>
        </dl>
      </div>
      <AltTextField file={file} />
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={() => void copy()}>
          <Copy aria-hidden="true" />
          {t('media.details.copyUrl')}
        </Button>
        <Button asChild variant="outline" size="sm">
          <a href={file.file_url} target="_blank" rel="noopener noreferrer">
            <ExternalLink aria-hidden="true" />
            {t('media.details.open')}
            <span className="sr-only"> {t('media.details.opensInNewTab')}</span>
          </a>
        </Button>
        {deleting ? null : (
          <Button variant="outline" size="sm" className="text-destructive" onClick={() => setDeleting(true)}>
            <Trash2 aria-hidden="true" />
            {t('media.details.delete')}
          </Button>
        )}
      </div>
      {deleting ? (
        <MediaDeletePanel file={file} onCancel={() => setDeleting(false)} onDeleted={onDeleted} />
      ) : null}
    </div>
  );
}

/** Alt text: saved when the field is left and only when it changed; a refusal stays under the field. */
function AltTextField({ file }: { file: TMediaFile }) {
  const { t } = useTranslation('cms-library');
  const save = useUpdateMediaAlt();
  const [value, setValue] = useState(file.alt_text ?? '');
  const [saved, setSaved] = useState(file.alt_text ?? '');
  const [error, setError] = useState<string | undefined>();

  const onBlur = async () => {
    if (value.trim() === saved.trim()) return;
    setError(undefined);
    try {
      const answer = await save.mutateAsync({ id: file.id, alt_text: value.trim() === '' ? null : value });
      setSaved(answer.alt_text ?? '');
      toast.success(cmsDone('Media file', 'updated'));
    } catch (failure) {
      const reason = errorMessage(failure);
      setError(failure instanceof ApiError ? (failure.fields?.alt_text ?? reason) : reason);
      toast.error(`${cmsFailed('update', 'Media file')}${reason}`);
    }
  };

  return (
    <FormField
      label={t('media.details.altText')}
      hint={save.isPending ? t('common.saving') : t('media.details.altHint')}
      error={error}
    >
      {(field) => (
        <Textarea
          {...field}
          rows={2}
          maxLength={MEDIA_LIMITS.altText}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          onBlur={() => void onBlur()}
        />
      )}
    </FormField>
  );
}
