import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { cmsDone, cmsFailed } from '../../../../shared/cms/cms-contract';
import { MEDIA_TEXTS, type TMediaFile } from '../../../../shared/cms/media-contract';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';
import { MEDIA_IN_USE, useDeleteMedia } from '../api/media-delete';

/**
 * The delete confirmation inside a file's details. The server refuses a file still in use (409
 * MEDIA_IN_USE): then the posts and pages that use it are listed, with 'Delete anyway' (force).
 */
export function MediaDeletePanel({
  file,
  onCancel,
  onDeleted,
}: {
  file: TMediaFile;
  onCancel: () => void;
  onDeleted: () => void;
}) {
  const { t } = useTranslation('cms-library');
  const remove = useDeleteMedia();
  const [inUse, setInUse] = useState(false);

  const confirm = async (force: boolean) => {
    try {
      await remove.mutateAsync({ id: file.id, force });
    } catch (error) {
      if (!force && error instanceof ApiError && error.code === MEDIA_IN_USE) {
        setInUse(true);
        return;
      }
      toast.error(`${cmsFailed('delete', 'Media file')}${errorMessage(error)}`);
      return;
    }
    toast.success(cmsDone('Media file', 'deleted'));
    onDeleted();
  };

  return (
    <section
      aria-labelledby="media-delete-heading"
      className="grid gap-3 rounded-lg border border-destructive/40 p-4"
    >
      <h3 id="media-delete-heading" className="font-semibold">
        {t(inUse ? 'media.delete.inUseTitle' : 'media.delete.title')}
      </h3>
      {inUse ? (
        <div role="alert" className="grid gap-2 text-sm">
          <p>{MEDIA_TEXTS.inUse}</p>
          {file.used_by.length > 0 ? (
            <>
              <p className="font-medium">{t('media.delete.usedBy')}</p>
              <ul className="list-disc ps-5">
                {file.used_by.map((use) => (
                  <li key={`${use.kind}-${use.id}`}>
                    <Link
                      className="text-primary underline-offset-4 hover:underline"
                      to={`/admin/cms/${use.kind}s/${encodeURIComponent(use.id)}/edit`}
                    >
                      {use.title}
                    </Link>{' '}
                    <span className="text-muted-foreground">({t(`media.delete.kinds.${use.kind}`)})</span>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </div>
      ) : (
        <p className="text-sm">{MEDIA_TEXTS.confirmDelete}</p>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="outline" onClick={onCancel} disabled={remove.isPending}>
          {t('common.cancel')}
        </Button>
        <Button variant="destructive" busy={remove.isPending} onClick={() => void confirm(inUse)}>
          {t(inUse ? 'media.delete.deleteAnyway' : 'media.delete.confirm')}
        </Button>
      </div>
    </section>
  );
}
