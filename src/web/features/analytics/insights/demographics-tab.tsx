import { useTranslation } from 'react-i18next';
import type { TAnalytics } from '../../../../shared/analytics/analytics-contract';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { hourLabel } from '../analytics-format';
import { BarChartFigure } from './bar-chart-figure';
import { EmptyNote } from './empty-note';

/** Age Distribution and Popular Viewing Times, as bars (spec §2, §9 buckets). */
export function DemographicsTab({ analytics }: { analytics: TAnalytics }) {
  const { t, i18n } = useTranslation('analytics');
  const ages = analytics.ageGroups;
  const anyAges = ages.some((group) => group.count > 0);
  // The server gives the busiest hours first; the chart reads them in the order of the day.
  const times = [...analytics.popularTimes].sort((a, b) => a.hour - b.hour);

  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Card className="min-w-0">
        <CardHeader>
          <CardTitle className="text-lg">{t('demographics.ages')}</CardTitle>
        </CardHeader>
        <CardContent>
          {anyAges ? (
            <BarChartFigure
              data={ages.map((group) => ({ label: group.range, value: group.count }))}
              valueName={t('demographics.viewers')}
              summary={t('demographics.agesSummary')}
              describe={(_, index) => {
                const group = ages[index];
                return group
                  ? t('demographics.ageValue', {
                      range: group.range,
                      count: group.count,
                      percentage: group.percentage,
                    })
                  : '';
              }}
            />
          ) : (
            <EmptyNote text={t('demographics.noAges')} />
          )}
        </CardContent>
      </Card>
      <Card className="min-w-0">
        <CardHeader>
          <CardTitle className="text-lg">{t('demographics.times')}</CardTitle>
        </CardHeader>
        <CardContent>
          {times.length > 0 ? (
            <BarChartFigure
              data={times.map((time) => ({ label: hourLabel(time.hour, i18n.language), value: time.views }))}
              valueName={t('demographics.views')}
              summary={t('demographics.timesSummary')}
              describe={(datum, index) =>
                t('demographics.timeValue', {
                  hour: datum.label,
                  count: datum.value,
                  percentage: times[index]?.percentage ?? 0,
                })
              }
            />
          ) : (
            <EmptyNote text={t('demographics.noTimes')} />
          )}
        </CardContent>
      </Card>
    </div>
  );
}
