import { ConnectionButton } from '../../../entities/connection/connection-button';

type MatchConnectionSlotProps = { userId: string; name: string };

/**
 * After 'View Profile' a match card shows Connect, or Request Sent (disabled while pending), Accept /
 * Decline (a request received), or Chat (when accepted: 'Starting conversation with {name}', then the
 * chat). The state is live (entities/connection/realtime-sync.ts), so a card changes as soon as the
 * other member answers.
 */
export function MatchConnectionSlot({ userId, name }: MatchConnectionSlotProps) {
  return <ConnectionButton userId={userId} name={name} context="card" className="flex-1" />;
}
