import { CheckCircle2, CircleHelp, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TSystemStatus } from '../../../../shared/admin/admin-stats-contract';
import { Badge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';
import { dateTime, formatCount } from './dashboard-format';

type Health = boolean | null;
type Row = { key: string; label: string; ok: Health; text: string };

function HealthIcon({ ok, label }: { ok: Health; label: string }) {
  const icon: ReactNode = ok === null ? <CircleHelp /> : ok ? <CheckCircle2 /> : <TriangleAlert />;
  return (
    <span
      className={cn(
        'shrink-0 [&_svg]:size-4',
        ok === null ? 'text-muted-foreground' : ok ? 'text-primary-strong' : 'text-destructive',
      )}
    >
      {icon}
      <span className="sr-only">{label}</span>
    </span>
  );
}

/** What the server measured of itself (never a fixed 'operational'): database, mail, sockets, jobs. */
export function SystemStatusPanel({ system }: { system: TSystemStatus }) {
  const { t, i18n } = useTranslation('admin');
  const count = (value: number) => formatCount(value, i18n.language);
  const { database, mail, realtime, jobs } = system;
  const mailText =
    mail.ok === null
      ? t('dashboard.system.mailUnchecked')
      : mail.transport === 'smtp'
        ? mail.ok
          ? t('dashboard.system.mailSmtpOk')
          : t('dashboard.system.mailSmtpFailed', { detail: mail.detail ?? '' })
        : mail.ok
          ? t('dashboard.system.mailOutboxOk')
          : t('dashboard.system.mailOutboxFailed', { detail: mail.detail ?? '' });
  const pending = jobs.renewals_due + jobs.memberships_to_end + jobs.checkouts_to_expire;
  const jobsText =
    pending === 0
      ? t('dashboard.system.jobsNone')
      : t('dashboard.system.jobsPending', {
          renewals: count(jobs.renewals_due),
          toEnd: count(jobs.memberships_to_end),
          checkouts: count(jobs.checkouts_to_expire),
        });
  const rows: Row[] = [
    {
      key: 'database',
      label: t('dashboard.system.database'),
      ok: database.reachable,
      text: t('dashboard.system.databaseValue', { latency: database.latency_ms, kind: database.kind }),
    },
    { key: 'mail', label: t('dashboard.system.mail'), ok: mail.ok, text: mailText },
    {
      key: 'realtime',
      label: t('dashboard.system.realtime'),
      ok: true,
      text:
        realtime.sockets_here === null
          ? t('dashboard.system.realtimeNoHub', {
              online: count(realtime.members_online),
              instances: count(realtime.instances),
            })
          : t('dashboard.system.realtimeValue', {
              sockets: count(realtime.sockets_here),
              online: count(realtime.members_online),
              instances: count(realtime.instances),
            }),
    },
    {
      key: 'jobs',
      label: t('dashboard.system.jobs'),
      ok: !jobs.behind,
      text:
        jobs.behind && jobs.oldest_due_at
          ? `${jobsText}. ${t('dashboard.system.jobsBehind', { since: dateTime(jobs.oldest_due_at, i18n.language) })}`
          : jobsText,
    },
  ];
  const operational = system.overall === 'operational';
  return (
    <Card className="grid content-start gap-4 p-4 sm:p-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="font-semibold">{t('dashboard.system.title')}</h2>
        <Badge variant={operational ? 'secondary' : 'destructive'}>
          {operational ? t('dashboard.system.operational') : t('dashboard.system.degraded')}
        </Badge>
      </div>
      <dl className="grid gap-3">
        {rows.map((row) => (
          <div key={row.key} className="grid gap-0.5">
            <dt className="flex items-center gap-2 text-sm font-medium">
              <HealthIcon
                ok={row.ok}
                label={
                  row.ok === null
                    ? t('dashboard.system.unknown')
                    : row.ok
                      ? t('dashboard.system.ok')
                      : t('dashboard.system.problem')
                }
              />
              {row.label}
            </dt>
            <dd className="ps-6 text-sm break-words text-muted-foreground">{row.text}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
