import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { blogQueryString, type TBlogListParams } from '../../../../shared/cms/blog-query';
import { buttonVariants } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';

const hrefFor = (params: TBlogListParams, page: number) => `/blog${blogQueryString({ ...params, page })}`;

/** Plain links to the other pages (?page=), the filters kept: they work without JavaScript. */
export function BlogPagination({ params, pageCount }: { params: TBlogListParams; pageCount: number }) {
  const { t } = useTranslation('blog');
  if (pageCount <= 1) return null;
  const page = Math.min(params.page, pageCount);
  const link = buttonVariants({ variant: 'outline', size: 'sm' });
  return (
    <nav aria-label={t('pagination')} className="flex flex-wrap items-center justify-center gap-3">
      {page > 1 ? (
        <Link to={hrefFor(params, page - 1)} className={link} rel="prev">
          <ChevronLeft className="rtl:rotate-180" aria-hidden="true" />
          {t('previous')}
        </Link>
      ) : null}
      <p className="text-sm text-muted-foreground" aria-current="page">
        {t('pageOf', { page, count: pageCount })}
      </p>
      {page < pageCount ? (
        <Link to={hrefFor(params, page + 1)} className={cn(link)} rel="next">
          {t('next')}
          <ChevronRight className="rtl:rotate-180" aria-hidden="true" />
        </Link>
      ) : null}
    </nav>
  );
}
