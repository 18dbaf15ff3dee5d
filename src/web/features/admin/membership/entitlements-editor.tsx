import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PLAN_ENTITLEMENTS_MAX, type TPlanInput } from '../../../../shared/admin/plans-contract';
import { FEATURE_KEYS, RESET_PERIODS } from '../../../../shared/membership/membership-contract';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { NativeSelect } from '../../../components/ui/native-select';
import { fieldErrorText } from '../../../lib/field-error';

type Props = {
  control: Control<TPlanInput>;
  register: UseFormRegister<TPlanInput>;
  errors: FieldErrors<TPlanInput>;
};

/**
 * The plan's entitlements: one row per feature (key, value such as '10' or 'true', reset period), added
 * and removed here; the contract refuses an unknown key, a non-numeric limit and a feature listed twice.
 */
export function EntitlementsEditor({ control, register, errors }: Props) {
  const { t } = useTranslation('admin');
  const rows = useFieldArray({ control, name: 'entitlements' });
  const listError = fieldErrorText(errors.entitlements?.root?.message ?? errors.entitlements?.message);
  const unused = () =>
    FEATURE_KEYS.find((key) => !rows.fields.some((row) => row.feature_key === key)) ?? FEATURE_KEYS[0];

  return (
    <fieldset className="grid gap-3 rounded-md border border-border p-3">
      <legend className="px-1 text-sm font-medium">{t('membership.form.entitlements')}</legend>
      <p className="text-xs text-muted-foreground">{t('membership.form.entitlementsHint')}</p>
      {rows.fields.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('membership.form.noEntitlements')}</p>
      ) : (
        <ol className="grid gap-3">
          {rows.fields.map((row, index) => {
            const rowErrors = errors.entitlements?.[index];
            return (
              <li
                key={row.id}
                className="grid grid-cols-1 gap-2 border-b border-border pb-3 last:border-b-0 sm:grid-cols-[1fr_8rem_8rem_auto] sm:items-start"
              >
                <FormField label={t('membership.form.featureKey')} error={rowErrors?.feature_key?.message}>
                  {(field) => (
                    <NativeSelect {...field} {...register(`entitlements.${index}.feature_key`)}>
                      {FEATURE_KEYS.map((key) => (
                        <option key={key} value={key}>
                          {t(`membership.features.${key}`)}
                        </option>
                      ))}
                    </NativeSelect>
                  )}
                </FormField>
                <FormField
                  label={t('membership.form.value')}
                  hint={t('membership.form.valueHint')}
                  error={rowErrors?.feature_value?.message}
                >
                  {(field) => (
                    <Input
                      {...field}
                      placeholder={t('membership.form.valueHint')}
                      autoComplete="off"
                      {...register(`entitlements.${index}.feature_value`)}
                    />
                  )}
                </FormField>
                <FormField label={t('membership.form.resetPeriod')} error={rowErrors?.reset_period?.message}>
                  {(field) => (
                    <NativeSelect {...field} {...register(`entitlements.${index}.reset_period`)}>
                      {RESET_PERIODS.map((period) => (
                        <option key={period} value={period}>
                          {t(`membership.resets.${period}`)}
                        </option>
                      ))}
                    </NativeSelect>
                  )}
                </FormField>
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  className="sm:mt-7"
                  aria-label={t('membership.form.removeEntitlement', { number: index + 1 })}
                  onClick={() => rows.remove(index)}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              </li>
            );
          })}
        </ol>
      )}
      {listError ? (
        <p role="alert" className="text-sm text-destructive">
          {listError}
        </p>
      ) : null}
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="justify-self-start"
        disabled={rows.fields.length >= PLAN_ENTITLEMENTS_MAX}
        onClick={() => rows.append({ feature_key: unused(), feature_value: '', reset_period: 'never' })}
      >
        <Plus aria-hidden="true" />
        {t('membership.form.addEntitlement')}
      </Button>
    </fieldset>
  );
}
