import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { countryNames, statesOf } from '../../../../shared/options/countries';
import { SelectField } from './fields';
import type { ProfileFormField, TProfileFormValues } from './form-values';

type Pair = { country: ProfileFormField; state: ProfileFormField };

const PAIRS: readonly Pair[] = [
  { country: 'birth_country', state: 'birth_state' },
  { country: 'current_country', state: 'current_state' },
];

/** Spec: changing a country clears its state and reloads the states; no state before a country. */
function CountryAndState({ country, state }: Pair) {
  const { t } = useTranslation('profiles');
  const { control, setValue } = useFormContext<TProfileFormValues>();
  const chosen = useWatch({ control, name: country });
  const states = statesOf(chosen);
  return (
    <>
      <SelectField
        name={country}
        placeholder={t('form.placeholders.country')}
        options={countryNames()}
        registerOptions={{ onChange: () => setValue(state, '', { shouldDirty: true, shouldValidate: true }) }}
      />
      <SelectField
        name={state}
        disabled={!chosen}
        placeholder={chosen ? t('form.placeholders.state') : t('form.placeholders.stateNeedsCountry')}
        options={states}
      />
    </>
  );
}

export function LocationTab() {
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      {PAIRS.map((pair) => (
        <CountryAndState key={pair.country} {...pair} />
      ))}
    </div>
  );
}
