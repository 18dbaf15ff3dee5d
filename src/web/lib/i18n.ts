import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';

/**
 * i18next setup. Catalogs are split per feature: `common` (app shell, nav, validation) ships in the
 * initial bundle (see app/i18n/register-common.ts); every feature namespace is loaded by its lazy route
 * through `loadNamespace` before the route renders, so components never see a missing key and never suspend.
 * To add a language: add `<lng>.json` beside each `en.json`, list it in each loader map and in SUPPORTED_LANGUAGES.
 */
export const SUPPORTED_LANGUAGES = ['en'] as const;
export const FALLBACK_LANGUAGE = 'en';

type Catalog = Record<string, unknown>;
export type CatalogLoaders = Partial<Record<string, () => Promise<{ default: Catalog }>>>;

const registered = new Map<string, CatalogLoaders>();

void i18n.use(initReactI18next).init({
  lng: FALLBACK_LANGUAGE,
  fallbackLng: FALLBACK_LANGUAGE,
  supportedLngs: [...SUPPORTED_LANGUAGES],
  ns: ['common'],
  defaultNS: 'common',
  resources: {},
  initAsync: false,
  interpolation: { escapeValue: false }, // React already escapes.
  react: { useSuspense: false },
  returnNull: false,
});

/** Keeps `<html lang dir>` true to the active language (dir() gives rtl for ar/ur). */
function syncDocument(lng: string): void {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = lng;
  document.documentElement.dir = i18n.dir(lng);
}
i18n.on('languageChanged', syncDocument);
syncDocument(i18n.language);

async function addBundle(lng: string, ns: string, loaders: CatalogLoaders): Promise<void> {
  if (i18n.hasResourceBundle(lng, ns)) return;
  const load = loaders[lng] ?? loaders[FALLBACK_LANGUAGE];
  if (!load) return;
  const catalog = await load();
  i18n.addResourceBundle(lng, ns, catalog.default, true, true);
}

/** Loads a feature's catalog for the current language (called from lazy routes; idempotent). */
export async function loadNamespace(ns: string, loaders: CatalogLoaders): Promise<void> {
  registered.set(ns, loaders);
  await addBundle(i18n.language, ns, loaders);
}

/** Switches language after loading every namespace registered so far in that language. */
export async function setLanguage(lng: string): Promise<void> {
  await Promise.all([...registered].map(([ns, loaders]) => addBundle(lng, ns, loaders)));
  await i18n.changeLanguage(lng);
}

export { i18n };
