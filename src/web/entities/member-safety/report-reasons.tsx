import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { REPORT_REASONS } from '../../../shared/safety/safety-contract';
import { RadioChoices } from '../../components/ui/radio-choices';

type ReportReasonsProps = {
  /** react-hook-form's registration of `reason`, spread on every radio. */
  field: UseFormRegisterReturn<'reason'>;
  /** An issue code from the schema or the server's sentence. */
  error?: string | undefined;
};

/** The reasons, in the contract's order, as one radio group with its error under it. */
export function ReportReasons({ field, error }: ReportReasonsProps) {
  const { t } = useTranslation();
  return (
    <RadioChoices
      legend={t('safety.reason')}
      choices={REPORT_REASONS.map((reason) => ({ value: reason, label: t(`safety.reasons.${reason}`) }))}
      field={field}
      error={error}
      layout="column"
    />
  );
}
