import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { GENDERS, MARITAL_STATUSES } from '../../../../shared/options/profile-options';
import { MIN_AGE } from '../../../../shared/profiles/profile-contract';
import { latestBirthDate } from './birth-date-limit';
import { SelectField, TextField } from './fields';
import { dressingAfterGenderChange, type TProfileFormValues } from './form-values';
import { PhotoUpload } from './photo-upload';

export function BasicTab() {
  const { t } = useTranslation('profiles');
  const { getValues, setValue, formState } = useFormContext<TProfileFormValues>();
  // Gender is set once (the server answers GENDER_LOCKED to a switch): a saved one is shown, not offered.
  const genderLocked = Boolean(formState.defaultValues?.gender);

  function onGenderChange(gender: string) {
    const dressing = getValues('islamic_dressing');
    const kept = dressingAfterGenderChange(gender, dressing);
    if (kept !== dressing) setValue('islamic_dressing', kept, { shouldDirty: true, shouldValidate: true });
  }

  return (
    <div className="grid gap-6">
      <PhotoUpload />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          name="full_name"
          required
          autoComplete="name"
          placeholder={t('form.placeholders.fullName')}
          className="sm:col-span-2"
        />
        <TextField
          name="date_of_birth"
          type="date"
          required
          autoComplete="bday"
          max={latestBirthDate(MIN_AGE)}
          hint={t('form.hints.dateOfBirth')}
        />
        <SelectField
          name="gender"
          required
          placeholder={t('form.placeholders.gender')}
          disabled={genderLocked}
          hint={genderLocked ? t('form.hints.genderLocked') : undefined}
          options={GENDERS.map((value) => ({ value, label: t(`options.gender.${value}`) }))}
          registerOptions={{
            onChange: (event: { target: { value: string } }) => onGenderChange(event.target.value),
          }}
        />
        <SelectField
          name="marital_status"
          options={MARITAL_STATUSES.map((value) => ({ value, label: t(`options.marital_status.${value}`) }))}
        />
        <TextField
          name="phone"
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          placeholder={t('form.placeholders.phone')}
        />
      </div>
    </div>
  );
}
