import { zodResolver } from '@hookform/resolvers/zod';
import { LogIn } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { ZSignIn, type TSignIn } from '../../../shared/auth/auth-contract';
import { Button } from '../../components/ui/button';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { useAuth } from '../../lib/auth';
import { errorMessage } from '../../lib/error-message';

/** Sign in on the invitation (the invited address filled in); the page then offers Accept. */
export function InvitationSignIn({ email }: { email: string }) {
  const { t } = useTranslation('guardians');
  const { signIn } = useAuth();
  const form = useForm<TSignIn>({ resolver: zodResolver(ZSignIn), defaultValues: { email, password: '' } });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (body) => {
    try {
      await signIn(body);
    } catch (error) {
      toast.error(t('invitation.signInFailed', { message: errorMessage(error) }));
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormField label={t('invitation.email')} error={errors.email?.message} required>
        {(control) => <Input {...control} type="email" autoComplete="email" {...form.register('email')} />}
      </FormField>
      <FormField label={t('invitation.password')} error={errors.password?.message} required>
        {(control) => (
          <Input
            {...control}
            type="password"
            autoComplete="current-password"
            {...form.register('password')}
          />
        )}
      </FormField>
      <Button type="submit" className="justify-self-start" busy={isSubmitting}>
        {isSubmitting ? null : <LogIn aria-hidden="true" />}
        {t('invitation.signIn')}
      </Button>
    </form>
  );
}
