import type { ReactNode } from 'react';
import type { FieldValues, Path, UseFormRegisterReturn, UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { cmsDone, cmsFailed } from '../../../../shared/cms/cms-contract';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';

/** The create / edit dialog of a menu or a menu item: open while `editing` names what it edits. */
export function MenuDialog<T>({
  editing,
  onClose,
  title,
  description,
  className,
  children,
}: {
  editing: T | null;
  onClose: () => void;
  title: string;
  description: string;
  className?: string;
  /** The form, given what is edited (rendered only while the dialog is open). */
  children: (editing: T) => ReactNode;
}) {
  return (
    <Dialog open={editing !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className={className}>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{description}</DialogDescription>
        {editing !== null ? children(editing) : null}
      </DialogContent>
    </Dialog>
  );
}

/** The Active checkbox, registered with the form. */
export function ActiveCheckbox({ label, ...field }: { label: string } & UseFormRegisterReturn) {
  return (
    <label className="flex items-center gap-2 text-sm font-medium">
      <input type="checkbox" className="size-4 accent-primary" {...field} />
      {label}
    </label>
  );
}

/** Cancel and Save at the end of a menu form (Cancel below Save on a phone). */
export function MenuFormFooter({ saving, onCancel }: { saving: boolean; onCancel: () => void }) {
  const { t } = useTranslation('cms-library');
  return (
    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      <Button type="button" variant="outline" onClick={onCancel}>
        {t('common.cancel')}
      </Button>
      <Button type="submit" busy={saving}>
        {t('common.save')}
      </Button>
    </div>
  );
}

/**
 * Saves a menu or a menu item and says how it went: the server's field errors under their inputs and
 * a toast. Resolves true once saved (the dialog then closes).
 */
export async function saveMenuForm<TValues extends FieldValues>({
  thing,
  creating,
  setError,
  save,
}: {
  thing: 'Menu' | 'Menu item';
  creating: boolean;
  setError: UseFormSetError<TValues>;
  save: () => Promise<unknown>;
}): Promise<boolean> {
  try {
    await save();
  } catch (error) {
    if (error instanceof ApiError)
      for (const [field, message] of Object.entries(error.fields ?? {}))
        setError(field as Path<TValues>, { type: 'server', message });
    toast.error(`${cmsFailed(creating ? 'create' : 'update', thing)}${errorMessage(error)}`);
    return false;
  }
  toast.success(cmsDone(thing, creating ? 'created' : 'updated'));
  return true;
}
