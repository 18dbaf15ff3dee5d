import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { TBlogCard } from '../../../../shared/cms/blog-contract';
import { blogParamsFrom } from '../../../../shared/cms/blog-query';
import { buttonVariants } from '../../../components/ui/button';
import { PageHero } from '../../../components/ui/page-hero';
import { PageLoading } from '../../../components/ui/page-loading';
import { RetryAlert } from '../../../components/ui/retry-alert';
import { SHELL_COLUMN } from '../../../components/ui/page-container';
import { cn } from '../../../lib/cn';
import { useBlogList } from '../api/get-blog-list';
import { BlogCard } from './blog-card';
import { BlogFilters } from './blog-filters';
import { BlogPagination } from './blog-pagination';
import { useDocumentMeta } from './use-document-meta';
import { SITE_NAME } from '../../../../shared/site/public-pages';

function CardGrid({
  id,
  title,
  posts,
  featured,
  first = false,
}: {
  id: string;
  title: string;
  posts: TBlogCard[];
  featured?: boolean;
  /** The page's first grid: its first card's image is fetched first (the page's LCP). */
  first?: boolean;
}) {
  return (
    <section aria-labelledby={id} className="grid gap-6">
      <h2 id={id} className="text-2xl font-semibold tracking-tight text-foreground">
        {title}
      </h2>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {posts.map((post, i) => (
          <li key={post.id} className="grid">
            <BlogCard post={post} featured={featured} priority={first && i === 0} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** /blog (spec §2 "Blog (public)"): search, category filter, featured and latest articles, pages. */
export function BlogPage() {
  const { t } = useTranslation('blog');
  const [searchParams] = useSearchParams();
  const params = blogParamsFrom(searchParams);
  const filtered = Boolean(params.search || params.category);
  const list = useBlogList(params);
  const data = list.data;
  useDocumentMeta({ title: `${t('title')} · ${SITE_NAME}`, description: t('intro') });

  return (
    <>
      <PageHero title={t('title')}>
        <p>{t('intro')}</p>
      </PageHero>
      <div className={cn(SHELL_COLUMN, 'grid gap-10 py-10 sm:py-12')}>
        <BlogFilters params={params} categories={data?.categories ?? []} />
        {list.isPending ? (
          <PageLoading label={t('loading')} />
        ) : list.isError && !data ? (
          <RetryAlert
            message={t('loadFailed')}
            retryLabel={t('retry')}
            retrying={list.isFetching}
            onRetry={() => void list.refetch()}
          />
        ) : data && data.featured.length + data.posts.length === 0 ? (
          <div className="grid justify-items-center gap-4 rounded-xl border border-dashed border-border p-10 text-center">
            <h2 className="text-xl font-semibold text-foreground">{t('noArticles')}</h2>
            <p className="max-w-md text-muted-foreground">
              {filtered ? t('noArticlesFiltered') : t('noArticlesYet')}
            </p>
            {filtered ? (
              <Link to="/blog" className={buttonVariants({ variant: 'outline' })}>
                {t('clearFilters')}
              </Link>
            ) : null}
          </div>
        ) : data ? (
          <>
            {list.isError ? (
              <RetryAlert
                message={t('pageFailed')}
                retryLabel={t('retry')}
                retrying={list.isFetching}
                onRetry={() => void list.refetch()}
              />
            ) : null}
            {data.featured.length ? (
              <CardGrid id="blog-featured" title={t('featured')} posts={data.featured} featured first />
            ) : null}
            {data.posts.length ? (
              <CardGrid
                id="blog-latest"
                title={data.featured.length ? t('latest') : t('all')}
                posts={data.posts}
                first={data.featured.length === 0}
              />
            ) : null}
            <BlogPagination params={params} pageCount={data.page_count} />
          </>
        ) : null}
      </div>
    </>
  );
}
