import { useTranslation } from 'react-i18next';

type Change = {
  field: string;
  before?: unknown;
  after?: unknown;
  value?: unknown;
  kind: 'change' | 'detail';
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Reads an entry's details as lines: `{ before: {role: 'user'}, after: {role: 'admin'} }` becomes
 * 'role: user → admin'; any other key ('reason') is a detail of its own.
 */
export function readChanges(details: Record<string, unknown>): Change[] {
  const before = isRecord(details.before) ? details.before : {};
  const after = isRecord(details.after) ? details.after : {};
  // Something made (no before): its values as they were made, not 'empty → value' for each.
  const created = !isRecord(details.before) && isRecord(details.after);
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  const changes: Change[] = fields.map((field) =>
    created
      ? { field, value: after[field], kind: 'detail' }
      : { field, before: before[field], after: after[field], kind: 'change' },
  );
  for (const [field, value] of Object.entries(details))
    if (field !== 'before' && field !== 'after') changes.push({ field, value, kind: 'detail' });
  return changes;
}

function Value({ value }: { value: unknown }) {
  const { t } = useTranslation('admin');
  if (value === undefined || value === null || value === '')
    return <span className="text-muted-foreground italic">{t('audit.empty_value')}</span>;
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  // A long value (a list of entitlements) wraps anywhere rather than widen the page on a phone.
  return <span className="min-w-0 font-medium [overflow-wrap:anywhere]">{text}</span>;
}

/** What changed, before → after, one line per field. */
export function AuditChanges({ details }: { details: Record<string, unknown> }) {
  const { t } = useTranslation('admin');
  const changes = readChanges(details);
  if (changes.length === 0) return <p className="text-sm text-muted-foreground">{t('audit.noDetails')}</p>;
  return (
    <dl className="grid gap-1 text-sm">
      {changes.map((change) => (
        <div key={`${change.kind}-${change.field}`} className="flex flex-wrap items-baseline gap-x-2">
          <dt className="text-muted-foreground">{change.field.replaceAll('_', ' ')}:</dt>
          <dd className="flex min-w-0 flex-wrap items-baseline gap-x-1.5">
            {change.kind === 'change' ? (
              <>
                <Value value={change.before} />
                <span aria-hidden="true">→</span>
                <span className="sr-only">{t('audit.to')}</span>
                <Value value={change.after} />
              </>
            ) : (
              <Value value={change.value} />
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
