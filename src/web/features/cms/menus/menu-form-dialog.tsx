import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { cmsDone, cmsFailed } from '../../../../shared/cms/cms-contract';
import { ZMenuInput, type TAdminMenu, type TMenuInput } from '../../../../shared/cms/menus-contract';
import { MENU_LOCATIONS } from '../../../../shared/site/site-contract';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { NativeSelect } from '../../../components/ui/native-select';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';
import { useSaveMenu } from '../api/menu-save';

/** Which menu the dialog edits: `{ menu: null }` creates one. */
export type TMenuEditing = { menu: TAdminMenu | null };

/** Create Menu / Edit Menu: name (required), location, active. It closes once the server saved. */
export function MenuFormDialog({ editing, onClose }: { editing: TMenuEditing | null; onClose: () => void }) {
  const { t } = useTranslation('cms-library');
  return (
    <Dialog open={editing !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        <DialogTitle>{t(editing?.menu ? 'menus.form.editTitle' : 'menus.form.createTitle')}</DialogTitle>
        <DialogDescription>{t('menus.form.description')}</DialogDescription>
        {editing ? <MenuForm key={editing.menu?.id ?? 'new'} menu={editing.menu} onDone={onClose} /> : null}
      </DialogContent>
    </Dialog>
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
    const action = menu ? 'update' : 'create';
    try {
      await save.mutateAsync({ id: menu?.id ?? null, values });
    } catch (error) {
      if (error instanceof ApiError)
        for (const [field, message] of Object.entries(error.fields ?? {}))
          form.setError(field as Path<TMenuInput>, { type: 'server', message });
      toast.error(`${cmsFailed(action, 'Menu')}${errorMessage(error)}`);
      return;
    }
    toast.success(cmsDone('Menu', menu ? 'updated' : 'created'));
    onDone();
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
      <label className="flex items-center gap-2 text-sm font-medium">
        <input type="checkbox" className="size-4 accent-primary" {...form.register('is_active')} />
        {t('menus.form.active')}
      </label>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onDone}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" busy={save.isPending}>
          {t('common.save')}
        </Button>
      </div>
    </form>
  );
}
