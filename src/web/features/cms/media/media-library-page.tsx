import { ArrowLeft, ImageOff } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CMS_TEXTS } from '../../../../shared/cms/cms-contract';
import { MEDIA_FILE_TYPES, type TMediaFile } from '../../../../shared/cms/media-contract';
import { Button } from '../../../components/ui/button';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { PageContainer } from '../../../components/ui/page-container';
import { RetryAlert } from '../../../components/ui/retry-alert';
import { SearchField } from '../../../components/ui/search-field';
import { Skeleton } from '../../../components/ui/skeleton';
import { useMediaList } from '../api/media-list';
import { MediaDetailsDialog } from './media-details-dialog';
import { MediaGrid } from './media-grid';
import { MediaPagination } from './media-pagination';
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

  let content;
  if (media.isPending)
    content = (
      <div role="status" className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-6">
        <span className="sr-only">{t('media.loading')}</span>
        {Array.from({ length: 12 }, (_, index) => (
          <Skeleton key={index} className="aspect-square w-full" />
        ))}
      </div>
    );
  else if (media.isError)
    content = (
      <RetryAlert
        message={t('media.loadFailed')}
        retryLabel={t('common.retry')}
        retrying={media.isFetching}
        onRetry={() => void media.refetch()}
      />
    );
  else if (media.data.items.length === 0)
    content = (
      <div className="grid justify-items-center gap-3 rounded-lg border border-dashed border-border p-10 text-center">
        <ImageOff className="size-8 text-muted-foreground" aria-hidden="true" />
        <p className="font-medium">{CMS_TEXTS.noMediaFound}</p>
        {filtered ? (
          <Button variant="outline" size="sm" onClick={clearAll}>
            {t('media.clearFilters')}
          </Button>
        ) : null}
      </div>
    );
  else
    content = (
      <>
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {t('media.total', { count: media.data.total })}
        </p>
        <MediaGrid
          files={media.data.items}
          busy={media.isPlaceholderData}
          onSelect={(file) => {
            setSelected(file);
            setSelectedId(file.id);
          }}
          actionLabel={(file) => t('media.openDetails', { name: file.original_name })}
        />
        <MediaPagination
          page={media.data.page}
          total={media.data.total}
          pageSize={media.data.page_size}
          onPage={goToPage}
        />
      </>
    );

  return (
    <PageContainer className="grid gap-6 py-8">
      <header className="grid gap-3">
        <Button asChild variant="ghost" size="sm" className="justify-self-start">
          <Link to="/admin/cms">
            <ArrowLeft className="rtl:rotate-180" aria-hidden="true" />
            {t('common.backToCms')}
          </Link>
        </Button>
        <h1 className="text-2xl font-semibold tracking-tight">{t('media.title')}</h1>
        <p className="text-muted-foreground">{t('media.intro')}</p>
      </header>
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
      {content}
      <MediaDetailsDialog
        file={selectedId ? selected : null}
        onClose={() => {
          setSelectedId(null);
          setSelected(null);
        }}
      />
    </PageContainer>
  );
}
