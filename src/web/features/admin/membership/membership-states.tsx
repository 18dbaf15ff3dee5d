import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RetryAlert } from '../../../components/ui/retry-alert';
import { Skeleton } from '../../../components/ui/skeleton';

/** A tab's first load: skeleton blocks, said once to screen readers. */
export function TabLoading({
  label,
  blocks = 4,
  className,
}: {
  label: string;
  blocks?: number;
  className?: string;
}) {
  return (
    <div role="status" className={className ?? 'grid gap-3 sm:grid-cols-2 lg:grid-cols-4'}>
      <span className="sr-only">{label}</span>
      {Array.from({ length: blocks }, (_, index) => (
        <Skeleton key={index} className="h-28 w-full" />
      ))}
    </div>
  );
}

/** A failed load said where the content would be, with Try again. */
export function TabError({
  message,
  query,
}: {
  message: string;
  query: { isFetching: boolean; refetch: () => unknown };
}) {
  const { t } = useTranslation('admin');
  return (
    <RetryAlert
      message={message}
      retryLabel={t('membership.retry')}
      retrying={query.isFetching}
      onRetry={() => void query.refetch()}
    />
  );
}

/** Nothing to show yet, said plainly, with an optional way forward. */
export function TabEmpty({ icon, text, children }: { icon: ReactNode; text: string; children?: ReactNode }) {
  return (
    <div className="grid justify-items-center gap-3 rounded-lg border border-dashed border-border p-10 text-center [&>svg]:size-8 [&>svg]:text-muted-foreground">
      {icon}
      <p className="font-medium">{text}</p>
      {children}
    </div>
  );
}
