import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { ZDeleteAccountInput, type TDeleteAccountInput } from '../../../shared/account/account-contract';
import { Button } from '../../components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '../../components/ui/dialog';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { ApiError } from '../../lib/api-client';
import { errorMessage } from '../../lib/error-message';
import { useDeleteAccount } from './api/delete-account';
import { formatDay } from '../../lib/format-date';

type Props = { open: boolean; onOpenChange: (open: boolean) => void };

/**
 * 'Delete your account?': what happens, the 14 days, and the password that confirms it. An alert
 * dialog: focus starts on Cancel, and it stays open while the request is on its way.
 */
export function DeleteAccountDialog({ open, onOpenChange }: Props) {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const remove = useDeleteAccount();
  const form = useForm<TDeleteAccountInput>({
    resolver: zodResolver(ZDeleteAccountInput),
    defaultValues: { password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onValid = async (body: TDeleteAccountInput) => {
    try {
      const account = await remove.mutateAsync(body);
      toast.success(t('delete.done', { date: formatDay(account.deletion_scheduled_at, 'long') }));
      // This session has ended on the server: leave the members' pages, then forget it here.
      await navigate('/', { replace: true });
      remove.forgetSession();
    } catch (error) {
      const field = error instanceof ApiError ? error.fields?.password : undefined;
      if (field) {
        form.setError('password', { type: 'server', message: field });
        form.setFocus('password');
      } else toast.error(t('delete.failed', { message: errorMessage(error) }));
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (isSubmitting) return;
        if (!next) form.reset();
        onOpenChange(next);
      }}
    >
      <DialogContent role="alertdialog">
        <DialogTitle>{t('delete.dialogTitle')}</DialogTitle>
        <DialogDescription>{t('delete.consequences')}</DialogDescription>
        <ul className="grid list-disc gap-1 ps-5 text-sm text-muted-foreground">
          <li>{t('delete.hidden')}</li>
          <li>{t('delete.grace')}</li>
          <li>{t('delete.erased')}</li>
          <li>{t('delete.messages')}</li>
        </ul>
        <form noValidate onSubmit={(event) => void form.handleSubmit(onValid)(event)} className="grid gap-5">
          <FormField
            label={t('delete.password')}
            hint={t('delete.passwordHint')}
            error={errors.password?.message}
            required
          >
            {(control) => (
              <Input
                {...control}
                {...form.register('password')}
                type="password"
                autoComplete="current-password"
              />
            )}
          </FormField>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button type="button" variant="outline" disabled={isSubmitting} autoFocus>
                {t('delete.cancel')}
              </Button>
            </DialogClose>
            <Button type="submit" variant="destructive" busy={isSubmitting}>
              {t('delete.confirm')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
