import { zodResolver } from '@hookform/resolvers/zod';
import { MailCheck, UserPlus } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { ZSignUp, type TSignUp } from '../../../shared/auth/auth-contract';
import { Button } from '../../components/ui/button';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { ApiError } from '../../lib/api-client';
import { errorMessage } from '../../lib/error-message';
import { fieldErrorText } from '../../lib/field-error';
import { signUpGuardian } from './api/sign-up-guardian';

const linkClass =
  'rounded-sm font-medium text-primary underline underline-offset-4 outline-none focus-visible:ring-2 focus-visible:ring-ring';

/**
 * A guardian account with the invited address (issue 23 item 5). better-auth's verification mail still
 * comes first; its link signs the guardian in and brings them back to the invitation to accept it.
 */
export function InvitationSignUp({ email, token }: { email: string; token: string }) {
  const { t } = useTranslation('guardians');
  const termsId = useId();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<TSignUp>({
    resolver: zodResolver(ZSignUp),
    defaultValues: { name: '', email, password: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async ({ confirmPassword: _confirm, ...body }) => {
    try {
      await signUpGuardian(body, token);
      setSentTo(body.email);
    } catch (error) {
      const field = error instanceof ApiError && /^PASSWORD/.test(error.code) ? 'password' : null;
      if (field)
        form.setError(field, { type: 'server', message: error instanceof Error ? error.message : '' });
      else toast.error(t('invitation.createFailed', { message: errorMessage(error) }));
    }
  });

  if (sentTo) {
    return (
      <div
        role="status"
        className="grid gap-2 rounded-lg border border-primary/20 bg-primary-soft p-4 text-primary-strong"
      >
        <p className="flex items-center gap-2 font-semibold">
          <MailCheck className="size-5" aria-hidden="true" />
          {t('invitation.checkMail')}
        </p>
        <p className="text-sm">{t('invitation.checkMailText', { email: sentTo })}</p>
      </div>
    );
  }
  const termsError = fieldErrorText(errors.accept_terms?.message);
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <p className="text-sm text-muted-foreground">{t('invitation.guardianOnly')}</p>
      <FormField label={t('invitation.name')} error={errors.name?.message} required>
        {(control) => <Input {...control} autoComplete="name" {...form.register('name')} />}
      </FormField>
      <FormField label={t('invitation.email')} error={errors.email?.message} required>
        {(control) => (
          <Input {...control} type="email" readOnly autoComplete="email" {...form.register('email')} />
        )}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t('invitation.password')} error={errors.password?.message} required>
          {(control) => (
            <Input {...control} type="password" autoComplete="new-password" {...form.register('password')} />
          )}
        </FormField>
        <FormField label={t('invitation.confirmPassword')} error={errors.confirmPassword?.message} required>
          {(control) => (
            <Input
              {...control}
              type="password"
              autoComplete="new-password"
              {...form.register('confirmPassword')}
            />
          )}
        </FormField>
      </div>
      <div className="grid gap-1.5">
        <div className="flex items-start gap-3">
          <input
            id={termsId}
            type="checkbox"
            aria-invalid={termsError ? true : undefined}
            aria-describedby={termsError ? `${termsId}-error` : undefined}
            className="mt-0.5 size-5 shrink-0 accent-primary"
            {...form.register('accept_terms')}
          />
          <label htmlFor={termsId} className="text-sm leading-snug">
            <Trans
              ns="guardians"
              i18nKey="invitation.terms"
              components={{
                terms: <Link to="/terms" target="_blank" className={linkClass} />,
                privacy: <Link to="/privacy" target="_blank" className={linkClass} />,
              }}
            />
          </label>
        </div>
        {termsError ? (
          <p id={`${termsId}-error`} className="text-sm text-destructive">
            {termsError}
          </p>
        ) : null}
      </div>
      <Button type="submit" className="justify-self-start" busy={isSubmitting}>
        {isSubmitting ? null : <UserPlus aria-hidden="true" />}
        {t('invitation.create')}
      </Button>
    </form>
  );
}
