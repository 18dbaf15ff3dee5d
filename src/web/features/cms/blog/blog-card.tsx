import { CalendarDays, Clock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TBlogCard } from '../../../../shared/cms/blog-contract';
import { Badge } from '../../../components/ui/badge';
import { cn } from '../../../lib/cn';
import { formatPostDate } from './blog-format';
import { CoverImage } from './cover-image';

/** A card's width in the list's grid (blog-page.tsx: 1, 2 or 3 columns in a 72rem column). */
const CARD_SIZES = '(min-width: 1152px) 352px, (min-width: 1024px) 31vw, (min-width: 640px) 47vw, 100vw';

/**
 * One article in the list (spec §2): image, category, title, excerpt, date and reading time. The
 * list's first card is `priority`: its image is the page's largest on a phone.
 */
export function BlogCard({
  post,
  featured = false,
  priority = false,
}: {
  post: TBlogCard;
  featured?: boolean;
  priority?: boolean;
}) {
  const { t } = useTranslation('blog');
  return (
    <article
      className={cn(
        'group relative flex flex-col overflow-hidden rounded-xl border border-border bg-card shadow-sm transition-shadow hover:shadow-md',
        featured && 'border-primary/30',
      )}
    >
      {post.featured_image_url ? (
        <CoverImage
          url={post.featured_image_url}
          media={post.featured_image_media}
          alt={post.title}
          sizes={CARD_SIZES}
          priority={priority}
          className="aspect-video w-full bg-muted object-cover"
        />
      ) : (
        <div
          className="aspect-video w-full bg-gradient-to-br from-primary-soft to-muted"
          aria-hidden="true"
        />
      )}
      <div className="flex flex-1 flex-col gap-3 p-5">
        {post.category ? (
          <Badge variant="secondary" className="w-fit">
            {post.category.name}
          </Badge>
        ) : null}
        <h3 className="text-lg leading-snug font-semibold text-foreground">
          {/* The whole card is the link's target; the title names it. */}
          <Link
            to={`/blog/${encodeURIComponent(post.slug)}`}
            className="rounded-sm outline-none after:absolute after:inset-0 after:content-[''] focus-visible:ring-2 focus-visible:ring-ring group-hover:text-primary"
          >
            {post.title}
          </Link>
        </h3>
        <p className="line-clamp-3 text-sm text-muted-foreground">{post.excerpt}</p>
        <p className="mt-auto flex flex-wrap items-center gap-x-4 gap-y-1 pt-2 text-xs text-muted-foreground">
          <span className="inline-flex items-center gap-1">
            <CalendarDays className="size-3.5" aria-hidden="true" />
            <time dateTime={post.published_at}>{formatPostDate(post.published_at)}</time>
          </span>
          <span className="inline-flex items-center gap-1">
            <Clock className="size-3.5" aria-hidden="true" />
            {t('readingTime', { count: post.reading_minutes })}
          </span>
        </p>
      </div>
    </article>
  );
}
