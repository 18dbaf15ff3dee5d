import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TMediaFile, TMediaFileType } from '../../../../shared/cms/media-contract';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog';
import { SearchField } from '../../../components/ui/search-field';
import { useMediaList } from '../api/media-list';
import { loadLibraryCatalog } from './library-catalog';
import { MediaResults } from './media-results';
import { MediaUploadZone } from './media-upload-zone';

export type MediaPickerProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called with the chosen file (picked from the grid, or the first one just uploaded); the dialog then closes. */
  onPick: (file: TMediaFile) => void;
  /** Which files are offered; 'image' for a featured image or an image in the editor. */
  type?: TMediaFileType | 'all';
};

/**
 * Choose a file from the media library, or upload one and take it (the editors' featured image and
 * images). Usable from any admin screen: it loads its own catalog ('cms-library') when first opened.
 */
export function MediaPickerDialog({ open, onOpenChange, onPick, type = 'image' }: MediaPickerProps) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (!open || ready) return;
    let live = true;
    void loadLibraryCatalog().then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, [open, ready]);

  const pick = (file: TMediaFile) => {
    onPick(file);
    onOpenChange(false);
  };
  return (
    <Dialog open={open && ready} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90dvh] max-w-4xl overflow-y-auto">
        {ready ? <PickerBody type={type} onPick={pick} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function PickerBody({ type, onPick }: { type: TMediaFileType | 'all'; onPick: (file: TMediaFile) => void }) {
  const { t } = useTranslation('cms-library');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const media = useMediaList({ search, type, page });

  const onUploaded = (files: TMediaFile[]) => {
    const wanted = files.find((file) => type === 'all' || file.file_type === type);
    if (wanted) onPick(wanted);
  };

  return (
    <>
      <DialogTitle>{t('media.picker.title')}</DialogTitle>
      <DialogDescription>{t('media.picker.description')}</DialogDescription>
      <MediaUploadZone onUploaded={onUploaded} />
      <SearchField
        label={t('media.searchLabel')}
        placeholder={t('media.searchPlaceholder')}
        value={search}
        maxLength={100}
        onCommit={(value) => {
          setSearch(value);
          setPage(1);
        }}
      />
      <MediaResults
        media={media}
        skeletons={{ count: 8, className: 'grid grid-cols-2 gap-3 sm:grid-cols-4' }}
        empty={<p className="rounded-lg border border-dashed p-8 text-center">{t('media.picker.empty')}</p>}
        onSelect={onPick}
        actionLabel={(file) => t('media.picker.choose', { name: file.original_name })}
        onPage={setPage}
      />
    </>
  );
}
