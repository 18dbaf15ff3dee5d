import type { PrerenderCms } from '../../shared/site/prerender.ts';

/**
 * What a visitor's public page needs beyond the app's entry chunk, read from Vite's build manifest.
 * A prerendered page's loader fetches these with the entry on the first interaction (one round trip
 * instead of a chain of imports before the page can hydrate); the plain app preloads them in its HTML.
 * scripts/size.ts measures what a page really downloads.
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

/** What a blog post and a CMS page bring besides their own component: the site's 404 page and its catalog. */
const CMS_SHARED = [
  'features/cms/blog/i18n/en.json',
  'features/errors/not-found-page.tsx',
  'features/errors/i18n/en.json',
] as const;

/** The blog's and the CMS pages' modules (app/site-routes.tsx, cmsRoutes), by the kind of page. */
/** What a blog or CMS page's chunks depend on: its kind, and for a CMS page whether it shows the contact form. */
export type CmsPreloadKind = PrerenderCms['kind'] | 'contact-page';

export const CMS_PAGE_MODULES: Readonly<Record<CmsPreloadKind, readonly string[]>> = {
  'blog-list': ['features/cms/blog/blog-page.tsx', 'features/cms/blog/i18n/en.json'],
  'blog-post': ['features/cms/blog/blog-post-page.tsx', ...CMS_SHARED],
  page: ['features/cms/blog/cms-public-page.tsx', ...CMS_SHARED],
  // Only a page in the 'contact' template loads the contact form (app/site-routes.tsx).
  'contact-page': [
    'features/cms/blog/cms-public-page.tsx',
    'features/site/contact/contact-form-card.tsx',
    'features/site/i18n/contact/en.json',
    ...CMS_SHARED,
  ],
};

/** The preload kind of a rendered blog or CMS page. */
export function cmsPreloadKind(cms: PrerenderCms): CmsPreloadKind {
  return cms.kind === 'page' && cms.page?.template === 'contact' ? 'contact-page' : cms.kind;
}

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

/** The files a page of `modules` needs that the entry does not already bring (those Vite preloads itself). */
function preloadsOf(manifest: Manifest, modules: readonly string[]): string[] {
  const entry = entryKey(manifest);
  const already = entry ? importClosure(manifest, [entry]) : new Set<string>();
  return [...importClosure(manifest, [...SITE_CHROME, ...modules])]
    .filter((key) => !already.has(key))
    .map((key) => manifest[key]!.file)
    .filter((file) => file.endsWith('.js'));
}

/** What a fixed public page (shared/site/public-pages.ts) preloads, by its path. */
export const publicPagePreloads = (manifest: Manifest, path: string): string[] =>
  preloadsOf(manifest, PUBLIC_PAGE_MODULES[path] ?? []);

/** What a blog or CMS page preloads, by its preload kind (web-host/cms-pages.ts). */
export const cmsPagePreloads = (manifest: Manifest, kind: CmsPreloadKind): string[] =>
  preloadsOf(manifest, CMS_PAGE_MODULES[kind]);
