import { Clock, ImageUp, Trash2 } from 'lucide-react';
import { useEffect, useId, useState, type ChangeEvent } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import {
  PHOTO_MAX_BYTES,
  PHOTO_SIZE_MESSAGE,
  PHOTO_TYPES,
  PHOTO_TYPES_MESSAGE,
} from '../../../../shared/profiles/photo-contract';
import type { TPhotoUrls } from '../../../../shared/profiles/photo-contract';
import { Avatar } from '../../../components/ui/avatar';
import { Button, buttonVariants } from '../../../components/ui/button';
import { Progress } from '../../../components/ui/progress';
import { initialsOf } from '../../../entities/member/member-display';
import { cn } from '../../../lib/cn';
import { errorMessage } from '../../../lib/error-message';
import { useDeletePhoto } from '../api/delete-photo';
import { useOwnProfile } from '../api/get-own-profile';
import { useUploadPhoto } from '../api/upload-photo';
import type { TProfileFormValues } from './form-values';

const isPhotoType = (type: string) => PHOTO_TYPES.some((allowed) => allowed === type);

/**
 * Uploads at once (its own endpoint, apart from Save Profile), with a preview, progress and remove.
 * The server's limits (src/shared/profiles/profile-contract.ts) are checked first, so a wrong file never travels.
 */
export function PhotoUpload() {
  const { t } = useTranslation('profiles');
  const id = useId();
  const { data } = useOwnProfile();
  const fullName = useWatch({ control: useFormContext<TProfileFormValues>().control, name: 'full_name' });
  const upload = useUploadPhoto();
  const remove = useDeletePhoto();
  const [progress, setProgress] = useState(0);
  const [preview, setPreview] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  // The server's latest answer wins over the cached profile until that reloads.
  const [latest, setLatest] = useState<TPhotoUrls | null>(null);

  useEffect(() => (preview ? () => URL.revokeObjectURL(preview) : undefined), [preview]);

  const saved = latest ?? data?.profile ?? null;
  const current = saved?.profile_photo_thumb_url ?? saved?.profile_photo_url ?? null;
  // A new photo waits for a moderator before other members see it (issue 23 item 2).
  const pending = saved?.photo_review === 'pending';
  const busy = upload.isPending || remove.isPending;

  async function onChange(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = ''; // choosing the same file again still fires change
    if (!file) return;
    setProblem(null);
    if (!isPhotoType(file.type)) return setProblem(PHOTO_TYPES_MESSAGE);
    if (file.size > PHOTO_MAX_BYTES) return setProblem(PHOTO_SIZE_MESSAGE);
    setProgress(0);
    setPreview(URL.createObjectURL(file));
    try {
      const urls = await upload.mutateAsync({ file, onProgress: (fraction) => setProgress(fraction * 100) });
      setLatest(urls);
      toast.success(t(urls.photo_review === 'pending' ? 'photo.uploadedPending' : 'photo.uploaded'));
    } catch (error) {
      // Said once, under the photo's button (role alert), like a file the browser already refused.
      setProblem(errorMessage(error));
    } finally {
      setPreview(null);
    }
  }

  async function onRemove() {
    setProblem(null);
    try {
      setLatest(await remove.mutateAsync());
      toast.success(t('photo.removed'));
    } catch (error) {
      toast.error(t('photo.removeFailed'), { description: errorMessage(error) });
    }
  }

  const describedBy = problem ? `${id}-hint ${id}-error` : `${id}-hint`;
  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-4 sm:flex-row sm:items-center">
      <Avatar
        src={preview ?? current}
        alt={preview ? t('photo.previewAlt') : t('photo.alt')}
        fallback={initialsOf(fullName)}
        className="size-24 text-2xl ring-4 ring-primary-soft"
      />
      <div className="grid flex-1 gap-2">
        <h2 id={`${id}-title`} className="text-sm font-medium">
          {t('photo.title')}
        </h2>
        <div className="flex flex-wrap gap-2">
          <label
            className={cn(
              buttonVariants({ variant: 'outline', size: 'sm' }),
              'cursor-pointer focus-within:ring-2 focus-within:ring-ring focus-within:ring-offset-2',
              busy && 'pointer-events-none opacity-60',
            )}
          >
            <ImageUp aria-hidden="true" />
            {current ? t('photo.change') : t('photo.upload')}
            <input
              type="file"
              accept={PHOTO_TYPES.join(',')}
              className="sr-only"
              disabled={busy}
              aria-invalid={problem ? true : undefined}
              aria-describedby={describedBy}
              onChange={(event) => void onChange(event)}
            />
          </label>
          {current && !upload.isPending ? (
            <Button
              type="button"
              variant="ghost"
              size="sm"
              busy={remove.isPending}
              onClick={() => void onRemove()}
            >
              {remove.isPending ? null : <Trash2 aria-hidden="true" />}
              {t('photo.remove')}
            </Button>
          ) : null}
        </div>
        {upload.isPending ? (
          <div className="grid max-w-xs gap-1">
            <Progress value={progress} label={t('photo.progressLabel')} />
            <p className="text-xs text-muted-foreground">
              {t('photo.uploading', { percent: Math.round(progress) })}
            </p>
          </div>
        ) : null}
        {pending && !upload.isPending ? (
          <p role="status" className="flex items-start gap-1.5 text-sm text-accent-strong">
            <Clock className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            {t('photo.pending')}
          </p>
        ) : null}
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {t('photo.hint')}
        </p>
        {problem ? (
          <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
            {problem}
          </p>
        ) : null}
      </div>
    </section>
  );
}
