import { ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { cn } from '../../lib/cn';

/**
 * Max length of a wali's first name (shared/safety/guardian-name.ts GUARDIAN_NAME_MAX, which the server
 * checks): written here, because that module brings zod, and a profile page carries none.
 */
const WALI_NAME_MAX = 50;

export type WaliChoice = { involved: boolean; name: string };

type WaliOptionProps = {
  /** The member the request goes to (shown in the hint and the notice). */
  name: string;
  /** Their active guardian's first name, when they have one: said before anything is sent. */
  partnerGuardian?: string | null | undefined;
  value: WaliChoice;
  onChange: (value: WaliChoice) => void;
  /** The server's sentence about the wali's name, if it refused it. */
  error?: string | undefined;
  className?: string | undefined;
};

/**
 * Beside Connect on a profile (issue 23 item 5): the notice that the member has a guardian who reads
 * their conversations, and "My wali is involved" with the wali's first name, sent with the request.
 */
export function WaliOption({ name, partnerGuardian, value, onChange, error, className }: WaliOptionProps) {
  const { t } = useTranslation();
  return (
    <div className={cn('grid gap-3', className)}>
      {partnerGuardian ? (
        <p className="flex items-start gap-2 rounded-md border border-primary/20 bg-primary-soft px-3 py-2 text-sm text-primary-strong">
          <ShieldCheck className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {t('connection.guardianNotice', { name, guardian: partnerGuardian })}
        </p>
      ) : null}
      <label className="flex items-center gap-2 text-sm font-medium">
        <input
          type="checkbox"
          className="size-4 accent-primary"
          checked={value.involved}
          onChange={(event) => onChange({ ...value, involved: event.target.checked })}
        />
        {t('connection.waliInvolved')}
      </label>
      {value.involved ? (
        <FormField
          label={t('connection.waliName')}
          hint={t('connection.waliNameHint', { name })}
          error={error}
          className="max-w-xs"
        >
          {(field) => (
            <Input
              {...field}
              autoComplete="off"
              maxLength={WALI_NAME_MAX}
              value={value.name}
              onChange={(event) => onChange({ ...value, name: event.target.value })}
            />
          )}
        </FormField>
      ) : null}
    </div>
  );
}

/** The request body's wali fields for a choice (nothing when not involved; the name only when given). */
export function waliFields(choice: WaliChoice): { wali_involved?: true; wali_name?: string } {
  if (!choice.involved) return {};
  const name = choice.name.trim();
  return name ? { wali_involved: true, wali_name: name } : { wali_involved: true };
}
