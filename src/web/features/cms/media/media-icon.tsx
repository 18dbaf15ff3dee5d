import { FileAudio, FileText, FileVideo, type LucideProps } from 'lucide-react';
import type { TMediaFile } from '../../../../shared/cms/media-contract';
import { cn } from '../../../lib/cn';
import { thumbnailUrl } from './media-format';

/** An image's smallest copy, or the icon of its kind for video, audio and documents. */
export function MediaPreview({ file, className }: { file: TMediaFile; className?: string }) {
  if (file.file_type === 'image')
    return (
      <img
        src={thumbnailUrl(file)}
        alt={file.alt_text ?? ''}
        loading="lazy"
        decoding="async"
        width={file.width ?? undefined}
        height={file.height ?? undefined}
        className={cn('size-full object-cover', className)}
      />
    );
  const props: LucideProps = {
    className: cn('size-10 text-muted-foreground', className),
    'aria-hidden': true,
  };
  if (file.file_type === 'video') return <FileVideo {...props} />;
  if (file.file_type === 'audio') return <FileAudio {...props} />;
  return <FileText {...props} />;
}
