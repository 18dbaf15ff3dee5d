import { ImageOff } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CMS_TEXTS } from '../../../../shared/cms/cms-contract';
import { MEDIA_FILE_TYPES, type TMediaFile } from '../../../../shared/cms/media-contract';
import { Button } from '../../../components/ui/button';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { SearchField } from '../../../components/ui/search-field';
import { useMediaList } from '../api/media-list';
import { CmsAdminPage } from '../components/cms-admin-page';
import { CmsEmptyState } from '../components/cms-load-states';
import { MediaDetailsDialog } from './media-details-dialog';
import { MediaResults } from './media-results';
import { MediaUploadZone } from './media-upload-zone';
import { useMediaFilters } from './use-media-filters';

/** /admin/cms/media (issue 22 item 4): upload, browse, search and filter, and each file's details. */
export function MediaLibraryPage() {
  const { t } = useTranslation('cms-library');
  const { filters, update, goToPage, clearAll } = useMediaFilters();
  const media = useMediaList(filters);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const filtered = filters.search !== '' || filters.type !== 'all' || filters.page > 1;
  // The open file follows the list (a saved alt text shows at once); it stays while a reload runs.
  const [selected, setSelected] = useState<TMediaFile | null>(null);
  const fresh = media.data?.items.find((file) => file.id === selectedId);
  if (fresh && fresh !== selected) setSelected(fresh);

  return (
    <CmsAdminPage
      title={t('media.title')}
      intro={t('media.intro')}
      back={{ to: '/admin/cms', label: t('common.backToCms') }}
    >
      <MediaUploadZone />
      <div className="grid gap-3 sm:grid-cols-[1fr_14rem] sm:items-end">
        <SearchField
          label={t('media.searchLabel')}
          placeholder={t('media.searchPlaceholder')}
          value={filters.search}
          maxLength={100}
          onCommit={(search) => update({ search })}
        />
        <div className="grid gap-2">
          <Label htmlFor="media-type">{t('media.typeLabel')}</Label>
          <NativeSelect
            id="media-type"
            value={filters.type}
            onChange={(event) => update({ type: event.target.value as typeof filters.type })}
          >
            {(['all', ...MEDIA_FILE_TYPES] as const).map((type) => (
              <option key={type} value={type}>
                {t(`media.types.${type}`)}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
      <MediaResults
        media={media}
        skeletons={{
          count: 12,
          className: 'grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-6',
        }}
        empty={
          <CmsEmptyState icon={ImageOff} title={CMS_TEXTS.noMediaFound}>
            {filtered ? (
              <Button variant="outline" size="sm" onClick={clearAll}>
                {t('media.clearFilters')}
              </Button>
            ) : null}
          </CmsEmptyState>
        }
        showTotal
        onSelect={(file) => {
          setSelected(file);
          setSelectedId(file.id);
        }}
        actionLabel={(file) => t('media.openDetails', { name: file.original_name })}
        onPage={goToPage}
      />
      <MediaDetailsDialog
        file={selectedId ? selected : null}
        onClose={() => {
          setSelectedId(null);
          setSelected(null);
        }}
      />
    </CmsAdminPage>
  );
}
