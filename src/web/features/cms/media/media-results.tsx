import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TMediaFile } from '../../../../shared/cms/media-contract';
import type { useMediaList } from '../api/media-list';
import { CmsQueryContent } from '../components/cms-load-states';
import { MediaGrid } from './media-grid';
import { MediaPagination } from './media-pagination';

/**
 * One page of the library as the library screen and the picker show it: skeletons while it loads, the
 * failure with a retry, `empty` when nothing matches, else the grid (dimmed while the next page loads)
 * and its pages.
 */
export function MediaResults({
  media,
  skeletons,
  empty,
  showTotal = false,
  onSelect,
  actionLabel,
  onPage,
}: {
  media: ReturnType<typeof useMediaList>;
  /** The skeletons' grid (the same columns as the files') and how many. */
  skeletons: { count: number; className: string };
  empty: ReactNode;
  /** 'n files' above the grid, announced as it changes. */
  showTotal?: boolean;
  onSelect: (file: TMediaFile) => void;
  actionLabel: (file: TMediaFile) => string;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation('cms-library');
  return (
    <CmsQueryContent
      query={media}
      failed={t('media.loadFailed')}
      retryLabel={t('common.retry')}
      loading={{ label: t('media.loading'), itemClassName: 'aspect-square w-full', ...skeletons }}
    >
      {(data) =>
        data.items.length === 0 ? (
          empty
        ) : (
          <>
            {showTotal ? (
              <p className="text-sm text-muted-foreground" aria-live="polite">
                {t('media.total', { count: data.total })}
              </p>
            ) : null}
            <MediaGrid
              files={data.items}
              busy={media.isPlaceholderData}
              onSelect={onSelect}
              actionLabel={actionLabel}
            />
            <MediaPagination page={data.page} total={data.total} pageSize={data.page_size} onPage={onPage} />
          </>
        )
      }
    </CmsQueryContent>
  );
}
