import { useForm, useWatch, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { MENU_LINK_TYPES, type TAdminMenuItem } from '../../../../shared/cms/menus-contract';
import { MENU_TARGETS } from '../../../../shared/site/site-contract';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { NativeSelect } from '../../../components/ui/native-select';
import { useSaveMenuItem } from '../api/menu-item-save';
import { LinkTargetSelect } from './link-target-select';
import { ActiveCheckbox, MenuDialog, MenuFormFooter, saveMenuForm } from './menu-dialog-parts';
import { parentChoices } from './menu-item-tree';
import { initialItemValues, itemPayload, itemProblems, type TMenuItemFormValues } from './menu-item-values';

/** Which item the dialog edits: `{ item: null }` adds one. */
export type TItemEditing = { item: TAdminMenuItem | null };

export function MenuItemFormDialog({
  menuId,
  items,
  editing,
  onClose,
}: {
  menuId: string;
  items: TAdminMenuItem[];
  editing: TItemEditing | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('cms-library');
  return (
    <MenuDialog
      editing={editing}
      onClose={onClose}
      title={t(editing?.item ? 'items.form.editTitle' : 'items.form.createTitle')}
      description={t('items.form.description')}
      className="max-h-[90dvh] max-w-lg overflow-y-auto"
    >
      {({ item }) => (
        <MenuItemForm key={item?.id ?? 'new'} menuId={menuId} items={items} item={item} onDone={onClose} />
      )}
    </MenuDialog>
  );
}

function MenuItemForm({
  menuId,
  items,
  item,
  onDone,
}: {
  menuId: string;
  items: TAdminMenuItem[];
  item: TAdminMenuItem | null;
  onDone: () => void;
}) {
  const { t } = useTranslation('cms-library');
  const save = useSaveMenuItem();
  const form = useForm<TMenuItemFormValues>({ defaultValues: initialItemValues(item) });
  const { errors } = form.formState;
  const linkType = useWatch({ control: form.control, name: 'link_type' });
  const parents = parentChoices(items, item?.id ?? null);

  const onSubmit = form.handleSubmit(async (values) => {
    const payload = itemPayload(values);
    const problems = Object.entries(itemProblems(payload));
    for (const [field, message] of problems)
      form.setError(field as Path<TMenuItemFormValues>, { type: 'schema', message });
    if (problems.length > 0) return;
    const saved = await saveMenuForm({
      thing: 'Menu item',
      creating: item === null,
      setError: form.setError,
      save: () => save.mutateAsync({ menuId, id: item?.id ?? null, values: payload }),
    });
    if (saved) onDone();
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormField label={t('items.form.title')} error={errors.title?.message} required>
        {(field) => <Input {...field} autoComplete="off" maxLength={100} {...form.register('title')} />}
      </FormField>
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium">{t('items.form.linkType')}</legend>
        <div className="flex flex-wrap gap-x-5 gap-y-2">
          {MENU_LINK_TYPES.map((type) => (
            <label key={type} className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                value={type}
                className="size-4 accent-primary"
                {...form.register('link_type')}
              />
              {t(`items.links.${type}`)}
            </label>
          ))}
        </div>
      </fieldset>
      {linkType === 'custom' ? (
        <FormField
          label={t('items.form.url')}
          hint={t('items.form.urlHint')}
          error={errors.url?.message}
          required
        >
          {(field) => (
            <Input {...field} type="text" inputMode="url" autoComplete="off" {...form.register('url')} />
          )}
        </FormField>
      ) : (
        <LinkTargetSelect
          key={linkType}
          kind={linkType === 'page' ? 'pages' : 'posts'}
          label={t(linkType === 'page' ? 'items.form.page' : 'items.form.post')}
          error={(linkType === 'page' ? errors.page_id : errors.post_id)?.message}
          control={form.control}
        />
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t('items.form.parent')} error={errors.parent_id?.message}>
          {(field) => (
            <NativeSelect {...field} {...form.register('parent_id')}>
              <option value="">{t('items.form.noParent')}</option>
              {parents.map((parent) => (
                <option key={parent.id} value={parent.id}>
                  {parent.title}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField label={t('items.form.target')} error={errors.target?.message}>
          {(field) => (
            <NativeSelect {...field} {...form.register('target')}>
              {MENU_TARGETS.map((target) => (
                <option key={target} value={target}>
                  {t(`items.form.targets.${target}`)}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
      </div>
      <FormField label={t('items.form.cssClass')} error={errors.css_class?.message}>
        {(field) => <Input {...field} autoComplete="off" maxLength={100} {...form.register('css_class')} />}
      </FormField>
      <ActiveCheckbox label={t('items.form.active')} {...form.register('is_active')} />
      <MenuFormFooter saving={save.isPending} onCancel={onDone} />
    </form>
  );
}
