import { useTranslation } from 'react-i18next';
import type { TVerificationDetail } from '../../../../shared/safety/verification-contract';
import { Card } from '../../../components/ui/card';
import { staffMoment } from '../../../lib/format-date';

/** A decided request: who decided what, when, and the reason given. */
export function DecidedState({ item }: { item: TVerificationDetail }) {
  const { t } = useTranslation('verification-review');
  if (item.status === 'pending' || !item.decided_at) return null;
  const name = item.decided_by ?? t('decided.someone');
  return (
    <Card role="status" className="grid gap-1 p-4">
      <p className="font-medium">
        {t(`decided.${item.status}`, { name, date: staffMoment(item.decided_at) })}
      </p>
      {item.decision_reason ? (
        <p className="text-sm break-words text-muted-foreground">
          {t('decided.reason', { reason: item.decision_reason })}
        </p>
      ) : null}
    </Card>
  );
}

/** The member's other requests, newest first: an earlier refusal says what to look for. */
export function AttemptsList({ item }: { item: TVerificationDetail }) {
  const { t } = useTranslation('verification-review');
  return (
    <section aria-labelledby={`attempts-${item.id}`} className="grid gap-2">
      <h2 id={`attempts-${item.id}`} className="text-lg font-semibold">
        {t('item.attempts')}
      </h2>
      {item.attempts.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('item.noAttempts')}</p>
      ) : (
        <ol className="divide-y divide-border rounded-lg border border-border bg-card">
          {item.attempts.map((attempt) => (
            <li key={attempt.id} className="grid gap-1 p-3 text-sm">
              <span className="font-medium">
                {t('item.attempt', {
                  status: t(`statuses.${attempt.status}`),
                  date: staffMoment(attempt.created_at),
                })}
              </span>
              {attempt.reason ? (
                <span className="break-words text-muted-foreground">
                  {t('item.attemptReason', { reason: attempt.reason })}
                </span>
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
