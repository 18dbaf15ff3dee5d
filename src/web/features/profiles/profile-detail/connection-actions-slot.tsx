import { useNavigate } from 'react-router';
import { ConnectionButton } from '../../../entities/connection/connection-button';
import { SafetyButtons } from '../../../entities/member-safety/safety-buttons';

type ConnectionActionsSlotProps = {
  userId: string;
  name: string;
  viewer: 'member' | 'owner';
  /** Their active guardian's first name (issue 23 item 5): Connect says so before sending. */
  guardian?: string | null;
};

/**
 * Connect, Request Sent, Accept / Decline or Message (spec /profile/{id}), then Report and Block
 * (issue 23; a block leads to /browse, this profile being gone); none on one's own profile.
 */
export function ConnectionActionsSlot({ userId, name, viewer, guardian = null }: ConnectionActionsSlotProps) {
  const navigate = useNavigate();
  if (viewer === 'owner') return null;
  return (
    <div className="flex flex-wrap items-center gap-2 sm:pb-1">
      <ConnectionButton userId={userId} name={name} context="profile" partnerGuardian={guardian} />
      <SafetyButtons
        userId={userId}
        name={name}
        onBlocked={() => void navigate('/browse')}
        className="flex flex-wrap gap-1"
      />
    </div>
  );
}
