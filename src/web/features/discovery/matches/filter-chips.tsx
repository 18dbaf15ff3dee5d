import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import {
  activeMatchFilters,
  COMPATIBILITY_BANDS,
  type MatchFilterKey,
  type MatchFilters,
} from './match-filters';

type FilterChipsProps = {
  filters: MatchFilters;
  onRemove: (key: MatchFilterKey) => void;
  onClearAll: () => void;
};

/** One removable chip per active filter, then 'Clear all'; nothing when every filter is 'all'. */
export function FilterChips({ filters, onRemove, onClearAll }: FilterChipsProps) {
  const { t } = useTranslation('discovery');
  const active = activeMatchFilters(filters);
  if (active.length === 0) return null;

  const valueText = (key: MatchFilterKey, value: string) => {
    const band = COMPATIBILITY_BANDS.find((b) => b === value);
    if (key === 'compatibility' && band) return t(`matches.bands.${band}`);
    return value;
  };

  return (
    <div className="flex flex-wrap items-center gap-2">
      <ul aria-label={t('matches.activeFilters')} className="flex flex-wrap gap-2">
        {active.map(({ key, value }) => {
          const label = t(`matches.chips.${key}`, { value: valueText(key, value) });
          return (
            <li key={key}>
              <button
                type="button"
                aria-label={t('matches.removeFilter', { filter: label })}
                onClick={() => onRemove(key)}
                className="inline-flex max-w-full items-center gap-1.5 rounded-full border border-primary/30 bg-primary-soft py-1 ps-3 pe-2 text-sm font-medium text-primary-strong transition-colors outline-none hover:bg-primary-soft/70 focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
              >
                <span className="truncate">{label}</span>
                <X className="size-4 shrink-0" aria-hidden="true" />
              </button>
            </li>
          );
        })}
      </ul>
      <Button type="button" variant="link" size="sm" className="px-1" onClick={onClearAll}>
        {t('matches.clearAll')}
      </Button>
    </div>
  );
}
