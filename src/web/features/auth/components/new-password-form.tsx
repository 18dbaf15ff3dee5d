import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { ZResetPassword, type TResetPassword } from '../../../../shared/auth/auth-contract';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { errorMessage } from '../../../lib/error-message';
import { useResetPassword } from '../api/reset-password';
import { credentialRefusal } from './credential-refusal';
import { unlessToasted, usePasswordProblemToast } from './use-password-problem-toast';

export function NewPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const reset = useResetPassword();
  const toastPasswordProblem = usePasswordProblemToast();
  const form = useForm<TResetPassword>({
    resolver: zodResolver(ZResetPassword),
    defaultValues: { newPassword: '', confirmPassword: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(
    async ({ newPassword }) => {
      try {
        await reset.mutateAsync({ token, newPassword });
      } catch (error) {
        const refusal = credentialRefusal(error);
        if (refusal?.field === 'password') {
          form.setError('newPassword', { type: 'server', message: refusal.issue }, { shouldFocus: true });
          return;
        }
        toast.error(t('reset.failedTitle'), { description: errorMessage(error) });
        return;
      }
      toast.success(t('reset.updatedTitle'), { description: t('reset.updatedText') });
      await navigate('/auth', { replace: true });
    },
    () => toastPasswordProblem(form.getValues('newPassword'), form.getValues('confirmPassword')),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormField
        label={t('fields.newPassword')}
        hint={t('signUp.hint')}
        error={unlessToasted(errors.newPassword?.message)}
        invalid={Boolean(errors.newPassword)}
      >
        {(control) => (
          <Input
            {...control}
            type="password"
            autoComplete="new-password"
            required
            {...form.register('newPassword')}
          />
        )}
      </FormField>
      <FormField
        label={t('fields.confirmPassword')}
        error={unlessToasted(errors.confirmPassword?.message)}
        invalid={Boolean(errors.confirmPassword)}
      >
        {(control) => (
          <Input
            {...control}
            type="password"
            autoComplete="new-password"
            required
            {...form.register('confirmPassword')}
          />
        )}
      </FormField>
      <Button type="submit" className="w-full" busy={reset.isPending}>
        {reset.isPending ? t('reset.newBusy') : t('reset.newSubmit')}
      </Button>
    </form>
  );
}
