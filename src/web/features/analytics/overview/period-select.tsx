import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ANALYTICS_PERIODS, type TAnalyticsPeriod } from '../../../../shared/analytics/analytics-contract';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';

type PeriodSelectProps = { value: TAnalyticsPeriod; onChange: (period: TAnalyticsPeriod) => void };

export const isPeriod = (value: string): value is TAnalyticsPeriod =>
  (ANALYTICS_PERIODS as readonly string[]).includes(value);

/** 24h, 7 days, 30 days, All time: a native select, so keyboard and screen readers work as everywhere. */
export function PeriodSelect({ value, onChange }: PeriodSelectProps) {
  const { t } = useTranslation('analytics');
  const id = useId();
  return (
    <div className="grid gap-1.5 sm:w-48">
      <Label htmlFor={id}>{t('page.periodLabel')}</Label>
      <NativeSelect
        id={id}
        value={value}
        onChange={(event) => {
          if (isPeriod(event.target.value)) onChange(event.target.value);
        }}
      >
        {ANALYTICS_PERIODS.map((period) => (
          <option key={period} value={period}>
            {t(`page.periods.${period}`)}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
