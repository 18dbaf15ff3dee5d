import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import type { TCmsPublicPage } from '../../../../shared/cms/blog-contract';
import { PageHero } from '../../../components/ui/page-hero';
import { PageLoading } from '../../../components/ui/page-loading';
import { RetryAlert } from '../../../components/ui/retry-alert';
import { SHELL_COLUMN } from '../../../components/ui/page-container';
import { cn } from '../../../lib/cn';
import { useCmsPage } from '../api/get-cms-page';
import { ArticleBody } from './article-body';
import { CoverImage } from './cover-image';
import { useDocumentMeta } from './use-document-meta';
import { SITE_NAME } from '../../../../shared/site/public-pages';

type Props = { NotFound: ComponentType; contactForm?: ReactNode };

/** A published CMS page at /{slug}, in its template; any other slug shows the 404 page. */
export function CmsPublicPage({ NotFound, contactForm }: Props) {
  const { t } = useTranslation('blog');
  const slug = useParams().slug ?? '';
  const page = useCmsPage(slug);
  useDocumentMeta(
    page.data
      ? {
          title: page.data.meta_title ?? `${page.data.title} · ${SITE_NAME}`,
          description: page.data.meta_description ?? page.data.excerpt ?? page.data.title,
          keywords: page.data.meta_keywords,
        }
      : null,
  );
  if (page.isPending) return <PageLoading label={t('loading')} />;
  if (page.isError) {
    return (
      <div className={cn(SHELL_COLUMN, 'py-10')}>
        <RetryAlert
          message={t('pageFailed')}
          retryLabel={t('retry')}
          retrying={page.isFetching}
          onRetry={() => void page.refetch()}
        />
      </div>
    );
  }
  if (!page.data) return <NotFound />;
  if (page.data.slug !== slug) return <Navigate to={`/${encodeURIComponent(page.data.slug)}`} replace />;
  return <Template page={page.data} contactForm={contactForm} />;
}

function Template({ page, contactForm }: { page: TCmsPublicPage; contactForm?: ReactNode }) {
  const wide = page.template === 'full-width' || page.template === 'landing';
  const image = page.featured_image_url ? (
    <CoverImage
      url={page.featured_image_url}
      media={page.featured_image_media}
      alt={page.title}
      sizes={wide ? '(min-width: 1152px) 1104px, 100vw' : '(min-width: 768px) 720px, 100vw'}
      priority
      className="aspect-video w-full rounded-xl bg-muted object-cover"
    />
  ) : null;
  if (page.template === 'landing') {
    return (
      <>
        <PageHero title={page.title}>{page.excerpt ? <p>{page.excerpt}</p> : null}</PageHero>
        <div className={cn(SHELL_COLUMN, 'grid gap-8 py-10 sm:py-12')}>
          {image}
          <ArticleBody html={page.content} />
        </div>
      </>
    );
  }
  return (
    <article
      className={cn(
        page.template === 'full-width' ? SHELL_COLUMN : 'mx-auto w-full max-w-3xl px-4 sm:px-6',
        'grid gap-6 py-10 sm:py-12',
      )}
    >
      <h1 className="text-3xl font-bold tracking-tight text-balance text-primary-strong sm:text-4xl">
        {page.title}
      </h1>
      {page.excerpt ? <p className="text-lg text-muted-foreground">{page.excerpt}</p> : null}
      {image}
      <ArticleBody html={page.content} />
      {page.template === 'contact' && contactForm ? <div className="max-w-2xl">{contactForm}</div> : null}
    </article>
  );
}
