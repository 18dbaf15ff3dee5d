// Every cache key of the media library, in one place.

export type TMediaFilters = {
  search: string;
  type: 'all' | 'image' | 'video' | 'audio' | 'document';
  page: number;
};

/** Every media page; an upload, an alt text or a delete invalidates them all. */
export const MEDIA_QUERY_KEY = ['cms', 'media'] as const;
/** One page: ['cms', 'media', search, type, page]. */
export const mediaListKey = ({ search, type, page }: TMediaFilters) =>
  [...MEDIA_QUERY_KEY, search, type, page] as const;
