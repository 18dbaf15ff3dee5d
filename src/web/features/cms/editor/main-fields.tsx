import { useId } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CMS_LIMITS, CMS_TEXTS } from '../../../../shared/cms/cms-contract';
import { SLUG_MAX_LENGTH, slugify } from '../../../../shared/rules/slug';
import { FormField, RequiredMark } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Textarea } from '../../../components/ui/textarea';
import { fieldErrorText } from '../../../lib/field-error';
import { FeaturedImageField } from './featured-image-field';
import { RichTextEditor } from './rich-text-editor';
import type { TContentForm } from './use-submit-content';

/** The spec's required-fields problem is said once, by a toast: the field is only marked invalid. */
export const shownError = (message: string | undefined) =>
  message === CMS_TEXTS.requiredFields ? undefined : message;

type MainFieldsProps = {
  form: TContentForm;
  slugFollowsTitle: boolean;
  onSlugTyped: (slug: string) => void;
};

/** Title, slug, body, excerpt and featured image: what every post and page has. */
export function MainFields({ form, slugFollowsTitle, onSlugTyped }: MainFieldsProps) {
  const { t } = useTranslation('cms');
  const { errors } = form.formState;
  const contentLabelId = useId();
  const contentErrorId = useId();
  const title = form.register('title', {
    onChange: (event: { target: { value: string } }) => {
      if (slugFollowsTitle) form.setValue('slug', slugify(event.target.value), { shouldDirty: true });
    },
  });
  const slug = form.register('slug', {
    onChange: (event: { target: { value: string } }) => onSlugTyped(event.target.value),
  });
  const contentError = fieldErrorText(shownError(errors.content?.message));

  return (
    <section
      className="grid gap-5 rounded-lg border border-border bg-card p-4 sm:p-6"
      aria-label={t('editor.main')}
    >
      <FormField
        label={t('editor.fields.title')}
        required
        error={shownError(errors.title?.message)}
        invalid={errors.title !== undefined}
      >
        {(control) => <Input {...control} maxLength={CMS_LIMITS.title} {...title} />}
      </FormField>
      <FormField
        label={t('editor.fields.slug')}
        required
        hint={t('editor.fields.slugHint')}
        error={shownError(errors.slug?.message)}
        invalid={errors.slug !== undefined}
      >
        {(control) => (
          <Input
            {...control}
            maxLength={SLUG_MAX_LENGTH}
            autoCapitalize="none"
            spellCheck={false}
            dir="ltr"
            {...slug}
          />
        )}
      </FormField>
      <div className="grid gap-2">
        <Label id={contentLabelId}>
          {t('editor.fields.content')}
          <RequiredMark />
        </Label>
        <Controller
          control={form.control}
          name="content"
          render={({ field }) => (
            <RichTextEditor
              value={field.value}
              onChange={field.onChange}
              labelId={contentLabelId}
              describedBy={contentError ? contentErrorId : undefined}
              invalid={errors.content !== undefined}
            />
          )}
        />
        {contentError ? (
          <p id={contentErrorId} className="text-sm text-destructive">
            {contentError}
          </p>
        ) : null}
      </div>
      <FormField
        label={t('editor.fields.excerpt')}
        hint={t('editor.fields.excerptHint')}
        error={errors.excerpt?.message}
      >
        {(control) => (
          <Textarea {...control} rows={3} maxLength={CMS_LIMITS.excerpt} {...form.register('excerpt')} />
        )}
      </FormField>
      <FeaturedImageField form={form} />
    </section>
  );
}
