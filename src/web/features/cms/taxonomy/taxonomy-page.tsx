import { useTranslation } from 'react-i18next';
import { CmsAdminPage } from '../components/cms-admin-page';
import { TaxonomySection } from './taxonomy-section';

/** /admin/cms/categories: the categories and the tags, managed side by side (below each other on a phone). */
export function TaxonomyPage() {
  const { t } = useTranslation('cms');
  return (
    <CmsAdminPage title={t('taxonomy.title')} intro={t('taxonomy.intro')}>
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <TaxonomySection kind="categories" />
        <TaxonomySection kind="tags" />
      </div>
    </CmsAdminPage>
  );
}
