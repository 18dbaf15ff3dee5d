import { useEffect } from 'react';

function metaTag(name: string): HTMLMetaElement {
  const existing = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (existing) return existing;
  const tag = document.createElement('meta');
  tag.name = name;
  document.head.append(tag);
  return tag;
}

/**
 * A blog or CMS page's title, description and keywords while a reader navigates in the app (the server
 * wrote them into the first page's HTML). Runs after app/use-page-meta's defaults, so it has the last word.
 */
export function useDocumentMeta(
  meta: { title: string; description: string; keywords?: string | null } | null,
) {
  const title = meta?.title;
  const description = meta?.description;
  const keywords = meta?.keywords ?? '';
  useEffect(() => {
    if (title === undefined || description === undefined) return;
    document.title = title;
    metaTag('description').content = description;
    if (keywords) metaTag('keywords').content = keywords;
    else document.head.querySelector('meta[name="keywords"]')?.remove();
  }, [title, description, keywords]);
}
