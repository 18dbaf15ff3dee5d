import { WifiOff } from 'lucide-react';
import { useRealtimeStatus } from '../../lib/realtime/realtime-provider';

/**
 * The strip under a conversation while its live connection is being made again (the member's chat and
 * a guardian's read-only view): new messages show once it is back. Nothing otherwise.
 */
export function ReconnectingStrip({ label }: { label: string }) {
  const status = useRealtimeStatus();
  if (status !== 'reconnecting') return null;
  return (
    <p
      role="status"
      className="flex items-center justify-center gap-2 bg-accent-soft px-4 py-1.5 text-xs text-accent-strong"
    >
      <WifiOff className="size-3.5" aria-hidden="true" />
      {label}
    </p>
  );
}
