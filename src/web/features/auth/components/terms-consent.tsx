import { useId, type ComponentPropsWithRef } from 'react';
import { Trans } from 'react-i18next';
import { Link } from 'react-router';
import { fieldErrorText } from '../../../lib/field-error';

type TermsConsentProps = Omit<ComponentPropsWithRef<'input'>, 'type' | 'id'> & { error?: string | undefined };

const linkClass =
  'rounded-sm font-medium text-primary underline underline-offset-4 outline-none focus-visible:ring-2 focus-visible:ring-ring';

/**
 * Sign Up's confirmation of who may join (18 or older; single, divorced or widowed; Muslim; one
 * account per person) and of the terms; the server refuses a sign-up without it.
 */
export function TermsConsent({ error: issue, ...input }: TermsConsentProps) {
  const id = useId();
  const error = fieldErrorText(issue);
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className="grid gap-1.5">
      <div className="flex items-start gap-3">
        <input
          {...input}
          id={id}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={errorId}
          className="mt-0.5 size-5 shrink-0 rounded border-input accent-primary outline-none focus-visible:ring-2 focus-visible:ring-ring"
        />
        <label htmlFor={id} className="text-sm leading-snug text-foreground">
          <Trans
            ns="auth"
            i18nKey="signUp.terms"
            components={{
              terms: <Link to="/terms" target="_blank" className={linkClass} />,
              privacy: <Link to="/privacy" target="_blank" className={linkClass} />,
            }}
          />
        </label>
      </div>
      {error ? (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
