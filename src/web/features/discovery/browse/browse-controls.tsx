import { BadgeCheck, ChevronDown, Heart, Lock, SlidersHorizontal, X } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  BROWSE_SORTS,
  SEARCH_MAX_LENGTH,
  type TBrowseSort,
} from '../../../../shared/discovery/discovery-contract';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';
import { SearchField } from '../../../components/ui/search-field';
import { SelectFilter } from '../select-filter';
import { withoutFilters } from '../use-advanced-gate';
import { AdvancedFilters } from './advanced-filters';
import { AgeInput } from './age-input';
import {
  ADVANCED_FILTER_KEYS,
  activeAdvancedCount,
  DEFAULT_MAX_AGE,
  DEFAULT_MIN_AGE,
  hasActiveBrowseFilters,
  type BrowseFilters,
} from './browse-filters';

type BrowseControlsProps = {
  filters: BrowseFilters;
  onChange: (patch: Partial<Omit<BrowseFilters, 'page'>>) => void;
  onClearAll: () => void;
  /** My plan lacks advanced_filters, or is not known yet (use-advanced-gate.ts). */
  advancedLocked: boolean;
};

/** Search, sort, ages, 'Favorites Only', the 'Advanced Filters' disclosure and 'Clear All'. */
export function BrowseControls({ filters, onChange, onClearAll, advancedLocked }: BrowseControlsProps) {
  const { t } = useTranslation('discovery');
  const panelId = useId();
  const advanced = advancedLocked ? withoutFilters(filters, ADVANCED_FILTER_KEYS) : filters;
  const advancedCount = activeAdvancedCount(advanced);
  // A shared link with advanced filters opens with the panel showing them (locked: showing why not).
  const [advancedOpen, setAdvancedOpen] = useState(activeAdvancedCount(filters) > 0);

  return (
    <Card role="search" aria-label={t('browse.filtersLabel')} className="grid gap-4 p-4 sm:p-6">
      <div className="grid grid-cols-2 gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,1.3fr)_7rem_7rem]">
        <SearchField
          className="col-span-2 lg:col-span-1"
          label={t('browse.search')}
          placeholder={t('browse.searchPlaceholder')}
          value={filters.search}
          onCommit={(search) => onChange({ search })}
          maxLength={SEARCH_MAX_LENGTH}
        />
        <SortSelect value={filters.sort} onChange={(sort) => onChange({ sort })} />
        <AgeInput
          label={t('browse.minAge')}
          value={filters.minAge}
          fallback={DEFAULT_MIN_AGE}
          onCommit={(minAge) => onChange({ minAge })}
        />
        <AgeInput
          label={t('browse.maxAge')}
          value={filters.maxAge}
          fallback={DEFAULT_MAX_AGE}
          onCommit={(maxAge) => onChange({ maxAge })}
        />
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Button
          type="button"
          variant={filters.favoritesOnly ? 'default' : 'outline'}
          aria-pressed={filters.favoritesOnly}
          onClick={() => onChange({ favoritesOnly: !filters.favoritesOnly })}
        >
          <Heart className={cn(filters.favoritesOnly && 'fill-current')} aria-hidden="true" />
          {t('browse.favoritesOnly')}
        </Button>
        <Button
          type="button"
          variant={filters.verifiedOnly ? 'default' : 'outline'}
          aria-pressed={filters.verifiedOnly}
          onClick={() => onChange({ verifiedOnly: !filters.verifiedOnly })}
        >
          <BadgeCheck aria-hidden="true" />
          {t('browse.verifiedOnly')}
        </Button>
        <Button
          type="button"
          variant="outline"
          aria-expanded={advancedOpen}
          aria-controls={panelId}
          onClick={() => setAdvancedOpen((open) => !open)}
        >
          {advancedLocked ? <Lock aria-hidden="true" /> : <SlidersHorizontal aria-hidden="true" />}
          {t('browse.advancedFilters')}
          {advancedCount > 0 ? (
            <Badge variant="accent">{t('browse.advancedActive', { count: advancedCount })}</Badge>
          ) : null}
          <ChevronDown
            className={cn('transition-transform', advancedOpen && 'rotate-180')}
            aria-hidden="true"
          />
        </Button>
        <Button
          type="button"
          variant="ghost"
          className="ms-auto"
          disabled={!hasActiveBrowseFilters(filters)}
          onClick={onClearAll}
        >
          <X aria-hidden="true" />
          {t('browse.clearAll')}
        </Button>
      </div>
      <AdvancedFilters
        id={panelId}
        hidden={!advancedOpen}
        filters={advanced}
        locked={advancedLocked}
        onChange={onChange}
      />
    </Card>
  );
}

function SortSelect({ value, onChange }: { value: TBrowseSort; onChange: (sort: TBrowseSort) => void }) {
  const { t } = useTranslation('discovery');
  return (
    <SelectFilter
      className="col-span-2 lg:col-span-1"
      label={t('browse.sort')}
      value={value}
      options={BROWSE_SORTS.map((sort) => ({ value: sort, label: t(`browse.sorts.${sort}`) }))}
      onChange={(next) => onChange(BROWSE_SORTS.find((sort) => sort === next) ?? 'newest')}
    />
  );
}
