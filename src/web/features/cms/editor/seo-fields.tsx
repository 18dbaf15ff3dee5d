import { useTranslation } from 'react-i18next';
import { CMS_LIMITS, META_DESCRIPTION_HINT } from '../../../../shared/cms/cms-contract';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Textarea } from '../../../components/ui/textarea';
import type { TContentForm } from './use-submit-content';

/** Meta title, description (spec §5: 150-160 characters recommended, not enforced) and keywords. */
export function SeoFields({ form }: { form: TContentForm }) {
  const { t } = useTranslation('cms');
  const { errors } = form.formState;
  const description = form.watch('meta_description');

  return (
    <section
      className="grid gap-5 rounded-lg border border-border bg-card p-4 sm:p-6"
      aria-labelledby="cms-seo"
    >
      <h2 id="cms-seo" className="text-lg font-semibold">
        {t('editor.seo')}
      </h2>
      <FormField label={t('editor.fields.metaTitle')} error={errors.meta_title?.message}>
        {(control) => (
          <Input {...control} maxLength={CMS_LIMITS.metaTitle} {...form.register('meta_title')} />
        )}
      </FormField>
      <FormField
        label={t('editor.fields.metaDescription')}
        error={errors.meta_description?.message}
        hint={
          <span className="flex flex-wrap justify-between gap-2">
            <span>{META_DESCRIPTION_HINT}</span>
            <span>{t('editor.fields.metaCount', { count: description.length })}</span>
          </span>
        }
      >
        {(control) => (
          <Textarea
            {...control}
            rows={3}
            maxLength={CMS_LIMITS.metaDescription}
            {...form.register('meta_description')}
          />
        )}
      </FormField>
      <FormField
        label={t('editor.fields.metaKeywords')}
        hint={t('editor.fields.metaKeywordsHint')}
        error={errors.meta_keywords?.message}
      >
        {(control) => (
          <Input {...control} maxLength={CMS_LIMITS.metaKeywords} {...form.register('meta_keywords')} />
        )}
      </FormField>
    </section>
  );
}
