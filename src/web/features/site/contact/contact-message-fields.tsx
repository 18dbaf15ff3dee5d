import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  CONTACT_LIMITS,
  CONTACT_SUBJECTS,
  type TContactMessageInput,
} from '../../../../shared/site/site-contract';
import { FormField } from '../../../components/ui/form-field';
import { NativeSelect } from '../../../components/ui/native-select';
import { Textarea } from '../../../components/ui/textarea';
import { cn } from '../../../lib/cn';

/** Subject*: the spec's subjects (§3), after an empty 'Select a subject' option. */
export function ContactSubjectField() {
  const { t } = useTranslation('contact');
  const { register, formState } = useFormContext<TContactMessageInput>();
  return (
    <FormField label={t('form.subject')} required error={formState.errors.subject?.message}>
      {(control) => (
        <NativeSelect {...control} {...register('subject')}>
          <option value="">{t('form.subjectPlaceholder')}</option>
          {CONTACT_SUBJECTS.map((subject) => (
            <option key={subject.value} value={subject.value}>
              {subject.label}
            </option>
          ))}
        </NativeSelect>
      )}
    </FormField>
  );
}

/** Message*: a textarea with a live count against the limit (read with the field, not on every key). */
export function ContactMessageField() {
  const { t, i18n } = useTranslation('contact');
  const { register, formState, control: formControl } = useFormContext<TContactMessageInput>();
  const length = (useWatch({ control: formControl, name: 'message' }) ?? '').length;
  const format = (value: number) => value.toLocaleString(i18n.language);
  const hint = (
    <span className="flex flex-wrap justify-between gap-x-4">
      <span>{t('form.messageHint', { min: CONTACT_LIMITS.messageMin })}</span>
      <span className={cn('tabular-nums', length >= CONTACT_LIMITS.messageMax && 'text-destructive')}>
        {t('form.messageCount', { length: format(length), max: format(CONTACT_LIMITS.messageMax) })}
      </span>
    </span>
  );
  return (
    <FormField label={t('form.message')} required hint={hint} error={formState.errors.message?.message}>
      {(control) => (
        <Textarea {...control} rows={7} maxLength={CONTACT_LIMITS.messageMax} {...register('message')} />
      )}
    </FormField>
  );
}
