import { useTranslation } from 'react-i18next';
import { countryNames } from '../../../../shared/options/countries';
import { COMMUNITIES, EDUCATION_LEVELS, MARITAL_STATUSES } from '../../../../shared/options/profile-options';
import { UnlockNote } from '../premium-lock';
import { SelectFilter, type Option } from '../select-filter';
import type { BrowseFilters } from './browse-filters';

type AdvancedKey = 'location' | 'religion' | 'education' | 'maritalStatus';

type AdvancedFiltersProps = {
  id: string;
  hidden: boolean;
  filters: BrowseFilters;
  onChange: (patch: Partial<Pick<BrowseFilters, AdvancedKey>>) => void;
  /** My plan lacks advanced_filters (or is not known yet): the selects are disabled, with the way to Premium. */
  locked: boolean;
};

/** The panel behind 'Advanced Filters': four selects, each starting with 'All'. */
export function AdvancedFilters({ id, hidden, filters, onChange, locked }: AdvancedFiltersProps) {
  const { t } = useTranslation('discovery');
  const plain = (values: readonly string[]): Option[] => values.map((value) => ({ value, label: value }));
  const fields: { key: AdvancedKey; label: string; options: Option[] }[] = [
    { key: 'location', label: t('browse.location'), options: plain(countryNames()) },
    { key: 'religion', label: t('browse.religion'), options: plain(COMMUNITIES) },
    { key: 'education', label: t('browse.education'), options: plain(EDUCATION_LEVELS) },
    {
      key: 'maritalStatus',
      label: t('browse.maritalStatus'),
      options: MARITAL_STATUSES.map((value) => ({ value, label: t(`browse.maritalStatuses.${value}`) })),
    },
  ];
  return (
    <div id={id} hidden={hidden} className="grid gap-4 border-t border-border pt-4">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {fields.map((field) => (
          <SelectFilter
            key={field.key}
            label={field.label}
            value={filters[field.key]}
            allLabel={t('browse.all')}
            options={field.options}
            locked={locked}
            onChange={(value) => onChange({ [field.key]: value })}
          />
        ))}
      </div>
      {locked ? <UnlockNote /> : null}
    </div>
  );
}
