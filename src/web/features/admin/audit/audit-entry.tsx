import { Filter } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { TStaffActionEntry } from '../../../../shared/admin/admin-contract';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { staffMoment } from '../../../lib/format-date';
import { AuditChanges } from './audit-changes';
import { useActionLabel } from './use-action-label';

type Props = {
  entry: TStaffActionEntry;
  onActor: (id: string) => void;
  onTarget: (id: string) => void;
};

function Person({
  label,
  text,
  filterLabel,
  onFilter,
}: {
  label: string;
  text: string;
  filterLabel: string | null;
  onFilter: () => void;
}) {
  return (
    <div className="flex min-w-0 items-center gap-1">
      <dt className="text-muted-foreground">{label}:</dt>
      <dd className="flex min-w-0 items-center gap-1">
        <span className="truncate">{text}</span>
        {filterLabel ? (
          <Button
            variant="ghost"
            size="icon"
            className="size-8"
            onClick={onFilter}
            aria-label={filterLabel}
            title={filterLabel}
          >
            <Filter aria-hidden="true" />
          </Button>
        ) : null}
      </dd>
    </div>
  );
}

/** One staff action: what, when, who did it, to whom, and what changed. */
export function AuditEntry({ entry, onActor, onTarget }: Props) {
  const { t } = useTranslation('admin');
  const actionLabel = useActionLabel();
  const changesId = useId();
  const target = entry.target;
  const targetText = target ? (target.email ?? t('audit.unknownEmail')) : t('audit.noTarget');
  return (
    <li className="grid gap-3 rounded-lg border border-border bg-card p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Badge variant="secondary">{actionLabel(entry.action)}</Badge>
        <time dateTime={entry.created_at} className="text-sm text-muted-foreground">
          {staffMoment(entry.created_at)}
        </time>
      </div>
      <dl className="grid gap-1 text-sm sm:grid-cols-2">
        <Person
          label={t('audit.actor')}
          text={entry.actor.email}
          filterLabel={t('audit.onlyActor', { email: entry.actor.email })}
          onFilter={() => onActor(entry.actor.id)}
        />
        <Person
          label={t('audit.target')}
          text={targetText}
          filterLabel={target ? t('audit.onlyTarget', { email: targetText }) : null}
          onFilter={() => target && onTarget(target.id)}
        />
      </dl>
      <div role="group" aria-labelledby={changesId} className="grid gap-1">
        <p id={changesId} className="text-xs font-medium text-muted-foreground uppercase">
          {t('audit.changes')}
        </p>
        <AuditChanges details={entry.details} />
      </div>
    </li>
  );
}
