import { Upload } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { MEDIA_TEXTS, type TMediaFile } from '../../../../shared/cms/media-contract';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog';
import { RetryAlert } from '../../../components/ui/retry-alert';
import { SearchField } from '../../../components/ui/search-field';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorMessage } from '../../../lib/error-message';
import { useMediaList } from '../api/media-list';
import { useUploadMedia } from '../api/media-upload';
import { Pager } from '../list/pager';

type MediaPickerDialogProps = { open: boolean; onClose: () => void; onPick: (file: TMediaFile) => void };

/**
 * Choose an image of the media library (GET /api/cms/media?type=image), or upload new ones first
 * (POST /api/cms/media): the body's images and the featured image both come from here.
 */
export function MediaPickerDialog({ open, onClose, onPick }: MediaPickerDialogProps) {
  const { t } = useTranslation('cms');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const media = useMediaList({ search, type: 'image', page }, open);
  const upload = useUploadMedia();
  const input = useRef<HTMLInputElement>(null);

  async function onFiles(files: FileList | null) {
    if (!files || files.length === 0) return;
    try {
      const result = await upload.mutateAsync({ files: [...files], onProgress: () => undefined });
      if (result.uploaded.length > 0) toast.success(MEDIA_TEXTS.uploaded(result.uploaded.length));
      for (const refused of result.rejected) toast.error(`${refused.original_name}: ${refused.message}`);
      setPage(1);
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      if (input.current) input.current.value = '';
    }
  }

  let body;
  if (media.isPending)
    body = (
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3" aria-busy="true">
        {[0, 1, 2].map((n) => (
          <Skeleton key={n} className="aspect-square" />
        ))}
      </div>
    );
  else if (media.isError)
    body = (
      <RetryAlert
        message={t('media.loadFailed')}
        retryLabel={t('media.retry')}
        retrying={media.isFetching}
        onRetry={() => void media.refetch()}
      />
    );
  else if (media.data.items.length === 0)
    body = <p className="py-8 text-center text-muted-foreground">{t('media.empty')}</p>;
  else
    body = (
      <>
        <ul className="grid max-h-[50vh] grid-cols-2 gap-3 overflow-y-auto p-1 sm:grid-cols-3">
          {media.data.items.map((file) => (
            <li key={file.id}>
              <button
                type="button"
                onClick={() => onPick(file)}
                aria-label={t('media.choose', { name: file.alt_text ?? file.original_name })}
                className="grid w-full gap-1 rounded-md border border-border p-1 text-start outline-none hover:border-primary focus-visible:ring-2 focus-visible:ring-ring"
              >
                <img
                  src={file.variants[0]?.url ?? file.file_url}
                  alt=""
                  loading="lazy"
                  className="aspect-square w-full rounded object-cover"
                />
                <span className="truncate text-xs text-muted-foreground">{file.original_name}</span>
              </button>
            </li>
          ))}
        </ul>
        <Pager
          page={media.data.page}
          pages={Math.max(1, Math.ceil(media.data.total / media.data.page_size))}
          onPage={setPage}
        />
      </>
    );

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <DialogContent className="max-w-2xl">
        <DialogTitle>{t('media.title')}</DialogTitle>
        <DialogDescription>{t('media.description')}</DialogDescription>
        <div className="flex flex-wrap items-end gap-3">
          <SearchField
            className="min-w-48 flex-1"
            label={t('media.search')}
            placeholder={t('media.searchPlaceholder')}
            value={search}
            onCommit={(text) => {
              setSearch(text);
              setPage(1);
            }}
            maxLength={100}
          />
          <input
            ref={input}
            type="file"
            accept="image/*"
            multiple
            hidden
            onChange={(event) => void onFiles(event.target.files)}
          />
          <Button
            type="button"
            variant="outline"
            busy={upload.isPending}
            onClick={() => input.current?.click()}
          >
            {upload.isPending ? null : <Upload aria-hidden="true" />}
            {upload.isPending ? t('media.uploading') : t('media.upload')}
          </Button>
        </div>
        {body}
        <div className="flex justify-end">
          <Button type="button" variant="outline" onClick={onClose}>
            {t('media.cancel')}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
