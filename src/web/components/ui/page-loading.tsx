import { Loader2 } from 'lucide-react';

/** Centered spinner with a visible, announced text (used while the session or a route loads). */
export function PageLoading({ label }: { label: string }) {
  return (
    <div
      role="status"
      className="flex flex-1 flex-col items-center justify-center gap-3 p-8 text-muted-foreground"
    >
      <Loader2 className="size-6 animate-spin text-primary" aria-hidden="true" />
      <p className="text-sm">{label}</p>
    </div>
  );
}
