import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { ZSignIn, type TSignIn } from '../../../../shared/auth/auth-contract';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { ApiError } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { errorMessage } from '../../../lib/error-message';
import { ResendVerification } from './resend-verification';

type SignInFormProps = { defaultEmail?: string; onSignedIn: () => void };

export function SignInForm({ defaultEmail = '', onSignedIn }: SignInFormProps) {
  const { t } = useTranslation('auth');
  const { signIn } = useAuth();
  const form = useForm<TSignIn>({
    resolver: zodResolver(ZSignIn),
    defaultValues: { email: defaultEmail, password: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const [unverifiedEmail, setUnverifiedEmail] = useState<string | null>(null);

  const onSubmit = form.handleSubmit(async (values) => {
    let firstSignIn: boolean;
    try {
      ({ firstSignIn } = await signIn(values));
    } catch (error) {
      toast.error(t('signIn.failedTitle'), { description: errorMessage(error) });
      setUnverifiedEmail(
        error instanceof ApiError && error.code === 'EMAIL_NOT_VERIFIED' ? values.email : null,
      );
      return;
    }
    if (firstSignIn) toast.success(t('signIn.welcomeTitle'), { description: t('signIn.welcomeText') });
    else toast.success(t('signIn.successTitle'), { description: t('signIn.successText') });
    onSignedIn();
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
      <FormField label={t('fields.password')} error={errors.password?.message}>
        {(control) => (
          <Input
            {...control}
            type="password"
            autoComplete="current-password"
            required
            {...form.register('password')}
          />
        )}
      </FormField>
      <Button type="submit" className="mt-2 w-full" busy={isSubmitting}>
        {isSubmitting ? t('signIn.busy') : t('signIn.submit')}
      </Button>
      {unverifiedEmail ? <ResendVerification email={unverifiedEmail} /> : null}
      <p className="text-center text-sm">
        <Link
          to="/reset-password"
          className="rounded-sm font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
        >
          {t('signIn.forgot')}
        </Link>
      </p>
    </form>
  );
}
