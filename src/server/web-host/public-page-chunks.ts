/**
 * What a visitor's public page needs beyond the app's entry chunk, read from Vite's build manifest.
 * A prerendered page's loader fetches these with the entry on the first interaction (one round trip
 * instead of a chain of imports before the page can hydrate); the plain app preloads them in its HTML.
 * scripts/size.ts measures what `/` really downloads.
 */
export type ManifestChunk = { file: string; imports?: string[]; isEntry?: boolean };
export type Manifest = Record<string, ManifestChunk>;

/** On every public page: the header menu (desktop and phone) and the footer with its catalog. */
const SITE_CHROME = [
  'features/site/menu/header-menu.tsx',
  'features/site/menu/mobile-site-menu.tsx',
  'features/site/footer/site-footer.tsx',
  'features/site/i18n/footer/en.json',
] as const;

const page = (name: string, catalog: string) => [
  `features/site/${name}`,
  `features/site/i18n/${catalog}/en.json`,
];

/**
 * Each public page's own modules (app/site-routes.tsx, app/home-route.tsx). Kept by name: after a
 * rename the manifest lacks the key, and a unit test (public-page-chunks.test.ts) fails.
 */
export const PUBLIC_PAGE_MODULES: Readonly<Record<string, readonly string[]>> = {
  '/': page('landing/landing-page.tsx', 'landing'),
  '/about': page('about/about-page.tsx', 'about'),
  '/how-it-works': page('how-it-works/how-it-works-page.tsx', 'howItWorks'),
  '/success-stories': page('success-stories/success-stories-page.tsx', 'stories'),
  '/faq': page('faq/faq-page.tsx', 'faq'),
  '/contact': page('contact/contact-page.tsx', 'contact'),
  '/privacy': page('legal/privacy-page.tsx', 'legal'),
  '/terms': page('legal/terms-page.tsx', 'legal'),
};

/** Every chunk key reachable from `roots` by static imports. Throws on a key the manifest lacks. */
export function importClosure(manifest: Manifest, roots: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest: was it renamed?`);
    seen.add(key);
    for (const next of chunk.imports ?? []) visit(next);
  };
  roots.forEach(visit);
  return seen;
}

export const entryKey = (manifest: Manifest): string | undefined =>
  Object.keys(manifest).find((key) => manifest[key]?.isEntry);

/** The files a public page needs that the entry does not already bring (those Vite preloads itself). */
export function publicPagePreloads(manifest: Manifest, path: string): string[] {
  const entry = entryKey(manifest);
  const already = entry ? importClosure(manifest, [entry]) : new Set<string>();
  return [...importClosure(manifest, [...SITE_CHROME, ...(PUBLIC_PAGE_MODULES[path] ?? [])])]
    .filter((key) => !already.has(key))
    .map((key) => manifest[key]!.file)
    .filter((file) => file.endsWith('.js'));
}
