import { zodResolver } from '@hookform/resolvers/zod';
import { ShieldPlus } from 'lucide-react';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { ZAdminGrant, type TAdminGrant } from '../../../../shared/admin/admin-contract';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';
import { useGrantAdmin } from '../api/grant-admin';

/**
 * Make Admin by e-mail (spec §2, §5, §8): an empty or blank address is refused here with 'Please enter
 * an email address' before any request; the server's reason (an e-mail with no account) goes under the
 * field and into the failure toast.
 */
export function MakeAdminForm() {
  const { t } = useTranslation('admin');
  const titleId = useId();
  const grant = useGrantAdmin();
  const form = useForm<TAdminGrant>({ resolver: zodResolver(ZAdminGrant), defaultValues: { email: '' } });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      await grant.mutateAsync(body);
    } catch (error) {
      const reason = error instanceof ApiError ? (error.fields?.email ?? errorMessage(error)) : undefined;
      if (error instanceof ApiError && error.status >= 400 && error.status < 500 && reason)
        form.setError('email', { type: 'server', message: reason });
      toast.error(t('makeAdmin.failed'), reason ? { description: reason } : undefined);
      return;
    }
    toast.success(t('makeAdmin.assigned'));
    form.reset();
  });

  return (
    <section aria-labelledby={titleId} className="grid gap-3 rounded-lg border border-border bg-card p-4">
      <div className="grid gap-1">
        <h2 id={titleId} className="text-base font-semibold">
          {t('makeAdmin.title')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('makeAdmin.text')}</p>
      </div>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <FormField label={t('makeAdmin.email')} error={errors.email?.message} className="flex-1">
          {(control) => (
            <Input
              {...control}
              type="email"
              autoComplete="off"
              inputMode="email"
              placeholder={t('makeAdmin.placeholder')}
              {...form.register('email')}
            />
          )}
        </FormField>
        <Button type="submit" className="sm:mt-7" busy={grant.isPending}>
          {grant.isPending ? null : <ShieldPlus aria-hidden="true" />}
          {t('makeAdmin.submit')}
        </Button>
      </form>
    </section>
  );
}
