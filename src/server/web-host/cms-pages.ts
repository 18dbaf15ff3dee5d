import { BLOG_TEXTS, type TBlogPost, type TCmsPublicPage } from '../../shared/cms/blog-contract.ts';
import { blogParamsFrom, blogQueryString } from '../../shared/cms/blog-query.ts';
import type { TSiteSettings } from '../../shared/cms/settings-contract.ts';
import { DEFAULT_DESCRIPTION, publicPageFor } from '../../shared/site/public-pages.ts';
import type { PrerenderCms, PrerenderResult } from '../../shared/site/prerender.ts';
import { readBlogList, readBlogPost, readCmsPage } from '../features/cms/blog-reads.ts';
import { readSiteSettings } from '../features/cms/settings-reader.ts';
import type { Deps } from '../http/app-env.ts';
import type { PageHead } from './page-head.ts';
import { cmsPreloadKind, type CmsPreloadKind } from './public-page-chunks.ts';
import type { PrerenderedPages } from './prerendered-pages.ts';

/** A blog or CMS path as sent: moved (301), or rendered (null when it could not be) with its head. */
export type CmsPage =
  | { kind: 'redirect'; location: string }
  | {
      kind: 'page';
      status: number;
      head: PageHead;
      page: PrerenderResult | null;
      postId: string | null;
      preloadKind: CmsPreloadKind;
    };

const decode = (segment: string): string | null => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
};

/**
 * The rendering key of a blog or CMS path, or null for other paths: /blog with its query string in
 * one canonical order (blog-query.ts), /blog/{slug}, and /{slug} when no fixed public page has it.
 * Paths with a dot are files, never pages.
 */
export function cmsPageKey(path: string, params: URLSearchParams): string | null {
  const clean = path.length > 1 ? path.replace(/\/+$/, '') : path;
  if (clean === '/blog') return `/blog${blogQueryString(blogParamsFrom(params))}`;
  if (/^\/blog\/[^/.]+$/.test(clean)) return clean;
  if (/^\/[^/.]+$/.test(clean) && !publicPageFor(clean)) return clean;
  return null;
}

const absolute = (url: string | null, publicUrl: string) =>
  url ? (url.startsWith('/') ? `${publicUrl}${url}` : url) : null;

const titled = (title: string, settings: TSiteSettings) => `${title} · ${settings.site_name}`;

const fallbackDescription = (settings: TSiteSettings) =>
  settings.default_meta_description || DEFAULT_DESCRIPTION;

function postHead(post: TBlogPost, settings: TSiteSettings, publicUrl: string): PageHead {
  const path = `/blog/${encodeURIComponent(post.slug)}`;
  const description = post.meta_description ?? (post.excerpt || fallbackDescription(settings));
  const image = absolute(post.featured_image_url, publicUrl);
  return {
    path,
    title: post.meta_title ?? titled(post.title, settings),
    description,
    keywords: post.meta_keywords,
    ogType: 'article',
    siteName: settings.site_name,
    image,
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: post.title,
      description,
      ...(image ? { image: [image] } : {}),
      datePublished: post.published_at,
      dateModified: post.updated_at,
      author: { '@type': 'Person', name: BLOG_TEXTS.author },
      publisher: { '@type': 'Organization', name: settings.site_name },
      mainEntityOfPage: `${publicUrl}${path}`,
      ...(post.category ? { articleSection: post.category.name } : {}),
      ...(post.tags.length ? { keywords: post.tags.map((tag) => tag.name).join(', ') } : {}),
    },
  };
}

function cmsHead(page: TCmsPublicPage, settings: TSiteSettings, publicUrl: string): PageHead {
  return {
    path: `/${encodeURIComponent(page.slug)}`,
    title: page.meta_title ?? titled(page.title, settings),
    description: page.meta_description ?? (page.excerpt || fallbackDescription(settings)),
    keywords: page.meta_keywords,
    siteName: settings.site_name,
    image: absolute(page.featured_image_url, publicUrl),
  };
}

const notFoundHead = (path: string, settings: TSiteSettings): PageHead => ({
  path,
  title: titled('Page not found', settings),
  description: fallbackDescription(settings),
  siteName: settings.site_name,
});

type Resolved =
  | { kind: 'redirect'; location: string }
  | { kind: 'content'; status: number; head: PageHead; cms: PrerenderCms; search?: string; postId?: string };

async function resolve(deps: Deps, key: string): Promise<Resolved> {
  const { db, clock, config } = deps;
  const now = clock.now();
  const settings = await readSiteSettings(db);
  const [path, query = ''] = key.split(/\?(.*)/s, 2) as [string, string?];
  if (path === '/blog') {
    const search = query ? `?${query}` : '';
    const list = await readBlogList(db, now, blogParamsFrom(new URLSearchParams(query)));
    const head = {
      path: key,
      title: titled(BLOG_TEXTS.title, settings),
      description: fallbackDescription(settings),
      siteName: settings.site_name,
    };
    return { kind: 'content', status: 200, head, cms: { kind: 'blog-list', list }, search };
  }
  const post = /^\/blog\/(.+)$/.exec(path);
  const slug = decode(post ? post[1]! : path.slice(1));
  if (post) {
    const found = slug === null ? ({ kind: 'missing' } as const) : await readBlogPost(db, now, slug);
    if (found.kind === 'moved')
      return { kind: 'redirect', location: `/blog/${encodeURIComponent(found.slug)}` };
    const value = found.kind === 'found' ? found.value : null;
    const head = value ? postHead(value, settings, config.publicUrl) : notFoundHead(path, settings);
    const cms = { kind: 'blog-post', slug: slug ?? '', post: value } as const;
    return { kind: 'content', status: value ? 200 : 404, head, cms, postId: value?.id };
  }
  const found = slug === null ? ({ kind: 'missing' } as const) : await readCmsPage(db, slug);
  if (found.kind === 'moved') return { kind: 'redirect', location: `/${encodeURIComponent(found.slug)}` };
  const value = found.kind === 'found' ? found.value : null;
  const head = value ? cmsHead(value, settings, config.publicUrl) : notFoundHead(path, settings);
  return {
    kind: 'content',
    status: value ? 200 : 404,
    head,
    cms: { kind: 'page', slug: slug ?? '', page: value },
  };
}

/**
 * A blog or CMS path for a visitor, rendered once per PRERENDER_TTL_MS per key (or until a CMS change):
 * a moved slug answers where it went; a missing post or page renders the 404 page with status 404.
 * A one-segment path that is another screen of the app (/browse) renders as null: the plain app.
 */
export function cmsPage(deps: Deps, pages: PrerenderedPages, key: string): Promise<CmsPage> {
  return pages.cached(`cms:${key}`, async (): Promise<CmsPage> => {
    const resolved = await resolve(deps, key);
    if (resolved.kind === 'redirect') return resolved;
    const path = key.split('?')[0]!;
    const page = await pages.prerender(deps, { path, search: resolved.search, cms: resolved.cms });
    return {
      kind: 'page',
      status: page ? (page.status ?? resolved.status) : 200,
      head: resolved.head,
      page,
      postId: resolved.postId ?? null,
      preloadKind: cmsPreloadKind(resolved.cms),
    };
  });
}
