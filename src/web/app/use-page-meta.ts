import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router';
import { DEFAULT_DESCRIPTION, publicPageFor, SITE_NAME } from '../../shared/site/public-pages';

/** The description tag the server wrote into index.html, or a new one when it did not. */
function descriptionTag(): HTMLMetaElement {
  const existing = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (existing) return existing;
  const tag = document.createElement('meta');
  tag.name = 'description';
  document.head.append(tag);
  return tag;
}

/**
 * Keeps document.title and the meta description true to the page while a visitor navigates in the
 * app (the server writes them for the first load). Member and unknown paths get the site's defaults.
 */
export function usePageMeta(): void {
  const { pathname } = useLocation();
  // A layout effect runs before every passive effect of the commit, so a page that sets a title of its
  // own (a blog post) in useEffect still has the last word.
  useLayoutEffect(() => {
    const page = publicPageFor(pathname);
    document.title = page?.title ?? SITE_NAME;
    descriptionTag().content = page?.description ?? DEFAULT_DESCRIPTION;
  }, [pathname]);
}
