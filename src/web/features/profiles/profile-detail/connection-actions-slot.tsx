import { ConnectionButton } from '../../../entities/connection/connection-button';

type ConnectionActionsSlotProps = { userId: string; name: string; viewer: 'member' | 'owner' };

/** Connect, Request Sent, Accept / Decline or Message (spec /profile/{id}); none on one's own profile. */
export function ConnectionActionsSlot({ userId, name, viewer }: ConnectionActionsSlotProps) {
  if (viewer === 'owner') return null;
  return (
    <div className="flex flex-wrap gap-2 sm:pb-1">
      <ConnectionButton userId={userId} name={name} context="profile" />
    </div>
  );
}
