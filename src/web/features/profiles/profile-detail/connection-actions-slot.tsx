type ConnectionActionsSlotProps = { userId: string; viewer: 'member' | 'owner' };

/**
 * Seam for the connections issue: Connect, Request Sent or Message (none on one's own profile). It
 * renders nothing until that issue wires the real requests; no placeholder buttons meanwhile.
 */
export function ConnectionActionsSlot(_props: ConnectionActionsSlotProps) {
  return null;
}
