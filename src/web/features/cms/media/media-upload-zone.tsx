import { Upload, X } from 'lucide-react';
import { useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import {
  MEDIA_ACCEPT,
  MEDIA_LIMITS,
  MEDIA_TEXTS,
  type TMediaFile,
  type TMediaUploadResult,
} from '../../../../shared/cms/media-contract';
import { Button } from '../../../components/ui/button';
import { Progress } from '../../../components/ui/progress';
import { cn } from '../../../lib/cn';
import { errorMessage } from '../../../lib/error-message';
import { useUploadMedia } from '../api/media-upload';

type Refusal = TMediaUploadResult['rejected'][number];

/**
 * Upload several files at once: the Upload Files button (keyboard and touch) or files dropped on the
 * zone. The server judges each file by its bytes; the ones it refused are listed with its reason.
 */
export function MediaUploadZone({
  onUploaded,
  className,
}: {
  onUploaded?: (files: TMediaFile[]) => void;
  className?: string;
}) {
  const { t } = useTranslation('cms-library');
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadMedia();
  const [progress, setProgress] = useState(0);
  const [dragging, setDragging] = useState(false);
  const [refusals, setRefusals] = useState<Refusal[]>([]);

  const send = async (list: FileList | null) => {
    const files = list ? Array.from(list) : [];
    if (files.length === 0 || upload.isPending) return;
    if (files.length > MEDIA_LIMITS.filesPerUpload) {
      toast.error(MEDIA_TEXTS.tooManyFiles(MEDIA_LIMITS.filesPerUpload));
      return;
    }
    setRefusals([]);
    setProgress(0);
    try {
      const result = await upload.mutateAsync({ files, onProgress: setProgress });
      setRefusals(result.rejected);
      if (result.uploaded.length > 0) {
        toast.success(MEDIA_TEXTS.uploaded(result.uploaded.length));
        onUploaded?.(result.uploaded);
      } else toast.error(MEDIA_TEXTS.noneStored);
    } catch (error) {
      toast.error(t('media.upload.failed', { reason: errorMessage(error) }));
    } finally {
      if (input.current) input.current.value = '';
    }
  };

  const onDragOver = (event: DragEvent) => {
    if (!event.dataTransfer.types.includes('Files')) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setDragging(true);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    void send(event.dataTransfer.files);
  };

  return (
    <div className={cn('grid gap-3', className)}>
      <div
        onDragOver={onDragOver}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={cn(
          'grid justify-items-center gap-3 rounded-lg border-2 border-dashed border-border bg-card p-6 text-center transition-colors',
          dragging && 'border-primary bg-primary/5',
        )}
      >
        <Upload className="size-8 text-muted-foreground" aria-hidden="true" />
        <p className="text-sm">{t(dragging ? 'media.upload.dropActive' : 'media.upload.drop')}</p>
        <p className="text-xs text-muted-foreground">
          {t('media.upload.hint', { count: MEDIA_LIMITS.filesPerUpload })}
        </p>
        <input
          ref={input}
          type="file"
          multiple
          accept={MEDIA_ACCEPT}
          aria-label={t('media.upload.choose')}
          tabIndex={-1}
          className="sr-only"
          onChange={(event) => void send(event.target.files)}
        />
        <Button type="button" busy={upload.isPending} onClick={() => input.current?.click()}>
          {upload.isPending ? null : <Upload aria-hidden="true" />}
          {upload.isPending ? t('media.upload.uploading') : t('media.upload.choose')}
        </Button>
        {upload.isPending ? (
          <div role="status" className="grid w-full max-w-sm gap-1">
            <span className="text-xs text-muted-foreground">{t('media.upload.uploading')}</span>
            <Progress value={progress * 100} label={t('media.upload.progress')} />
          </div>
        ) : null}
      </div>
      {refusals.length > 0 ? (
        <div role="alert" className="grid gap-2 rounded-lg border border-destructive/40 bg-destructive/5 p-4">
          <div className="flex items-center justify-between gap-2">
            <p className="font-medium text-destructive">{t('media.upload.rejectedTitle')}</p>
            <Button
              type="button"
              variant="ghost"
              size="icon"
              aria-label={t('media.upload.dismiss')}
              onClick={() => setRefusals([])}
            >
              <X aria-hidden="true" />
            </Button>
          </div>
          <ul className="grid gap-1 text-sm">
            {refusals.map((refusal, index) => (
              <li key={`${refusal.original_name}-${index}`} className="break-words">
                {t('media.upload.rejected', { name: refusal.original_name, message: refusal.message })}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
