import { Camera, CameraOff, ImageUp, RotateCcw, X } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SELFIE_MAX_BYTES } from '../../../shared/safety/verification-contract';
import { Button } from '../../components/ui/button';
import { useCamera } from './use-camera';

const TYPES = ['image/jpeg', 'image/png', 'image/webp'];

type SelfieCaptureProps = { selfie: Blob | null; onChange: (selfie: Blob | null) => void; headingId: string };

/**
 * The selfie: taken with the camera (Take selfie, Retake), or chosen as a photo on a device without a
 * camera or when the camera is refused. The server judges the file by its bytes; here only the type
 * the browser names and the size are checked, to say so early.
 */
export function SelfieCapture({ selfie, onChange, headingId }: SelfieCaptureProps) {
  const { t } = useTranslation('verification');
  const { state: cameraState, videoRef, open, close, capture } = useCamera();
  const fileRef = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [fileError, setFileError] = useState<string | null>(null);
  const preview = usePreviewUrl(selfie);

  const choose = (file: File | undefined) => {
    if (!file) return;
    if (!TYPES.includes(file.type)) return setFileError(t('capture.notAnImage'));
    if (file.size > SELFIE_MAX_BYTES) return setFileError(t('capture.tooLarge'));
    setFileError(null);
    close();
    onChange(file);
  };

  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <h2 id={headingId} className="text-lg font-semibold">
        {t('capture.title')}
      </h2>
      {preview ? (
        <figure className="grid justify-items-start gap-3">
          <img
            src={preview}
            alt={t('capture.preview')}
            className="max-h-80 w-full max-w-sm rounded-lg border border-border object-contain"
          />
          <Button type="button" variant="outline" onClick={() => onChange(null)}>
            <RotateCcw aria-hidden="true" />
            {t('capture.retake')}
          </Button>
        </figure>
      ) : null}
      {!preview && cameraState === 'live' ? (
        <div className="grid justify-items-start gap-3">
          <video
            ref={videoRef}
            aria-label={t('capture.video')}
            muted
            playsInline
            className="max-h-80 w-full max-w-sm rounded-lg border border-border bg-muted object-contain"
          />
          <div className="flex flex-wrap gap-2">
            <Button type="button" onClick={() => void capture().then((blob) => blob && onChange(blob))}>
              <Camera aria-hidden="true" />
              {t('capture.take')}
            </Button>
            <Button type="button" variant="ghost" onClick={close}>
              <X aria-hidden="true" />
              {t('capture.close')}
            </Button>
          </div>
        </div>
      ) : null}
      {!preview && cameraState !== 'live' ? (
        <div className="grid gap-3">
          {cameraState === 'unavailable' || cameraState === 'denied' ? (
            <p role="status" className="flex items-start gap-2 text-sm text-muted-foreground">
              <CameraOff className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              {t(cameraState === 'denied' ? 'capture.denied' : 'capture.noCamera')}
            </p>
          ) : null}
          <div className="flex flex-wrap gap-2">
            {cameraState === 'idle' || cameraState === 'opening' ? (
              <Button type="button" busy={cameraState === 'opening'} onClick={() => void open()}>
                {cameraState === 'opening' ? null : <Camera aria-hidden="true" />}
                {t(cameraState === 'opening' ? 'capture.opening' : 'capture.open')}
              </Button>
            ) : null}
            <Button
              type="button"
              variant="outline"
              aria-describedby={hintId}
              onClick={() => fileRef.current?.click()}
            >
              <ImageUp aria-hidden="true" />
              {t('capture.upload')}
            </Button>
          </div>
          <p id={hintId} className="text-sm text-muted-foreground">
            {t('capture.uploadHint')}
          </p>
          {fileError ? (
            <p role="alert" className="text-sm text-destructive">
              {fileError}
            </p>
          ) : null}
        </div>
      ) : null}
      <input
        ref={fileRef}
        type="file"
        accept={TYPES.join(',')}
        capture="user"
        hidden
        data-testid="selfie-file"
        onChange={(event) => {
          choose(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
    </section>
  );
}

/** An object URL for the selfie while it is shown (revoked when it changes or the screen goes). */
function usePreviewUrl(blob: Blob | null): string | null {
  const url = useMemo(() => (blob ? URL.createObjectURL(blob) : null), [blob]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return url;
}
