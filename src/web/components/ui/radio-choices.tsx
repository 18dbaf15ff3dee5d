import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { cn } from '../../lib/cn';
import { fieldErrorText } from '../../lib/field-error';
import { RequiredMark } from './form-field';

type RadioChoicesProps = {
  legend: string;
  choices: readonly { value: string; label: string }[];
  /** react-hook-form's registration of the field, spread on every radio. */
  field: UseFormRegisterReturn;
  /** A schema's issue code or the server's sentence (lib/field-error.ts), shown under the choices. */
  error?: string | undefined;
  /** 'row': the choices wrap side by side (short words); 'column': one a line (sentences). */
  layout?: 'row' | 'column';
};

/**
 * A required choice of one, as one radio group with its legend and its error under it. A radiogroup
 * (not a bare group) may say it is required and invalid; the legend still names it.
 */
export function RadioChoices({ legend, choices, field, error: issue, layout = 'row' }: RadioChoicesProps) {
  const id = useId();
  const error = fieldErrorText(issue);
  const errorId = error ? `${id}-error` : undefined;
  return (
    <fieldset
      role="radiogroup"
      className="grid gap-2"
      aria-labelledby={`${id}-legend`}
      aria-describedby={errorId}
      aria-invalid={error ? true : undefined}
      aria-required="true"
    >
      <legend id={`${id}-legend`} className="mb-2 text-sm leading-none font-medium">
        {legend}
        <RequiredMark />
      </legend>
      <div className={cn(layout === 'row' ? 'flex flex-wrap gap-x-5 gap-y-2' : 'grid gap-2')}>
        {choices.map((choice) => (
          <label
            key={choice.value}
            className={cn('flex items-center gap-3 text-sm', layout === 'row' && 'min-h-11 gap-2')}
          >
            <input
              {...field}
              type="radio"
              value={choice.value}
              className="size-4 shrink-0 accent-primary outline-none focus-visible:ring-2 focus-visible:ring-ring"
            />
            {choice.label}
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
