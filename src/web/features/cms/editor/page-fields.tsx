import { useTranslation } from 'react-i18next';
import { PAGE_TEMPLATES, type TPageSummary } from '../../../../shared/cms/cms-contract';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { NativeSelect } from '../../../components/ui/native-select';
import { useAllPages } from '../api/admin-get-content-list';
import type { TContentForm } from './use-submit-content';

/**
 * The pages a page may hang under: never itself (spec §5), nor one of its own descendants (that would
 * make a cycle, which the server refuses too).
 */
export function parentChoices(pages: TPageSummary[], selfId: string | null): TPageSummary[] {
  if (selfId === null) return pages;
  const excluded = new Set([selfId]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const page of pages)
      if (page.parent_id !== null && excluded.has(page.parent_id) && !excluded.has(page.id)) {
        excluded.add(page.id);
        grew = true;
      }
  }
  return pages.filter((page) => !excluded.has(page.id));
}

/** Spec §5: display order is an integer, minimum 0; anything else becomes 0. */
export function normaliseOrder(value: string): string {
  const n = Number(value);
  return value.trim() !== '' && Number.isInteger(n) && n >= 0 ? String(n) : '0';
}

/** What only a page has: parent, template, display order, Homepage and Show in menu. */
export function PageFields({ form, selfId }: { form: TContentForm; selfId: string | null }) {
  const { t } = useTranslation('cms');
  const pages = useAllPages();
  const { errors } = form.formState;
  const order = form.register('display_order', {
    onBlur: (event: { target: { value: string } }) =>
      form.setValue('display_order', normaliseOrder(event.target.value), { shouldDirty: true }),
  });

  return (
    <section className="grid gap-5 rounded-lg border border-border bg-card p-4">
      <FormField label={t('editor.fields.parent')} error={errors.parent_id?.message}>
        {(control) => (
          <NativeSelect
            {...control}
            {...form.register('parent_id')}
            // Controlled: the options arrive after the form's value, which a native select would drop.
            value={form.watch('parent_id')}
            aria-busy={pages.isPending || undefined}
          >
            <option value="">{t('editor.fields.noParent')}</option>
            {parentChoices(pages.data?.items ?? [], selfId).map((page) => (
              <option key={page.id} value={page.id}>
                {page.title}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <FormField label={t('editor.fields.template')} error={errors.template?.message}>
        {(control) => (
          <NativeSelect {...control} {...form.register('template')}>
            {PAGE_TEMPLATES.map((template) => (
              <option key={template} value={template}>
                {t(`editor.templates.${template}`)}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <FormField label={t('editor.fields.displayOrder')} error={errors.display_order?.message}>
        {(control) => <Input {...control} type="number" min={0} step={1} inputMode="numeric" {...order} />}
      </FormField>
      <div className="grid gap-3">
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" className="size-4 accent-primary" {...form.register('is_homepage')} />
          {t('editor.fields.homepage')}
        </label>
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" className="size-4 accent-primary" {...form.register('show_in_menu')} />
          {t('editor.fields.showInMenu')}
        </label>
      </div>
    </section>
  );
}
