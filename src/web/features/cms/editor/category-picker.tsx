import { Plus } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { CMS_LIMITS, cmsDone, cmsFailed } from '../../../../shared/cms/cms-contract';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { errorMessage } from '../../../lib/error-message';
import { useSaveTerm } from '../api/admin-save-taxonomy';
import { useCategories } from '../api/admin-taxonomy';
import type { TContentForm } from './use-submit-content';

/** The post's category: one of the existing ones, or a new one created here and chosen at once. */
export function CategoryPicker({ form }: { form: TContentForm }) {
  const { t } = useTranslation('cms');
  const categories = useCategories();
  const create = useSaveTerm('categories');
  const [name, setName] = useState('');
  const newId = useId();

  async function onCreate() {
    if (name.trim() === '') return;
    try {
      const category = await create.mutateAsync({ id: null, body: { name: name.trim() } });
      toast.success(cmsDone('Category', 'created'));
      await categories.refetch();
      form.setValue('category_id', category.id, { shouldDirty: true });
      setName('');
    } catch (error) {
      toast.error(`${cmsFailed('create', 'Category')}${errorMessage(error)}`);
    }
  }

  return (
    <div className="grid gap-3">
      <FormField label={t('editor.fields.category')} error={form.formState.errors.category_id?.message}>
        {(control) => (
          <NativeSelect
            {...control}
            {...form.register('category_id')}
            // Controlled: the options arrive after the form's value, which a native select would drop.
            value={form.watch('category_id')}
            aria-busy={categories.isPending || undefined}
          >
            <option value="">{t('editor.fields.noCategory')}</option>
            {(categories.data?.items ?? []).map((category) => (
              <option key={category.id} value={category.id}>
                {category.name}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <div className="grid gap-2">
        <Label htmlFor={newId}>{t('editor.fields.newCategory')}</Label>
        <div className="flex gap-2">
          <Input
            id={newId}
            value={name}
            maxLength={CMS_LIMITS.categoryName}
            onChange={(event) => setName(event.target.value)}
            onKeyDown={(event) => {
              if (event.key !== 'Enter') return;
              event.preventDefault();
              void onCreate();
            }}
          />
          <Button
            type="button"
            variant="outline"
            busy={create.isPending}
            disabled={name.trim() === ''}
            onClick={() => void onCreate()}
          >
            {create.isPending ? null : <Plus aria-hidden="true" />}
            {t('editor.fields.createCategory')}
          </Button>
        </div>
      </div>
    </div>
  );
}
