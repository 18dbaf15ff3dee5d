import { useTranslation } from 'react-i18next';
import type { TModerationReport } from '../../../../shared/safety/moderation-contract';
import { Card } from '../../../components/ui/card';
import { EvidenceSnapshot } from './evidence-snapshot';
import { staffDay } from '../../../lib/format-date';
import { ReasonBadges } from './reason-badges';

/** One member's report (merged when they sent it again), with every snapshot of the evidence. */
export function ReportCard({ report }: { report: TModerationReport }) {
  const { t } = useTranslation('moderation');
  const reporter = report.reporter?.full_name ?? t('report.anonymous');
  return (
    <li>
      <Card className="grid gap-3 p-4">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h3 className="font-semibold">{t('report.by', { name: reporter })}</h3>
          <p className="text-sm text-muted-foreground">
            {t('report.submissions', { count: report.submissions })} ·{' '}
            <time dateTime={report.created_at}>{staffDay(report.created_at)}</time>
          </p>
        </div>
        <ReasonBadges reasons={report.reasons} />
        <div className="grid gap-1">
          <h4 className="text-sm font-medium">{t('report.details')}</h4>
          <p className="text-sm break-words whitespace-pre-line text-muted-foreground">
            {report.details ?? t('report.noDetails')}
          </p>
        </div>
        {report.evidence.length > 0 ? (
          <div className="grid gap-2">
            <h4 className="text-sm font-medium">{t('report.evidence')}</h4>
            {report.evidence.map((snapshot, index) => (
              <EvidenceSnapshot key={`${index}-${snapshot.captured_at}`} snapshot={snapshot} />
            ))}
          </div>
        ) : null}
      </Card>
    </li>
  );
}
