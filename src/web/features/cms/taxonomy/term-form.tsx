import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import {
  CMS_LIMITS,
  cmsDone,
  cmsFailed,
  type TCategory,
  type TTag,
} from '../../../../shared/cms/cms-contract';
import { SLUG_MAX_LENGTH } from '../../../../shared/rules/slug';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';
import { useSaveTerm, type TTaxonomyKind } from '../api/admin-save-taxonomy';
import { termSchemaFor, termValuesFrom, type TTermBody, type TTermFormValues } from './term-form-values';

const THING = { categories: 'Category', tags: 'Tag' } as const;

type TermFormProps = { kind: TTaxonomyKind; term: TCategory | TTag | null; onDone: () => void };

/** Create (term null) or edit one category or tag. */
export function TermForm({ kind, term, onDone }: TermFormProps) {
  const { t } = useTranslation('cms');
  const save = useSaveTerm(kind);
  const form = useForm<TTermFormValues, unknown, TTermBody>({
    resolver: zodResolver(termSchemaFor(kind)) as unknown as Resolver<TTermFormValues, unknown, TTermBody>,
    defaultValues: termValuesFrom(term),
  });
  const { errors } = form.formState;
  const action = term === null ? 'create' : 'update';

  async function onValid(body: TTermBody) {
    try {
      await save.mutateAsync({ id: term?.id ?? null, body } as Parameters<typeof save.mutateAsync>[0]);
      toast.success(cmsDone(THING[kind], term === null ? 'created' : 'updated'));
      form.reset(termValuesFrom(null));
      onDone();
    } catch (error) {
      if (error instanceof ApiError)
        for (const [field, message] of Object.entries(error.fields ?? {}))
          if (field === 'name' || field === 'slug' || field === 'description')
            form.setError(field, { type: 'server', message }, { shouldFocus: true });
      toast.error(`${cmsFailed(action, THING[kind])}${errorMessage(error)}`);
    }
  }

  return (
    <form
      noValidate
      onSubmit={(event) => void form.handleSubmit(onValid)(event)}
      className="grid gap-4 rounded-lg border border-border bg-muted/30 p-4"
      aria-label={
        term
          ? t('taxonomy.editing', { name: term.name })
          : t(kind === 'categories' ? 'taxonomy.newCategory' : 'taxonomy.newTag')
      }
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t('taxonomy.name')} required error={errors.name?.message}>
          {(control) => (
            <Input
              {...control}
              maxLength={kind === 'categories' ? CMS_LIMITS.categoryName : CMS_LIMITS.tagName}
              {...form.register('name')}
            />
          )}
        </FormField>
        <FormField label={t('taxonomy.slug')} hint={t('taxonomy.slugHint')} error={errors.slug?.message}>
          {(control) => (
            <Input {...control} maxLength={SLUG_MAX_LENGTH} dir="ltr" {...form.register('slug')} />
          )}
        </FormField>
      </div>
      <FormField label={t('taxonomy.description')} error={errors.description?.message}>
        {(control) => (
          <Input {...control} maxLength={CMS_LIMITS.description} {...form.register('description')} />
        )}
      </FormField>
      {kind === 'categories' ? (
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" className="size-4 accent-primary" {...form.register('is_active')} />
          {t('taxonomy.active')}
        </label>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" busy={save.isPending}>
          {term ? t('taxonomy.save') : t('taxonomy.add')}
        </Button>
        {term ? (
          <Button type="button" variant="outline" onClick={onDone}>
            {t('taxonomy.cancel')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
