import { ArrowLeft, CalendarDays, Clock, UserRound } from 'lucide-react';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router';
import type { TBlogPost } from '../../../../shared/cms/blog-contract';
import { Badge } from '../../../components/ui/badge';
import { buttonVariants } from '../../../components/ui/button';
import { PageLoading } from '../../../components/ui/page-loading';
import { RetryAlert } from '../../../components/ui/retry-alert';
import { useBlogPost } from '../api/get-blog-post';
import { ArticleBody } from './article-body';
import { formatPostDate } from './blog-format';
import { CoverImage } from './cover-image';
import { useDocumentMeta } from './use-document-meta';
import { SITE_NAME } from '../../../../shared/site/public-pages';

/** /blog/{slug} (spec §2): one public post; a missing or unpublished one shows the 404 page. */
export function BlogPostPage({ NotFound }: { NotFound: ComponentType }) {
  const { t } = useTranslation('blog');
  const slug = useParams().slug ?? '';
  const post = useBlogPost(slug);
  useDocumentMeta(
    post.data
      ? {
          title: post.data.meta_title ?? `${post.data.title} · ${SITE_NAME}`,
          description: post.data.meta_description ?? post.data.excerpt,
          keywords: post.data.meta_keywords,
        }
      : null,
  );
  if (post.isPending) return <PageLoading label={t('loadingArticle')} />;
  if (post.isError) {
    return (
      <div className="mx-auto w-full max-w-3xl px-4 py-10">
        <RetryAlert
          message={t('articleFailed')}
          retryLabel={t('retry')}
          retrying={post.isFetching}
          onRetry={() => void post.refetch()}
        />
      </div>
    );
  }
  if (!post.data) return <NotFound />;
  // An old slug: the API followed the redirect; the address follows too.
  if (post.data.slug !== slug) return <Navigate to={`/blog/${encodeURIComponent(post.data.slug)}`} replace />;
  return <Article post={post.data} />;
}

function Article({ post }: { post: TBlogPost }) {
  const { t } = useTranslation('blog');
  return (
    <article className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-10 sm:px-6 sm:py-12">
      {/* Pulled out by its own padding, so its arrow lines up with the title below. */}
      <Link to="/blog" className={buttonVariants({ variant: 'ghost', size: 'sm', className: '-ms-3 w-fit' })}>
        <ArrowLeft className="rtl:rotate-180" aria-hidden="true" />
        {t('backToBlog')}
      </Link>
      <header className="grid gap-4">
        {post.category ? (
          <Link to={`/blog?category=${encodeURIComponent(post.category.slug)}`} className="w-fit">
            <Badge variant="secondary">{post.category.name}</Badge>
          </Link>
        ) : null}
        <h1 className="text-3xl font-bold tracking-tight text-balance text-primary-strong sm:text-4xl">
          {post.title}
        </h1>
        {post.own_excerpt ? <p className="text-lg text-muted-foreground">{post.own_excerpt}</p> : null}
        <p className="flex flex-wrap items-center gap-x-5 gap-y-1 text-sm text-muted-foreground">
          <span className="inline-flex items-center gap-1.5">
            <UserRound className="size-4" aria-hidden="true" />
            {t('author')}
          </span>
          <span className="inline-flex items-center gap-1.5">
            <CalendarDays className="size-4" aria-hidden="true" />
            <time dateTime={post.published_at}>{formatPostDate(post.published_at)}</time>
          </span>
          <span className="inline-flex items-center gap-1.5">
            <Clock className="size-4" aria-hidden="true" />
            {t('readingTime', { count: post.reading_minutes })}
          </span>
        </p>
      </header>
      {post.featured_image_url ? (
        <CoverImage
          url={post.featured_image_url}
          media={post.featured_image_media}
          alt={post.title}
          sizes="(min-width: 768px) 720px, 100vw"
          priority
          className="aspect-video w-full rounded-xl bg-muted object-cover"
        />
      ) : null}
      <ArticleBody html={post.content} />
      {post.tags.length ? (
        <footer className="grid gap-2 border-t border-border pt-6">
          <h2 className="text-sm font-semibold text-muted-foreground">{t('tags')}</h2>
          <ul className="flex flex-wrap gap-2">
            {post.tags.map((tag) => (
              <li key={tag.slug}>
                <Badge variant="secondary">#{tag.name}</Badge>
              </li>
            ))}
          </ul>
        </footer>
      ) : null}
    </article>
  );
}
