import { useTranslation } from 'react-i18next';
import type { TReportReason } from '../../../../shared/safety/safety-contract';
import { Badge } from '../../../components/ui/badge';

/** The report reasons as badges, worded as the member chose them (the common catalog's labels). */
export function ReasonBadges({ reasons }: { reasons: TReportReason[] }) {
  const { t } = useTranslation();
  return (
    <ul className="flex flex-wrap gap-1.5">
      {reasons.map((reason) => (
        <li key={reason}>
          <Badge variant="outline">{t(`safety.reasons.${reason}`)}</Badge>
        </li>
      ))}
    </ul>
  );
}
