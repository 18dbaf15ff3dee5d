import { useTranslation } from 'react-i18next';
import type { TModerationReport } from '../../../../shared/safety/moderation-contract';
import { staffDay, staffMoment } from '../../../lib/format-date';

type Snapshot = TModerationReport['evidence'][number];

/** The profile fields a moderator compares, as the snapshot stored them (the profile row, camelCase). */
const FIELDS = [
  ['fullName', 'fullName'],
  ['gender', 'gender'],
  ['dateOfBirth', 'dateOfBirth'],
  ['country', 'currentCountry'],
  ['occupation', 'occupation'],
  ['selfDescription', 'selfDescription'],
] as const;

const textOf = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : null;

/** One snapshot of the evidence: the photo, the key profile fields and the chat, read-only. */
export function EvidenceSnapshot({ snapshot }: { snapshot: Snapshot }) {
  const { t } = useTranslation('moderation');
  const profile = snapshot.profile;
  return (
    <div className="grid gap-3 rounded-md border border-border bg-muted/30 p-3">
      <p className="text-sm font-medium">
        {t('report.captured', { date: staffMoment(snapshot.captured_at) })}
      </p>
      <div className="grid gap-3 sm:grid-cols-[8rem_1fr]">
        {snapshot.photo_url ? (
          <img
            src={snapshot.photo_url}
            alt={t('report.evidencePhoto')}
            className="size-32 rounded-md border border-border object-cover"
            loading="lazy"
          />
        ) : (
          <p className="text-sm text-muted-foreground">{t('report.noPhoto')}</p>
        )}
        {profile ? (
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            {FIELDS.map(([label, key]) => {
              const value = textOf(profile[key]);
              return value ? (
                <div key={key} className="contents">
                  <dt className="text-muted-foreground">{t(`report.fields.${label}`)}</dt>
                  <dd className="break-words whitespace-pre-line">{value}</dd>
                </div>
              ) : null;
            })}
          </dl>
        ) : (
          <p className="text-sm text-muted-foreground">{t('report.noProfile')}</p>
        )}
      </div>
      <section className="grid gap-2" aria-label={t('report.messages')}>
        <h5 className="text-sm font-medium">{t('report.messages')}</h5>
        {snapshot.messages.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('report.noMessages')}</p>
        ) : (
          <ol className="grid max-h-80 gap-2 overflow-y-auto">
            {snapshot.messages.map((message) => (
              <li
                key={message.id}
                className={
                  message.from_reported
                    ? 'grid gap-0.5 rounded-md border-s-4 border-destructive bg-card p-2 text-sm'
                    : 'grid gap-0.5 rounded-md border-s-4 border-border bg-card p-2 text-sm'
                }
              >
                <span className="text-xs text-muted-foreground">
                  <strong className={message.from_reported ? 'text-destructive' : undefined}>
                    {t(message.from_reported ? 'report.fromReported' : 'report.fromReporter')}
                  </strong>{' '}
                  · <time dateTime={message.created_at}>{staffDay(message.created_at)}</time>
                </span>
                <span className="break-words whitespace-pre-line">{message.content}</span>
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}
