import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PUBLIC_PAGES } from '../../shared/site/public-pages.ts';
import {
  importClosure,
  PUBLIC_PAGE_MODULES,
  publicPagePreloads,
  type Manifest,
} from './public-page-chunks.ts';

const webSource = join(import.meta.dirname, '..', '..', 'web');

describe('public page chunks', () => {
  it('name the modules of every public page, and each module exists in the web app', () => {
    expect(Object.keys(PUBLIC_PAGE_MODULES).sort()).toEqual(PUBLIC_PAGES.map((p) => p.path).sort());
    for (const modules of Object.values(PUBLIC_PAGE_MODULES)) {
      for (const module of modules) expect(existsSync(join(webSource, module)), module).toBe(true);
    }
  });

  const manifest: Manifest = {
    'main.tsx': { file: 'assets/index.js', isEntry: true, imports: ['_react.js'] },
    '_react.js': { file: 'assets/react.js' },
    '_menu.js': { file: 'assets/menu-shared.js', imports: ['_react.js'] },
    'features/site/menu/header-menu.tsx': { file: 'assets/header-menu.js', imports: ['_menu.js'] },
    'features/site/menu/mobile-site-menu.tsx': { file: 'assets/mobile-menu.js', imports: ['_menu.js'] },
    'features/site/footer/site-footer.tsx': { file: 'assets/footer.js' },
    'features/site/i18n/footer/en.json': { file: 'assets/footer-en.js' },
    'features/site/faq/faq-page.tsx': { file: 'assets/faq.js' },
    'features/site/i18n/faq/en.json': { file: 'assets/faq-en.js' },
  };

  it("preload a page's chunks and the site's chrome, not what the entry already brings", () => {
    expect(publicPagePreloads(manifest, '/faq').sort()).toEqual(
      [
        'assets/faq-en.js',
        'assets/faq.js',
        'assets/footer-en.js',
        'assets/footer.js',
        'assets/header-menu.js',
        'assets/menu-shared.js',
        'assets/mobile-menu.js',
      ].sort(),
    );
  });

  it('refuse a module the manifest lacks, so a rename cannot pass unnoticed', () => {
    expect(() => publicPagePreloads(manifest, '/about')).toThrow(
      /about-page.tsx is not in the build manifest/,
    );
    expect(() => importClosure(manifest, ['nope.tsx'])).toThrow(/nope.tsx/);
  });
});
