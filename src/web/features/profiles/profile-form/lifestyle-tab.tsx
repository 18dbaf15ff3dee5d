import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  COMMUNITIES,
  dressingOptionsFor,
  FAMILY_TYPES,
  RELIGIOUS_BELIEFS,
} from '../../../../shared/options/profile-options';
import { LANGUAGES_MAX } from '../../../../shared/profiles/profile-contract';
import { SelectField, TextAreaField, TextField } from './fields';
import type { TProfileFormValues } from './form-values';

export function LifestyleTab() {
  const { t } = useTranslation('profiles');
  const { control } = useFormContext<TProfileFormValues>();
  const gender = useWatch({ control, name: 'gender' });
  const dressing = dressingOptionsFor(gender);
  const option = t('form.placeholders.option');
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <SelectField name="family_type" placeholder={option} options={FAMILY_TYPES} />
      <TextAreaField name="family_background" />
      <TextAreaField name="parents_siblings_info" />
      <TextAreaField name="self_description" rows={6} />
      <TextAreaField name="personality_traits" />
      <TextAreaField name="hobbies_interests" />
      <TextAreaField name="personal_values" />
      <TextAreaField name="life_aspirations" />
      <SelectField name="religion_community" placeholder={option} options={COMMUNITIES} />
      <SelectField name="religious_beliefs" placeholder={option} options={RELIGIOUS_BELIEFS} />
      <TextAreaField name="religious_practices" />
      <SelectField
        name="islamic_dressing"
        disabled={dressing.length === 0}
        placeholder={dressing.length ? option : t('form.placeholders.dressingNeedsGender')}
        options={dressing}
        hint={t('form.hints.dressing')}
      />
      <TextField
        name="languages_spoken"
        maxLength={LANGUAGES_MAX}
        placeholder={t('form.placeholders.languages')}
        hint={t('form.hints.languages', { max: LANGUAGES_MAX })}
      />
      <TextAreaField name="islamic_values" />
    </div>
  );
}
