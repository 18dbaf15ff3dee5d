import { BadgeCheck, ChevronDown, SlidersHorizontal } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { countryNames } from '../../../../shared/options/countries';
import { SEARCH_MAX_LENGTH } from '../../../../shared/discovery/discovery-contract';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';
import { MD_UP, useMediaQuery } from '../../../lib/use-media-query';
import { UnlockNote } from '../premium-lock';
import { SearchField } from '../../../components/ui/search-field';
import { SelectFilter } from '../select-filter';
import { FilterChips } from './filter-chips';
import {
  activeMatchFilters,
  COMPATIBILITY_BANDS,
  MATCH_AGE_RANGES,
  type MatchFilterKey,
  type MatchFilters,
} from './match-filters';

type MatchFiltersCardProps = {
  filters: MatchFilters;
  onChange: (patch: Partial<MatchFilters>) => void;
  onClearAll: () => void;
  /** My plan lacks advanced_filters, or is not known yet: location and compatibility are locked. */
  locked: boolean;
};

/**
 * 'Search & Filters': search, age range, location, compatibility (each 'all' by default) and the chips.
 * On a phone the four fields would push the first match below the fold, so they fold into one
 * 'Filters' button (with the number of active filters) that opens them in place.
 */
export function MatchFiltersCard(props: MatchFiltersCardProps) {
  const { t } = useTranslation('discovery');
  const wide = useMediaQuery(MD_UP, true);
  if (!wide) return <FoldedMatchFilters {...props} />;
  return (
    <Card role="search" aria-labelledby="match-filters-title">
      <CardHeader className="pb-4">
        <CardTitle id="match-filters-title" className="text-lg">
          {t('matches.filtersTitle')}
        </CardTitle>
      </CardHeader>
      <CardContent>
        <MatchFilterFields {...props} />
      </CardContent>
    </Card>
  );
}

function FoldedMatchFilters(props: MatchFiltersCardProps) {
  const { t } = useTranslation('discovery');
  const panelId = useId();
  const active = activeMatchFilters(props.filters).length;
  const [open, setOpen] = useState(false);
  return (
    <section role="search" aria-label={t('matches.filtersTitle')} className="grid gap-3">
      <Button
        type="button"
        variant="outline"
        className="justify-self-start"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        <SlidersHorizontal aria-hidden="true" />
        {t('matches.filters')}
        {active > 0 ? <Badge variant="accent">{t('matches.filtersActive', { count: active })}</Badge> : null}
        <ChevronDown className={cn('transition-transform', open && 'rotate-180')} aria-hidden="true" />
      </Button>
      <Card id={panelId} hidden={!open} className="p-4">
        <MatchFilterFields {...props} />
      </Card>
    </section>
  );
}

function MatchFilterFields({ filters, onChange, onClearAll, locked }: MatchFiltersCardProps) {
  const { t } = useTranslation('discovery');
  return (
    <div className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <SearchField
          label={t('matches.search')}
          placeholder={t('matches.searchPlaceholder')}
          value={filters.search}
          onCommit={(search) => onChange({ search })}
          maxLength={SEARCH_MAX_LENGTH}
        />
        <SelectFilter
          label={t('matches.age')}
          allLabel={t('matches.allAges')}
          value={filters.age}
          options={MATCH_AGE_RANGES.map((range) => ({ value: range, label: range }))}
          onChange={(age) => onChange({ age })}
        />
        <SelectFilter
          label={t('matches.location')}
          allLabel={t('matches.allLocations')}
          value={filters.location}
          locked={locked}
          options={countryNames().map((country) => ({ value: country, label: country }))}
          onChange={(location) => onChange({ location })}
        />
        <SelectFilter
          label={t('matches.compatibility')}
          allLabel={t('matches.allCompatibility')}
          value={filters.compatibility}
          locked={locked}
          options={COMPATIBILITY_BANDS.map((band) => ({
            value: band,
            label: t(`matches.bandOptions.${band}`),
          }))}
          onChange={(compatibility) => onChange({ compatibility })}
        />
      </div>
      <Button
        type="button"
        variant={filters.verified ? 'default' : 'outline'}
        className="justify-self-start"
        aria-pressed={filters.verified === 'true'}
        onClick={() => onChange({ verified: filters.verified ? '' : 'true' })}
      >
        <BadgeCheck aria-hidden="true" />
        {t('matches.verifiedOnly')}
      </Button>
      {locked ? <UnlockNote /> : null}
      <FilterChips
        filters={filters}
        onRemove={(key: MatchFilterKey) => onChange({ [key]: '' })}
        onClearAll={onClearAll}
      />
    </div>
  );
}
