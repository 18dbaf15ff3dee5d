import type { ComponentType } from 'react';
import { loadNamespace, type CatalogLoaders } from '../lib/i18n';

/**
 * Every screen is a lazy route: its code and its i18n namespace download together, and the route
 * renders only when both are in (so `useTranslation('<ns>')` never meets a missing catalog).
 */
export async function lazyPage(ns: string, catalogs: CatalogLoaders, load: () => Promise<ComponentType>) {
  const [Component] = await Promise.all([load(), loadNamespace(ns, catalogs)]);
  return { Component };
}
