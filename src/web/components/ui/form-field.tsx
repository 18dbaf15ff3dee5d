import { useId, type ReactElement, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { fieldErrorText } from '../../lib/field-error';
import { Label } from './label';

type ControlProps = {
  id: string;
  'aria-invalid': boolean | undefined;
  'aria-describedby': string | undefined;
  'aria-required': boolean | undefined;
};

type FormFieldProps = {
  label: ReactNode;
  /**
   * The field's error, shown under the control and announced: a schema's issue code (translated here,
   * lib/field-error.ts) or a sentence the server sent in an error's `fields` (shown as it came).
   */
  error?: string | undefined;
  /**
   * Marks the control invalid without a text under it: its problem is said elsewhere, once (a spec's
   * toast). Defaults to whether `error` is given.
   */
  invalid?: boolean;
  hint?: ReactNode;
  /** Marks the label with a visible * and the control with aria-required. */
  required?: boolean;
  className?: string;
  /** Receives the ids/aria attributes to spread on the control, so label and error stay wired. */
  children: (control: ControlProps) => ReactElement;
};

/** Label + control + hint + inline error, with aria-invalid, aria-describedby and aria-required wired. */
export function FormField({
  label,
  error: issue,
  invalid,
  hint,
  required,
  className,
  children,
}: FormFieldProps) {
  const id = useId();
  const error = fieldErrorText(issue);
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('grid content-start gap-2', className)}>
      <Label htmlFor={id}>
        {label}
        {required ? <RequiredMark /> : null}
      </Label>
      {children({
        id,
        'aria-invalid': error || invalid ? true : undefined,
        'aria-describedby': describedBy,
        'aria-required': required || undefined,
      })}
      {hint ? (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The visible * of a required field; assistive technology hears aria-required instead. */
export function RequiredMark() {
  return (
    <span aria-hidden="true" className="ms-0.5 text-destructive">
      *
    </span>
  );
}
