import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ZMenuInput, type TAdminMenu, type TMenuInput } from '../../../../shared/cms/menus-contract';
import { MENU_LOCATIONS } from '../../../../shared/site/site-contract';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { NativeSelect } from '../../../components/ui/native-select';
import { useSaveMenu } from '../api/menu-save';
import { ActiveCheckbox, MenuDialog, MenuFormFooter, saveMenuForm } from './menu-dialog-parts';

/** Which menu the dialog edits: `{ menu: null }` creates one. */
export type TMenuEditing = { menu: TAdminMenu | null };

/** Create Menu / Edit Menu: name (required), location, active. It closes once the server saved. */
export function MenuFormDialog({ editing, onClose }: { editing: TMenuEditing | null; onClose: () => void }) {
  const { t } = useTranslation('cms-library');
  return (
    <MenuDialog
      editing={editing}
      onClose={onClose}
      title={t(editing?.menu ? 'menus.form.editTitle' : 'menus.form.createTitle')}
      description={t('menus.form.description')}
    >
      {({ menu }) => <MenuForm key={menu?.id ?? 'new'} menu={menu} onDone={onClose} />}
    </MenuDialog>
  );
}

function MenuForm({ menu, onDone }: { menu: TAdminMenu | null; onDone: () => void }) {
  const { t } = useTranslation('cms-library');
  const save = useSaveMenu();
  const form = useForm<TMenuInput>({
    resolver: zodResolver(ZMenuInput),
    defaultValues: {
      name: menu?.name ?? '',
      location: menu?.location ?? 'header',
      is_active: menu?.is_active ?? true,
    },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    const saved = await saveMenuForm({
      thing: 'Menu',
      creating: menu === null,
      setError: form.setError,
      save: () => save.mutateAsync({ id: menu?.id ?? null, values }),
    });
    if (saved) onDone();
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormField label={t('menus.form.name')} error={errors.name?.message} required>
        {(field) => <Input {...field} autoComplete="off" maxLength={80} {...form.register('name')} />}
      </FormField>
      <FormField label={t('menus.form.location')} error={errors.location?.message}>
        {(field) => (
          <NativeSelect {...field} {...form.register('location')}>
            {MENU_LOCATIONS.map((location) => (
              <option key={location} value={location}>
                {t(`menus.locations.${location}`)}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <ActiveCheckbox label={t('menus.form.active')} {...form.register('is_active')} />
      <MenuFormFooter saving={save.isPending} onCancel={onDone} />
    </form>
  );
}
