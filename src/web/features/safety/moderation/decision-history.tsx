import { useTranslation } from 'react-i18next';
import type { TModerationItem } from '../../../../shared/safety/moderation-contract';
import { Badge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { staffDay, staffMoment } from '../../../lib/format-date';

/** The decided item: what was decided, when, why (and until when, for a suspension). */
export function DecidedState({ item }: { item: TModerationItem }) {
  const { t } = useTranslation('moderation');
  if (!item.decision) return null;
  return (
    <Card role="status" className="grid gap-2 p-4">
      <h2 className="flex flex-wrap items-center gap-2 text-lg font-semibold">
        {t('item.decided', { decision: t(`decisions.${item.decision}`) })}
        {item.decided_at ? (
          <Badge variant="secondary">{t('item.decidedOn', { date: staffMoment(item.decided_at) })}</Badge>
        ) : null}
      </h2>
      {item.suspended_until ? (
        <p className="text-sm">{t('item.suspendedUntil', { date: staffMoment(item.suspended_until) })}</p>
      ) : null}
      {item.decision_reason ? (
        <p className="text-sm break-words whitespace-pre-line text-muted-foreground">
          {t('item.decisionReason', { reason: item.decision_reason })}
        </p>
      ) : null}
    </Card>
  );
}

/** What was decided about this member before. */
export function DecisionHistory({ history }: { history: TModerationItem['history'] }) {
  const { t } = useTranslation('moderation');
  return (
    <section aria-labelledby="moderation-history" className="grid gap-2">
      <h2 id="moderation-history" className="text-lg font-semibold">
        {t('item.historyTitle')}
      </h2>
      {history.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('item.historyEmpty')}</p>
      ) : (
        <ol className="grid gap-2">
          {history.map((entry) => (
            <li
              key={entry.item_id}
              className="grid gap-1 rounded-md border border-border bg-card p-3 text-sm"
            >
              <span className="font-medium">
                {t('item.historyEntry', {
                  decision: t(`decisions.${entry.decision}`),
                  by: entry.decided_by,
                  date: staffDay(entry.decided_at),
                })}
              </span>
              <span className="break-words whitespace-pre-line text-muted-foreground">{entry.reason}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
