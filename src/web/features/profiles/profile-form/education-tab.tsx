import { useTranslation } from 'react-i18next';
import { EDUCATION_LEVELS } from '../../../../shared/options/profile-options';
import { SelectField, TextAreaField, TextField } from './fields';

export function EducationTab() {
  const { t } = useTranslation('profiles');
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <SelectField
        name="educational_qualification"
        placeholder={t('form.placeholders.option')}
        options={EDUCATION_LEVELS}
      />
      <TextField
        name="occupation"
        autoComplete="organization-title"
        placeholder={t('form.placeholders.occupation')}
      />
      <TextAreaField name="career_aspirations" />
    </div>
  );
}
