import { loadNamespace, type CatalogLoaders } from '../../../lib/i18n';

/** The 'cms-library' namespace: the media library, menus and settings screens, and the media picker. */
export const LIBRARY_CATALOGS: CatalogLoaders = { en: () => import('../i18n/library-en.json') };
export const LIBRARY_NS = 'cms-library';

export const loadLibraryCatalog = () => loadNamespace(LIBRARY_NS, LIBRARY_CATALOGS);
