import { ConnectionButton } from '../../../entities/connection/connection-button';
import { connectionState } from '../../../entities/connection/connection-state';
import { useConnectionWith } from '../../../entities/connection/get-connection-with';

type MatchConnectionSlotProps = { userId: string; name: string };

/**
 * After 'View Profile' a match card shows Connect, or Request Sent (disabled while pending), Accept /
 * Decline (a request received), or Chat (when accepted: 'Starting conversation with {name}', then the
 * chat). The state is live (entities/connection/realtime-sync.ts), so a card changes as soon as the
 * other member answers.
 *
 * Never 'Declined': the server leaves declined pairs off /matches, but a request I decline on this very
 * card (or in another tab) only leaves the list on its next load. Until then the card offers nothing
 * to do about that member. The look-up is the button's own (same query key, one batched request).
 */
export function MatchConnectionSlot({ userId, name }: MatchConnectionSlotProps) {
  const query = useConnectionWith(userId);
  if (connectionState(query.data ?? null) === 'declined') return null;
  return <ConnectionButton userId={userId} name={name} context="card" className="flex-1" />;
}
