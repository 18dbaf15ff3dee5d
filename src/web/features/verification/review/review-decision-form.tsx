import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import {
  VERIFICATION_REASON_MAX,
  ZVerificationDecisionInput,
} from '../../../../shared/safety/verification-contract';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { FormField } from '../../../components/ui/form-field';
import { RadioChoices } from '../../../components/ui/radio-choices';
import { Textarea } from '../../../components/ui/textarea';
import { ApiError } from '../../../lib/api-client';
import { useDecideVerification } from './api/decide-verification';

const DECISIONS = ['approve', 'refuse'] as const;
const FIELDS = ['decision', 'reason'] as const;

/**
 * Approve, or refuse with a reason the member reads. Only the reviewer holding the claim may: the form
 * is disabled otherwise (the server refuses anyway).
 */
export function ReviewDecisionForm({ itemId, holdsClaim }: { itemId: string; holdsClaim: boolean }) {
  const { t } = useTranslation('verification-review');
  const decide = useDecideVerification(itemId);
  const form = useForm({ resolver: zodResolver(ZVerificationDecisionInput), defaultValues: { reason: '' } });
  const errors = form.formState.errors;

  const onSubmit = form.handleSubmit((input) =>
    decide.mutateAsync({ decision: input.decision, reason: input.reason ?? undefined }).then(
      () => toast.success(t('decide.saved')),
      (error: unknown) => {
        if (!(error instanceof ApiError) || !error.fields) return;
        for (const field of FIELDS) {
          const message = error.fields[field];
          if (message) form.setError(field, { type: 'server', message });
        }
      },
    ),
  );

  return (
    <Card className="grid gap-4 p-4">
      <h2 className="text-lg font-semibold">{t('decide.title')}</h2>
      {holdsClaim ? null : <p className="text-sm text-muted-foreground">{t('decide.needsClaim')}</p>}
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-4">
        <fieldset disabled={!holdsClaim || decide.isPending} className="grid gap-4 disabled:opacity-60">
          <RadioChoices
            legend={t('decide.decision')}
            choices={DECISIONS.map((choice) => ({ value: choice, label: t(`decide.${choice}`) }))}
            field={form.register('decision')}
            error={errors.decision?.message}
          />
          <FormField
            label={t('decide.reason')}
            hint={t('decide.reasonHint', { max: VERIFICATION_REASON_MAX })}
            error={errors.reason?.message}
          >
            {(control) => (
              <Textarea
                {...control}
                rows={4}
                maxLength={VERIFICATION_REASON_MAX}
                {...form.register('reason')}
              />
            )}
          </FormField>
          <Button type="submit" className="justify-self-start" busy={decide.isPending}>
            {t('decide.submit')}
          </Button>
        </fieldset>
      </form>
    </Card>
  );
}
