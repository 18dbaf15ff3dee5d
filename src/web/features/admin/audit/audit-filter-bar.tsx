import { X } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { STAFF_ACTIONS, type TStaffActionEntry } from '../../../../shared/admin/admin-contract';
import { Button } from '../../../components/ui/button';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import type { AuditFilters } from './audit-filters';
import { useActionLabel } from './use-action-label';

type Props = {
  filters: AuditFilters;
  /** The entries shown, to name a filtered actor or target by e-mail rather than by id. */
  entries: TStaffActionEntry[];
  onChange: (patch: Partial<Omit<AuditFilters, 'page'>>) => void;
};

function emailOf(entries: TStaffActionEntry[], id: string, side: 'actor' | 'target'): string {
  for (const entry of entries) {
    const person = side === 'actor' ? entry.actor : entry.target;
    if (person?.id === id && person.email) return person.email;
  }
  return id;
}

function Chip({ text, removeLabel, onRemove }: { text: string; removeLabel: string; onRemove: () => void }) {
  return (
    <li className="inline-flex items-center gap-1 rounded-full border border-border bg-muted/40 ps-3 text-sm">
      <span className="max-w-64 truncate">{text}</span>
      <Button
        variant="ghost"
        size="icon"
        className="size-8 rounded-full"
        aria-label={removeLabel}
        onClick={onRemove}
      >
        <X aria-hidden="true" />
      </Button>
    </li>
  );
}

/** The action filter, and the actor and target filters set from an entry (removable chips). */
export function AuditFilterBar({ filters, entries, onChange }: Props) {
  const { t } = useTranslation('admin');
  const actionLabel = useActionLabel();
  const id = useId();
  const actions: string[] = [...STAFF_ACTIONS];
  if (filters.action && !actions.includes(filters.action)) actions.push(filters.action);
  const actor = filters.actor
    ? t('audit.filteredActor', { id: emailOf(entries, filters.actor, 'actor') })
    : '';
  const target = filters.target
    ? t('audit.filteredTarget', { id: emailOf(entries, filters.target, 'target') })
    : '';
  return (
    <div role="search" aria-label={t('audit.listLabel')} className="flex flex-wrap items-end gap-4">
      <div className="grid w-full gap-2 sm:w-64">
        <Label htmlFor={id}>{t('audit.action')}</Label>
        <NativeSelect
          id={id}
          value={filters.action}
          onChange={(event) => onChange({ action: event.target.value })}
        >
          <option value="">{t('audit.allActions')}</option>
          {actions.map((action) => (
            <option key={action} value={action}>
              {actionLabel(action)}
            </option>
          ))}
        </NativeSelect>
      </div>
      {actor || target ? (
        <ul className="flex flex-wrap gap-2">
          {actor ? (
            <Chip
              text={actor}
              removeLabel={t('audit.removeFilter', { filter: actor })}
              onRemove={() => onChange({ actor: '' })}
            />
          ) : null}
          {target ? (
            <Chip
              text={target}
              removeLabel={t('audit.removeFilter', { filter: target })}
              onRemove={() => onChange({ target: '' })}
            />
          ) : null}
        </ul>
      ) : null}
    </div>
  );
}
