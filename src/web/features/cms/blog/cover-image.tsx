import type { TImageMedia } from '../../../../shared/cms/blog-contract';

type CoverImageProps = {
  url: string;
  media?: TImageMedia | null;
  alt: string;
  /** How wide the image shows, as the `sizes` attribute: the browser picks the copy that fits. */
  sizes: string;
  /** The page's largest image above the fold: fetched first and at once (LCP), never lazily. */
  priority?: boolean;
  className?: string;
};

/**
 * A featured image: with the media library's WebP copies offered beside the original (srcset) and its
 * own proportions reserved, so a phone downloads a few dozen KB and nothing moves when it arrives. An
 * image from elsewhere keeps a 16:9 box.
 */
export function CoverImage({ url, media, alt, sizes, priority = false, className }: CoverImageProps) {
  const srcSet = media
    ? [
        ...media.variants.filter((v) => v.width < media.width).map((v) => `${v.url} ${v.width}w`),
        `${url} ${media.width}w`,
      ].join(', ')
    : undefined;
  return (
    <img
      src={url}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      width={media?.width ?? 1200}
      height={media?.height ?? 675}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      className={className}
    />
  );
}
