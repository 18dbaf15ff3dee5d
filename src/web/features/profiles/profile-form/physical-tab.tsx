import { useTranslation } from 'react-i18next';
import { BLOOD_GROUPS } from '../../../../shared/options/profile-options';
import { SelectField, TextAreaField, TextField } from './fields';

export function PhysicalTab() {
  const { t } = useTranslation('profiles');
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <TextField
        name="height_cm"
        type="number"
        inputMode="numeric"
        min={100}
        max={250}
        step={1}
        hint={t('form.hints.wholeNumber')}
      />
      <TextField
        name="weight_kg"
        type="number"
        inputMode="numeric"
        min={30}
        max={300}
        step={1}
        hint={t('form.hints.wholeNumber')}
      />
      <SelectField name="blood_group" placeholder={t('form.placeholders.option')} options={BLOOD_GROUPS} />
      <TextAreaField name="physical_features" />
    </div>
  );
}
