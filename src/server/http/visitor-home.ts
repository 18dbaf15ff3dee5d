/**
 * What a visitor's `/` needs beyond the entry chunk, read from Vite's build manifest. The server
 * preloads these chunks in the HTML it sends a visitor (so they download beside the entry instead of
 * after it has run), and scripts/size.ts adds them up.
 */
export type ManifestChunk = { file: string; imports?: string[]; isEntry?: boolean };
export type Manifest = Record<string, ManifestChunk>;

/**
 * The modules `/` loads for someone signed out: the landing page (app/home-route.tsx) and the footer
 * (app/layouts/site-layout.tsx), each with its catalog. Kept by name: after a rename, the size script
 * fails instead of measuring less, and a test notices the preload is gone.
 */
export const VISITOR_HOME_MODULES = [
  'features/site/landing/landing-page.tsx',
  'features/site/i18n/landing/en.json',
  'features/site/footer/site-footer.tsx',
  'features/site/i18n/footer/en.json',
] as const;

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

/** The files a visitor's `/` needs that the entry does not already bring (those Vite preloads itself). */
export function visitorHomePreloads(manifest: Manifest): string[] {
  const entry = entryKey(manifest);
  const already = entry ? importClosure(manifest, [entry]) : new Set<string>();
  return [...importClosure(manifest, VISITOR_HOME_MODULES)]
    .filter((key) => !already.has(key))
    .map((key) => manifest[key]!.file)
    .filter((file) => file.endsWith('.js'));
}
