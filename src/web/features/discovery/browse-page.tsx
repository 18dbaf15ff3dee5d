import { useTranslation } from 'react-i18next';
import { BrowseControls } from './browse/browse-controls';
import { BrowseResults } from './browse/browse-results';
import { useBrowseFilters } from './browse/use-browse-filters';
import { PageContainer } from '../../components/ui/page-container';

/** /browse (spec "Browse Profiles"): opposite-gender members, filtered, sorted and paged on the server. */
export function BrowsePage() {
  const { t } = useTranslation('discovery');
  const { filters, update, goToPage, clearAll } = useBrowseFilters();
  return (
    <PageContainer>
      <header className="grid gap-1">
        <h1 className="text-2xl font-semibold tracking-tight text-primary-strong sm:text-3xl">
          {t('browse.title')}
        </h1>
        <p className="text-muted-foreground">{t('browse.subtitle')}</p>
      </header>
      <BrowseControls filters={filters} onChange={update} onClearAll={clearAll} />
      <BrowseResults filters={filters} onPage={goToPage} onClearAll={clearAll} />
    </PageContainer>
  );
}
