import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import {
  DECISION_REASON_MAX,
  DECISIONS_FOR_KIND,
  SUSPENSION_DAY_CHOICES,
  ZModerationDecisionInput,
  type TModerationDecisionInput,
  type TModerationKind,
} from '../../../../shared/safety/moderation-contract';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { FormField } from '../../../components/ui/form-field';
import { RadioChoices } from '../../../components/ui/radio-choices';
import { NativeSelect } from '../../../components/ui/native-select';
import { Textarea } from '../../../components/ui/textarea';
import { ApiError } from '../../../lib/api-client';
import { useDecideModerationItem } from './api/decide-moderation-item';
import { ConfirmDecision } from './confirm-decision';

type DecisionFormProps = {
  itemId: string;
  kind: TModerationKind;
  memberName: string;
  holdsClaim: boolean;
};

const FIELDS = ['decision', 'reason', 'suspend_days'] as const;

/**
 * Decide an item with a reason the member is told: a report (dismiss, warn, remove the photo, suspend
 * for days, ban) or a new photo (approve, remove, suspend, ban). Only the moderator holding the claim
 * may: the form is disabled otherwise (the server refuses anyway). Suspend and Ban ask for a
 * confirmation first.
 */
export function DecisionForm({ itemId, kind, memberName, holdsClaim }: DecisionFormProps) {
  const { t } = useTranslation('moderation');
  const decide = useDecideModerationItem(itemId);
  const [confirming, setConfirming] = useState<TModerationDecisionInput | null>(null);
  const form = useForm<TModerationDecisionInput>({
    resolver: zodResolver(ZModerationDecisionInput),
    defaultValues: { reason: '' },
  });
  const decision = useWatch({ control: form.control, name: 'decision' });
  const errors = form.formState.errors;

  const send = (input: TModerationDecisionInput) =>
    decide.mutateAsync(input).then(
      () => {
        setConfirming(null);
        toast.success(t('decide.saved'));
      },
      (error: unknown) => {
        setConfirming(null);
        if (error instanceof ApiError && error.fields) {
          for (const field of FIELDS) {
            const message = error.fields[field];
            if (message) form.setError(field, { type: 'server', message });
          }
        }
      },
    );
  const onSubmit = form.handleSubmit((input) => {
    if (input.decision === 'suspend' || input.decision === 'ban') setConfirming(input);
    else return send(input);
  });

  return (
    <Card className="grid gap-4 p-4">
      <h2 className="text-lg font-semibold">{t('decide.title')}</h2>
      {holdsClaim ? null : <p className="text-sm text-muted-foreground">{t('decide.needsClaim')}</p>}
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-4">
        <fieldset disabled={!holdsClaim || decide.isPending} className="grid gap-4 disabled:opacity-60">
          <RadioChoices
            legend={t('decide.decision')}
            choices={DECISIONS_FOR_KIND[kind].map((choice) => ({
              value: choice,
              label: t(`decisions.${choice}`),
            }))}
            field={form.register('decision')}
            error={errors.decision?.message}
          />
          {decision === 'suspend' ? (
            <FormField
              label={t('decide.days')}
              error={errors.suspend_days?.message}
              required
              className="max-w-56"
            >
              {(control) => (
                <NativeSelect
                  {...control}
                  {...form.register('suspend_days', {
                    shouldUnregister: true,
                    setValueAs: (value: string) => (value === '' ? undefined : Number(value)),
                  })}
                >
                  <option value="">{t('decide.chooseDays')}</option>
                  {SUSPENSION_DAY_CHOICES.map((days) => (
                    <option key={days} value={days}>
                      {t('decide.daysOption', { count: days })}
                    </option>
                  ))}
                </NativeSelect>
              )}
            </FormField>
          ) : null}
          <FormField
            label={t('decide.reason')}
            hint={t('decide.reasonHint', { max: DECISION_REASON_MAX })}
            error={errors.reason?.message}
            required
          >
            {(control) => (
              <Textarea {...control} rows={4} maxLength={DECISION_REASON_MAX} {...form.register('reason')} />
            )}
          </FormField>
          <Button type="submit" className="justify-self-start" busy={decide.isPending && !confirming}>
            {t('decide.submit')}
          </Button>
        </fieldset>
      </form>
      <ConfirmDecision
        input={confirming}
        memberName={memberName}
        busy={decide.isPending}
        onCancel={() => setConfirming(null)}
        onConfirm={(input) => void send(input)}
      />
    </Card>
  );
}
