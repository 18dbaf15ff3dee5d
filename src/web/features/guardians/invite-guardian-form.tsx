import { zodResolver } from '@hookform/resolvers/zod';
import { Send } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import {
  GUARDIAN_RELATIONSHIPS,
  ZGuardianInvite,
  type TGuardianInviteInput,
} from '../../../shared/safety/guardian-contract';
import { GUARDIAN_NAME_MAX } from '../../../shared/safety/guardian-name';
import { Button } from '../../components/ui/button';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { NativeSelect } from '../../components/ui/native-select';
import { ApiError } from '../../lib/api-client';
import { errorMessage } from '../../lib/error-message';
import { useInviteGuardian } from './api/invite-guardian';

const FIELDS = ['email', 'name', 'relationship', 'weekly_summary'] as const;
const isField = (key: string): key is (typeof FIELDS)[number] => (FIELDS as readonly string[]).includes(key);

/**
 * Invite a guardian (issue 23 item 5): e-mail, first name, relationship and the weekly summary, checked
 * with the server's own schema; the server's refusals of a field go under it, the rest into a toast.
 */
export function InviteGuardianForm() {
  const { t } = useTranslation('guardians');
  const invite = useInviteGuardian();
  const form = useForm<TGuardianInviteInput>({
    resolver: zodResolver(ZGuardianInvite),
    defaultValues: { email: '', name: '', weekly_summary: false },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      const { guardianship } = await invite.mutateAsync(body);
      toast.success(t('invite.sent', { email: guardianship.email }));
      form.reset();
    } catch (error) {
      const fields = error instanceof ApiError ? Object.entries(error.fields ?? {}) : [];
      for (const [key, message] of fields) if (isField(key)) form.setError(key, { type: 'server', message });
      if (fields.length === 0) toast.error(t('invite.failed', { message: errorMessage(error) }));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t('invite.email')} error={errors.email?.message} required>
          {(control) => (
            <Input
              {...control}
              type="email"
              autoComplete="off"
              inputMode="email"
              {...form.register('email')}
            />
          )}
        </FormField>
        <FormField label={t('invite.name')} hint={t('invite.nameHint')} error={errors.name?.message} required>
          {(control) => (
            <Input {...control} autoComplete="off" maxLength={GUARDIAN_NAME_MAX} {...form.register('name')} />
          )}
        </FormField>
        <FormField label={t('invite.relationship')} error={errors.relationship?.message} required>
          {(control) => (
            <NativeSelect {...control} {...form.register('relationship')}>
              <option value="">{t('invite.choose')}</option>
              {GUARDIAN_RELATIONSHIPS.map((relationship) => (
                <option key={relationship} value={relationship}>
                  {t(`relationships.${relationship}`)}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
      </div>
      <label className="flex items-start gap-2 text-sm">
        <input
          type="checkbox"
          className="mt-0.5 size-4 shrink-0 accent-primary"
          {...form.register('weekly_summary')}
        />
        {t('invite.weeklySummary')}
      </label>
      <Button type="submit" className="justify-self-start" busy={invite.isPending}>
        {invite.isPending ? null : <Send aria-hidden="true" />}
        {t('invite.submit')}
      </Button>
    </form>
  );
}
