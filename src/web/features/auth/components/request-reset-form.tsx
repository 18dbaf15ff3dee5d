import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { ZRequestPasswordReset, type TRequestPasswordReset } from '../../../../shared/auth/auth-contract';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { errorMessage } from '../../../lib/error-message';
import { useRequestPasswordReset } from '../api/request-password-reset';

export function RequestResetForm() {
  const { t } = useTranslation('auth');
  const request = useRequestPasswordReset();
  const form = useForm<TRequestPasswordReset>({
    resolver: zodResolver(ZRequestPasswordReset),
    defaultValues: { email: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async ({ email }) => {
    try {
      await request.mutateAsync(email);
    } catch (error) {
      toast.error(t('reset.failedTitle'), { description: errorMessage(error) });
      return;
    }
    toast.success(t('reset.requestedTitle'), { description: t('reset.requestedText') });
    form.reset();
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormField label={t('fields.email')} error={errors.email?.message}>
        {(control) => (
          <Input
            {...control}
            type="email"
            autoComplete="email"
            inputMode="email"
            required
            placeholder={t('placeholders.email')}
            {...form.register('email')}
          />
        )}
      </FormField>
      <Button type="submit" className="w-full" busy={request.isPending}>
        {request.isPending ? t('reset.requestBusy') : t('reset.requestSubmit')}
      </Button>
    </form>
  );
}
