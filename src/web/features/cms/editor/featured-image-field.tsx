import { ImagePlus, X } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { fieldErrorText } from '../../../lib/field-error';
import { MediaPickerDialog } from '../media/media-picker-dialog';
import type { TContentForm } from './use-submit-content';

/** The featured image: chosen from the media library (or uploaded there first), shown, removable. */
export function FeaturedImageField({ form }: { form: TContentForm }) {
  const { t } = useTranslation('cms');
  const [picking, setPicking] = useState(false);
  const labelId = useId();
  const url = form.watch('featured_image_url');
  const error = fieldErrorText(form.formState.errors.featured_image_url?.message);

  return (
    <div role="group" aria-labelledby={labelId} className="grid gap-2">
      <span id={labelId} className="text-sm leading-none font-medium">
        {t('editor.fields.featuredImage')}
      </span>
      {url ? (
        <img
          src={url}
          alt=""
          className="max-h-48 w-full max-w-sm rounded-md border border-border object-cover"
        />
      ) : (
        <p className="text-sm text-muted-foreground">{t('editor.fields.noImage')}</p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" size="sm" onClick={() => setPicking(true)}>
          <ImagePlus aria-hidden="true" />
          {t('editor.fields.chooseImage')}
        </Button>
        {url ? (
          <Button
            type="button"
            variant="ghost"
            size="sm"
            onClick={() => form.setValue('featured_image_url', '', { shouldDirty: true })}
          >
            <X aria-hidden="true" />
            {t('editor.fields.removeImage')}
          </Button>
        ) : null}
      </div>
      {error ? <p className="text-sm text-destructive">{error}</p> : null}
      <MediaPickerDialog
        open={picking}
        onOpenChange={setPicking}
        onPick={(file) => {
          form.setValue('featured_image_url', file.file_url, { shouldDirty: true });
          setPicking(false);
        }}
      />
    </div>
  );
}
