/**
 * A guardianship began or ended (issue 23 item 5): every instance's hub loads the guardian's wards again,
 * or closes the guardian's sockets that watch the member (realtime/ward-watch.ts). Published after the
 * commit; a failed publish is logged (the guardian's next request is refused by the database anyway).
 * Here in the domain so the guardians and account areas both announce it; the types are the parts of
 * Deps it needs, spelled out.
 */
export type GuardianshipEventDeps = {
  bus: {
    publish: (event: {
      type: 'guardianships.changed';
      audience: string[];
      guardian_id: string;
      member_id: string;
      active: boolean;
    }) => Promise<void>;
  };
  log: { error: (details: { err: unknown }, message: string) => void };
};

export async function announceGuardianshipChange(
  deps: GuardianshipEventDeps,
  guardianId: string,
  memberId: string,
  active: boolean,
): Promise<void> {
  await deps.bus
    .publish({
      type: 'guardianships.changed',
      audience: [],
      guardian_id: guardianId,
      member_id: memberId,
      active,
    })
    .catch((error: unknown) => deps.log.error({ err: error }, 'could not announce a guardianship change'));
}
