import { BadgeCheck, Clock, ShieldAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TMyVerification } from '../../../shared/safety/verification-contract';
import { cn } from '../../lib/cn';
import { formatDay } from '../../lib/format-date';

function Panel({
  tone,
  icon,
  title,
  children,
}: {
  tone: 'wait' | 'done' | 'refused';
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) {
  return (
    <div
      role="status"
      className={cn(
        'flex items-start gap-3 rounded-lg border p-4',
        tone === 'done' && 'border-primary/40 bg-primary-soft/50',
        tone === 'wait' && 'border-border bg-card',
        tone === 'refused' && 'border-accent-strong/30 bg-accent-soft',
      )}
    >
      {icon}
      <div className="grid min-w-0 gap-1">
        <h2 className="font-semibold">{title}</h2>
        {children}
      </div>
    </div>
  );
}

/** Where my verification stands: waiting, verified (with the badge), or refused with the reason. */
export function VerificationStatus({ state }: { state: TMyVerification }) {
  const { t } = useTranslation('verification');
  const { request } = state;
  if (state.status === 'approved')
    return (
      <Panel
        tone="done"
        title={t('status.approvedTitle')}
        icon={<BadgeCheck className="size-6 shrink-0 text-primary-strong" aria-hidden="true" />}
      >
        <p className="text-sm">
          {t('status.approvedText', {
            date: formatDay(state.verified_at ?? request?.decided_at ?? null, 'long'),
          })}
        </p>
      </Panel>
    );
  if (state.status === 'pending' && request)
    return (
      <Panel
        tone="wait"
        title={t('status.pendingTitle')}
        icon={<Clock className="size-6 shrink-0 text-muted-foreground" aria-hidden="true" />}
      >
        <p className="text-sm">
          {t('status.pendingText', { date: formatDay(request.submitted_at, 'long') })}
        </p>
        {request.woman_reviewer ? (
          <p className="text-sm text-muted-foreground">{t('status.pendingWoman')}</p>
        ) : null}
      </Panel>
    );
  if (state.status === 'refused' && request)
    return (
      <Panel
        tone="refused"
        title={t('status.refusedTitle')}
        icon={<ShieldAlert className="size-6 shrink-0 text-accent-strong" aria-hidden="true" />}
      >
        {request.reason ? (
          <p className="text-sm break-words">{t('status.refusedReason', { reason: request.reason })}</p>
        ) : null}
        <p className="text-sm">{t('status.refusedAgain')}</p>
      </Panel>
    );
  return null;
}
