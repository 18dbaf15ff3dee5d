import { useTranslation } from 'react-i18next';
import { countryNames } from '../../../../shared/options/countries';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { SearchField } from '../search-field';
import { SelectFilter } from '../select-filter';
import { FilterChips } from './filter-chips';
import {
  COMPATIBILITY_BANDS,
  MATCH_AGE_RANGES,
  type MatchFilterKey,
  type MatchFilters,
} from './match-filters';

type MatchFiltersCardProps = {
  filters: MatchFilters;
  onChange: (patch: Partial<MatchFilters>) => void;
  onClearAll: () => void;
};

/** 'Search & Filters': search, age range, location, compatibility (each 'all' by default) and the chips. */
export function MatchFiltersCard({ filters, onChange, onClearAll }: MatchFiltersCardProps) {
  const { t } = useTranslation('discovery');
  return (
    <Card role="search" aria-labelledby="match-filters-title">
      <CardHeader className="pb-4">
        <CardTitle id="match-filters-title" className="text-lg">
          {t('matches.filtersTitle')}
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <SearchField
            label={t('matches.search')}
            placeholder={t('matches.searchPlaceholder')}
            value={filters.search}
            onCommit={(search) => onChange({ search })}
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
            options={countryNames().map((country) => ({ value: country, label: country }))}
            onChange={(location) => onChange({ location })}
          />
          <SelectFilter
            label={t('matches.compatibility')}
            allLabel={t('matches.allCompatibility')}
            value={filters.compatibility}
            options={COMPATIBILITY_BANDS.map((band) => ({
              value: band,
              label: t(`matches.bandOptions.${band}`),
            }))}
            onChange={(compatibility) => onChange({ compatibility })}
          />
        </div>
        <FilterChips
          filters={filters}
          onRemove={(key: MatchFilterKey) => onChange({ [key]: '' })}
          onClearAll={onClearAll}
        />
      </CardContent>
    </Card>
  );
}
