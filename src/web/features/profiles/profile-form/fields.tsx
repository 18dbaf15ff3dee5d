import type { ComponentProps } from 'react';
import { useFormContext, type RegisterOptions } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { NativeSelect } from '../../../components/ui/native-select';
import { Textarea } from '../../../components/ui/textarea';
import type { ProfileFormField, TProfileFormValues } from './form-values';

type Option = { value: string; label: string };

type BaseProps = {
  name: ProfileFormField;
  required?: boolean;
  hint?: string;
  className?: string;
  registerOptions?: RegisterOptions<TProfileFormValues, ProfileFormField>;
};

/** Label (from the catalog, by field name), error and aria wiring shared by every profile input. */
function useField(name: ProfileFormField) {
  const { t } = useTranslation('profiles');
  const { register, formState } = useFormContext<TProfileFormValues>();
  return { label: t(`fields.${name}`), error: formState.errors[name]?.message, register };
}

export function TextField({
  name,
  required,
  hint,
  className,
  registerOptions,
  ...inputProps
}: BaseProps & Omit<ComponentProps<'input'>, 'name'>) {
  const { label, error, register } = useField(name);
  return (
    <FormField label={label} error={error} hint={hint} required={required} className={className}>
      {(control) => <Input {...control} {...inputProps} {...register(name, registerOptions)} />}
    </FormField>
  );
}

export function TextAreaField({
  name,
  required,
  hint,
  className,
  registerOptions,
  rows,
}: BaseProps & { rows?: number }) {
  const { label, error, register } = useField(name);
  return (
    <FormField
      label={label}
      error={error}
      hint={hint}
      required={required}
      className={className ?? 'sm:col-span-2'}
    >
      {(control) => <Textarea {...control} rows={rows} {...register(name, registerOptions)} />}
    </FormField>
  );
}

type SelectFieldProps = BaseProps & {
  options: readonly (string | Option)[];
  /** The empty first choice ("Select ..."); selecting it clears an optional field. */
  placeholder?: string;
  disabled?: boolean;
};

export function SelectField({
  name,
  required,
  hint,
  className,
  registerOptions,
  options,
  placeholder,
  disabled,
}: SelectFieldProps) {
  const { label, error, register } = useField(name);
  return (
    <FormField label={label} error={error} hint={hint} required={required} className={className}>
      {(control) => (
        <NativeSelect {...control} disabled={disabled} {...register(name, registerOptions)}>
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => {
            const { value, label: text } =
              typeof option === 'string' ? { value: option, label: option } : option;
            return (
              <option key={value} value={value}>
                {text}
              </option>
            );
          })}
        </NativeSelect>
      )}
    </FormField>
  );
}
