import { useTranslation } from 'react-i18next';
import { CategoryPicker } from './category-picker';
import { TagPicker } from './tag-picker';
import type { TContentForm } from './use-submit-content';

/** What only a post has: its category, its tags, Featured and Allow comments. */
export function PostFields({ form }: { form: TContentForm }) {
  const { t } = useTranslation('cms');
  return (
    <section className="grid gap-5 rounded-lg border border-border bg-card p-4">
      <CategoryPicker form={form} />
      <TagPicker form={form} />
      <div className="grid gap-3">
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" className="size-4 accent-primary" {...form.register('is_featured')} />
          {t('editor.fields.featured')}
        </label>
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" className="size-4 accent-primary" {...form.register('allow_comments')} />
          {t('editor.fields.allowComments')}
        </label>
      </div>
    </section>
  );
}
