import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { TCmsPublicPage } from '../../shared/cms/blog-contract.ts';
import { PUBLIC_PAGES } from '../../shared/site/public-pages.ts';
import {
  CMS_PAGE_MODULES,
  cmsPagePreloads,
  cmsPreloadKind,
  importClosure,
  PUBLIC_PAGE_MODULES,
  publicPagePreloads,
  type Manifest,
} from './public-page-chunks.ts';

const webSource = join(import.meta.dirname, '..', '..', 'web');

describe('public page chunks', () => {
  it('name the modules of every public page, and each module exists in the web app', () => {
    expect(Object.keys(PUBLIC_PAGE_MODULES).sort()).toEqual(PUBLIC_PAGES.map((p) => p.path).sort());
    for (const modules of [...Object.values(PUBLIC_PAGE_MODULES), ...Object.values(CMS_PAGE_MODULES)]) {
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
    '_article.js': { file: 'assets/article-body.js', imports: ['_react.js'] },
    'features/cms/blog/blog-page.tsx': { file: 'assets/blog-page.js' },
    'features/cms/blog/blog-post-page.tsx': { file: 'assets/blog-post.js', imports: ['_article.js'] },
    'features/cms/blog/cms-public-page.tsx': { file: 'assets/cms-page.js', imports: ['_article.js'] },
    'features/cms/blog/i18n/en.json': { file: 'assets/blog-en.js' },
    'features/site/contact/contact-form-card.tsx': { file: 'assets/contact-form.js' },
    'features/site/i18n/contact/en.json': { file: 'assets/contact-en.js' },
    'features/errors/not-found-page.tsx': { file: 'assets/not-found.js' },
    'features/errors/i18n/en.json': { file: 'assets/errors-en.js' },
  };
  const chrome = [
    'assets/footer-en.js',
    'assets/footer.js',
    'assets/header-menu.js',
    'assets/menu-shared.js',
    'assets/mobile-menu.js',
  ];

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

  it('tell the preload kind of a rendered blog or CMS page: the contact form only for that template', () => {
    const page = (template: TCmsPublicPage['template']) =>
      ({ kind: 'page', slug: 'x', page: { template } as TCmsPublicPage }) as const;
    expect(cmsPreloadKind({ kind: 'blog-post', slug: 'x', post: null })).toBe('blog-post');
    expect(cmsPreloadKind(page('default'))).toBe('page');
    expect(cmsPreloadKind(page('contact'))).toBe('contact-page');
    expect(cmsPreloadKind({ kind: 'page', slug: 'x', page: null })).toBe('page');
  });

  it("preload the blog's and CMS pages' chunks, so hydrating them waits for no import chain", () => {
    expect(cmsPagePreloads(manifest, 'blog-list').sort()).toEqual(
      [...chrome, 'assets/blog-page.js', 'assets/blog-en.js'].sort(),
    );
    const withNotFound = [
      'assets/article-body.js',
      'assets/blog-en.js',
      'assets/not-found.js',
      'assets/errors-en.js',
    ];
    expect(cmsPagePreloads(manifest, 'blog-post').sort()).toEqual(
      [...chrome, ...withNotFound, 'assets/blog-post.js'].sort(),
    );
    expect(cmsPagePreloads(manifest, 'page').sort()).toEqual(
      [...chrome, ...withNotFound, 'assets/cms-page.js'].sort(),
    );
    expect(cmsPagePreloads(manifest, 'contact-page').sort()).toEqual(
      [
        ...chrome,
        ...withNotFound,
        'assets/cms-page.js',
        'assets/contact-form.js',
        'assets/contact-en.js',
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
