import type { ReactNode } from 'react';
import { Button } from './button';

type PagedListProps = {
  /** The list's accessible name. */
  label: string;
  /** The rows, each an <li>. */
  children: ReactNode;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  loadMoreLabel: string;
};

/** A bordered list of rows with a "Load more" button under it while the server has more pages. */
export function PagedList({
  label,
  children,
  hasMore,
  loadingMore,
  onLoadMore,
  loadMoreLabel,
}: PagedListProps) {
  return (
    <div className="grid gap-4">
      <ul
        aria-label={label}
        className="divide-y divide-border overflow-hidden rounded-lg border border-border bg-card"
      >
        {children}
      </ul>
      {hasMore ? (
        <Button variant="outline" className="justify-self-center" busy={loadingMore} onClick={onLoadMore}>
          {loadMoreLabel}
        </Button>
      ) : null}
    </div>
  );
}
