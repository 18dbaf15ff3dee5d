import { RotateCw } from 'lucide-react';
import { cn } from '../../lib/cn';
import { Button } from './button';

/** A load that failed, said where its content would be, with a button to try again. */
export function RetryAlert({
  message,
  retryLabel,
  retrying,
  onRetry,
  className,
}: {
  message: string;
  retryLabel: string;
  retrying: boolean;
  onRetry: () => void;
  className?: string;
}) {
  return (
    <div
      role="alert"
      className={cn(
        'flex flex-wrap items-center gap-3 rounded-lg border border-border bg-card p-4',
        className,
      )}
    >
      <span className="text-sm text-muted-foreground">{message}</span>
      <Button variant="outline" size="sm" busy={retrying} onClick={onRetry}>
        {retrying ? null : <RotateCw aria-hidden="true" />}
        {retryLabel}
      </Button>
    </div>
  );
}
