import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { ZSignUp, type TSignUp } from '../../../../shared/auth/auth-contract';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { ApiError } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { errorMessage } from '../../../lib/error-message';
import { credentialRefusal } from './credential-refusal';
import { TermsConsent } from './terms-consent';
import { unlessToasted, usePasswordProblemToast } from './use-password-problem-toast';

/** Spec: the server message contains 'User already registered'; better-auth's own code is accepted too. */
function isExistingAccount(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  return error.message.includes('User already registered') || error.code === 'USER_ALREADY_EXISTS';
}

type SignUpFormProps = { onSignedUp: (email: string) => void };

export function SignUpForm({ onSignedUp }: SignUpFormProps) {
  const { t } = useTranslation('auth');
  const { signUp } = useAuth();
  const toastPasswordProblem = usePasswordProblemToast();
  const form = useForm<TSignUp>({
    resolver: zodResolver(ZSignUp),
    defaultValues: { name: '', email: '', password: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(
    async ({ name, email, password, accept_terms }) => {
      try {
        await signUp({ name, email, password, accept_terms });
      } catch (error) {
        const refusal = credentialRefusal(error);
        if (refusal) {
          form.setError(refusal.field, { type: 'server', message: refusal.issue }, { shouldFocus: true });
          return;
        }
        if (isExistingAccount(error))
          toast.error(t('signUp.existsTitle'), { description: t('signUp.existsText') });
        else toast.error(t('signUp.failedTitle'), { description: errorMessage(error) });
        return;
      }
      toast.success(t('signUp.successTitle'), { description: t('signUp.successText') });
      form.reset();
      onSignedUp(email);
    },
    () => toastPasswordProblem(form.getValues('password'), form.getValues('confirmPassword')),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormField label={t('fields.fullName')} error={errors.name?.message}>
        {(control) => (
          <Input
            {...control}
            autoComplete="name"
            required
            placeholder={t('placeholders.fullName')}
            {...form.register('name')}
          />
        )}
      </FormField>
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
      <FormField
        label={t('fields.password')}
        hint={t('signUp.hint')}
        error={unlessToasted(errors.password?.message)}
        invalid={Boolean(errors.password)}
      >
        {(control) => (
          <Input
            {...control}
            type="password"
            autoComplete="new-password"
            required
            {...form.register('password')}
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
      <TermsConsent error={errors.accept_terms?.message} {...form.register('accept_terms')} />
      <Button type="submit" className="mt-2 w-full" busy={isSubmitting}>
        {isSubmitting ? t('signUp.busy') : t('signUp.submit')}
      </Button>
    </form>
  );
}
