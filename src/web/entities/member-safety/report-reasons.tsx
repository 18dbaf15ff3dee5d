import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { REPORT_REASONS } from '../../../shared/safety/safety-contract';
import { RequiredMark } from '../../components/ui/form-field';
import { fieldErrorText } from '../../lib/field-error';

type ReportReasonsProps = {
  /** react-hook-form's registration of `reason`, spread on every radio. */
  field: UseFormRegisterReturn<'reason'>;
  /** An issue code from the schema or the server's sentence. */
  error?: string | undefined;
};

/** The reasons, in the contract's order, as one radio group with its error under it. */
export function ReportReasons({ field, error: issue }: ReportReasonsProps) {
  const { t } = useTranslation();
  const id = useId();
  const error = fieldErrorText(issue);
  const errorId = error ? `${id}-error` : undefined;
  return (
    // A radiogroup (not a bare group) may say it is required and invalid; the legend still names it.
    <fieldset
      role="radiogroup"
      className="grid gap-2"
      aria-labelledby={`${id}-legend`}
      aria-describedby={errorId}
      aria-invalid={error ? true : undefined}
      aria-required="true"
    >
      <legend id={`${id}-legend`} className="mb-2 text-sm leading-none font-medium">
        {t('safety.reason')}
        <RequiredMark />
      </legend>
      {REPORT_REASONS.map((reason) => (
        <label key={reason} className="flex items-center gap-3 text-sm">
          <input
            {...field}
            type="radio"
            value={reason}
            className="size-4 shrink-0 accent-primary outline-none focus-visible:ring-2 focus-visible:ring-ring"
          />
          {t(`safety.reasons.${reason}`)}
        </label>
      ))}
      {error ? (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
