import { useId } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PARTNER_AGE_MAX, PARTNER_AGE_MIN } from '../../../../shared/profiles/profile-contract';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { fieldErrorText } from '../../../lib/field-error';
import { TextAreaField, TextField } from './fields';
import type { TProfileFormValues } from './form-values';

/**
 * Two number inputs stored as 'min-max'; the range's one error shows under both and names both.
 * `deps`: editing either input re-checks the other, so the range error never goes stale.
 */
function PartnerAgeRange() {
  const { t } = useTranslation('profiles');
  const { register, formState } = useFormContext<TProfileFormValues>();
  const id = useId();
  // Outside FormField, so translated here like every field error (an issue code, or the server's sentence).
  const error = fieldErrorText(
    formState.errors.partner_age_min?.message ?? formState.errors.partner_age_max?.message,
  );
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = error ? `${hintId} ${errorId}` : hintId;
  const inputProps = {
    type: 'number',
    inputMode: 'numeric',
    min: PARTNER_AGE_MIN,
    max: PARTNER_AGE_MAX,
    step: 1,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
  } as const;
  return (
    <fieldset className="grid gap-2 sm:col-span-2">
      <legend className="mb-2 text-sm leading-none font-medium">{t('form.partnerAgeRange')}</legend>
      <div className="grid max-w-md grid-cols-2 gap-4">
        <div className="grid gap-2">
          <Label htmlFor={`${id}-min`} className="text-muted-foreground">
            {t('fields.partner_age_min')}
          </Label>
          <Input
            id={`${id}-min`}
            placeholder={String(PARTNER_AGE_MIN)}
            {...inputProps}
            {...register('partner_age_min', { deps: 'partner_age_max' })}
          />
        </div>
        <div className="grid gap-2">
          <Label htmlFor={`${id}-max`} className="text-muted-foreground">
            {t('fields.partner_age_max')}
          </Label>
          <Input
            id={`${id}-max`}
            placeholder={String(PARTNER_AGE_MAX)}
            {...inputProps}
            {...register('partner_age_max', { deps: 'partner_age_min' })}
          />
        </div>
      </div>
      <p id={hintId} className="text-xs text-muted-foreground">
        {t('form.hints.partnerAge', { min: PARTNER_AGE_MIN, max: PARTNER_AGE_MAX })}
      </p>
      {error ? (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

export function PartnerTab() {
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <PartnerAgeRange />
      <TextField name="partner_education" className="sm:col-span-2" />
      <TextAreaField name="partner_lifestyle" />
      <TextAreaField name="ideal_partner_qualities" />
      <TextAreaField name="partner_religious_preferences" />
      <TextField name="partner_career_preferences" className="sm:col-span-2" />
    </div>
  );
}
