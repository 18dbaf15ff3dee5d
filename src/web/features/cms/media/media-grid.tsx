import { useTranslation } from 'react-i18next';
import type { TMediaFile } from '../../../../shared/cms/media-contract';
import { cn } from '../../../lib/cn';
import { humanSize } from './media-format';
import { MediaPreview } from './media-icon';

/** What one file says under its preview: type, size (human) and an image's dimensions. */
export function useMediaFacts() {
  const { t, i18n } = useTranslation('cms-library');
  return (file: TMediaFile) =>
    [
      t(`media.typeNames.${file.file_type}`),
      humanSize(file.file_size, i18n.language),
      file.width && file.height ? t('media.dimensions', { width: file.width, height: file.height }) : null,
    ]
      .filter(Boolean)
      .join(' · ');
}

/**
 * A responsive grid of files, each a button: `actionLabel` names what pressing it does (open the
 * details, or pick the file).
 */
export function MediaGrid({
  files,
  onSelect,
  actionLabel,
  busy = false,
}: {
  files: TMediaFile[];
  onSelect: (file: TMediaFile) => void;
  actionLabel: (file: TMediaFile) => string;
  busy?: boolean;
}) {
  const { t } = useTranslation('cms-library');
  const facts = useMediaFacts();
  return (
    <ul
      aria-label={t('media.gridLabel')}
      aria-busy={busy || undefined}
      className={cn(
        'grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-6',
        busy && 'opacity-60',
      )}
    >
      {files.map((file) => (
        <li key={file.id} className="min-w-0">
          <button
            type="button"
            aria-label={actionLabel(file)}
            onClick={() => onSelect(file)}
            className="grid w-full overflow-hidden rounded-lg border border-border bg-card text-start shadow-sm transition-colors outline-none hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
          >
            <span className="flex aspect-square items-center justify-center overflow-hidden bg-muted">
              <MediaPreview file={file} />
            </span>
            <span className="grid gap-0.5 p-2">
              <span className="truncate text-sm font-medium" title={file.original_name}>
                {file.original_name}
              </span>
              <span className="text-xs text-muted-foreground">{facts(file)}</span>
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
