import { useTranslation } from 'react-i18next';
import { PageContainer } from '../../../components/ui/page-container';
import { TaxonomySection } from './taxonomy-section';

/** /admin/cms/categories: the categories and the tags, managed side by side (below each other on a phone). */
export function TaxonomyPage() {
  const { t } = useTranslation('cms');
  return (
    <PageContainer className="grid gap-6 py-8">
      <header className="grid gap-1">
        <h1 className="text-2xl font-semibold tracking-tight">{t('taxonomy.title')}</h1>
        <p className="text-muted-foreground">{t('taxonomy.intro')}</p>
      </header>
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <TaxonomySection kind="categories" />
        <TaxonomySection kind="tags" />
      </div>
    </PageContainer>
  );
}
