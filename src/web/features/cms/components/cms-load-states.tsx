import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { RetryAlert } from '../../../components/ui/retry-alert';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';

/** What a CMS screen reads of its query (TanStack Query's result has these). */
type TLoad<T> = { data: T | undefined; isError: boolean; isFetching: boolean; refetch: () => unknown };

/** The skeletons while nothing has come: how many, their grid and their size. */
export type TCmsLoading = { label?: string; count: number; className?: string; itemClassName: string };

/**
 * A query's content: the failure with a retry (also when a refetch failed over older data), the
 * skeletons while nothing has come, then `children` with the data.
 */
export function CmsQueryContent<T>({
  query,
  loading,
  failed,
  retryLabel,
  children,
}: {
  query: TLoad<T>;
  loading: TCmsLoading;
  failed: string;
  retryLabel: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isError)
    return (
      <RetryAlert
        message={failed}
        retryLabel={retryLabel}
        retrying={query.isFetching}
        onRetry={() => void query.refetch()}
      />
    );
  if (query.data === undefined) return <CmsLoading {...loading} />;
  return children(query.data);
}

/**
 * Skeletons where the content will be. With a label it is a status that says so to a screen reader;
 * without one it is only marked busy.
 */
function CmsLoading({ label, count, className, itemClassName }: TCmsLoading) {
  return (
    <div {...(label ? { role: 'status' } : { 'aria-busy': true })} className={className}>
      {label ? <span className="sr-only">{label}</span> : null}
      {Array.from({ length: count }, (_, index) => (
        <Skeleton key={index} className={itemClassName} />
      ))}
    </div>
  );
}

/** Nothing to list: an icon, what is missing, a hint, and what to do about it. */
export function CmsEmptyState({
  icon: Icon,
  title,
  hint,
  className,
  children,
}: {
  icon?: LucideIcon;
  title: string;
  hint?: string;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <div
      className={cn(
        'grid justify-items-center gap-3 rounded-lg border border-dashed border-border p-10 text-center',
        className,
      )}
    >
      {Icon ? <Icon className="size-8 text-muted-foreground" aria-hidden="true" /> : null}
      <p className="font-medium">{title}</p>
      {hint ? <p className="text-sm text-muted-foreground">{hint}</p> : null}
      {children}
    </div>
  );
}
