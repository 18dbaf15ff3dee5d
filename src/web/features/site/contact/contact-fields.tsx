import type { ComponentProps } from 'react';
import { useFormContext } from 'react-hook-form';
import type { TContactMessageInput } from '../../../../shared/site/site-contract';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';

export type ContactField = keyof TContactMessageInput;

export const CONTACT_FIELDS: readonly ContactField[] = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'subject',
  'message',
];

export const isContactField = (key: string): key is ContactField =>
  (CONTACT_FIELDS as readonly string[]).includes(key);

type ContactInputProps = {
  name: Exclude<ContactField, 'subject' | 'message'>;
  label: string;
  required?: boolean;
  className?: string;
} & Pick<ComponentProps<'input'>, 'type' | 'autoComplete' | 'maxLength' | 'inputMode'>;

/** A labelled text input of the contact form, with its error (from zod or the server) wired to it. */
export function ContactInput({ name, label, required, className, ...inputProps }: ContactInputProps) {
  const { register, formState } = useFormContext<TContactMessageInput>();
  return (
    <FormField
      label={label}
      required={required}
      error={formState.errors[name]?.message}
      className={className}
    >
      {(control) => <Input {...control} {...inputProps} {...register(name)} />}
    </FormField>
  );
}
