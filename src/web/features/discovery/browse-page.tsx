import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { BrowseControls } from './browse/browse-controls';
import { ADVANCED_FILTER_KEYS } from './browse/browse-filters';
import { BrowseResults } from './browse/browse-results';
import { FeaturedRow } from './browse/featured-row';
import { useBrowseFilters } from './browse/use-browse-filters';
import { useAdvancedGate } from './use-advanced-gate';
import { PageContainer } from '../../components/ui/page-container';
import { UpgradePrompt } from '../../entities/membership/upgrade-prompt';

/** /browse (spec "Browse Profiles"): opposite-gender members, filtered, sorted and paged on the server. */
export function BrowsePage() {
  const { t } = useTranslation('discovery');
  const { filters, update, goToPage, clearAll } = useBrowseFilters();
  const dropAdvanced = useCallback(
    () => update({ location: '', religion: '', education: '', maritalStatus: '' }),
    [update],
  );
  const gate = useAdvancedGate({ filters, keys: ADVANCED_FILTER_KEYS, drop: dropAdvanced });
  return (
    <PageContainer>
      <header className="grid gap-1">
        <h1 className="text-2xl font-semibold tracking-tight text-primary-strong sm:text-3xl">
          {t('browse.title')}
        </h1>
        <p className="text-muted-foreground">{t('browse.subtitle')}</p>
      </header>
      <BrowseControls
        filters={filters}
        onChange={update}
        onClearAll={clearAll}
        advancedLocked={gate.locked}
      />
      {gate.refusal ? <UpgradePrompt error={gate.refusal} /> : null}
      <FeaturedRow />
      <BrowseResults
        filters={gate.effective}
        ready={gate.ready}
        onError={gate.onListError}
        onPage={goToPage}
        onClearAll={clearAll}
      />
    </PageContainer>
  );
}
