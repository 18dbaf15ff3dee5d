import { useState } from 'react';
import { cn } from '../../lib/cn';

type AvatarProps = {
  src: string | null | undefined;
  /** Describes the photo; the fallback letters are decorative (the name is always shown beside them). */
  alt: string;
  fallback: string;
  className?: string;
};

/** A round photo, or the fallback letters when there is none or it fails to load. */
export function Avatar({ src, alt, fallback, className }: AvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = Boolean(src) && failedSrc !== src;
  return (
    <span
      className={cn(
        'relative inline-flex size-12 shrink-0 items-center justify-center overflow-hidden rounded-full bg-primary-soft font-semibold text-primary-strong',
        className,
      )}
    >
      {showImage ? (
        <img
          src={src ?? undefined}
          alt={alt}
          className="size-full object-cover"
          onError={() => setFailedSrc(src ?? null)}
        />
      ) : (
        <span aria-hidden="true">{fallback}</span>
      )}
    </span>
  );
}
