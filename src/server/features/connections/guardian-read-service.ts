import { activeGuardianship } from '../../domain/guardian/guardianships.ts';
import { recordGuardianAccess } from '../../domain/guardian/guardian-access-log.ts';
import { hiddenPhotoOwners } from '../../domain/member/photo-privacy.ts';
import type { TGuardianAccessKind } from '../../../shared/safety/guardian-contract.ts';
import type { Deps } from '../../http/app-env.ts';
import { photoPlaceholders } from '../../infra/photo-placeholder.ts';
import type { ConnectionView } from './connection-queries.ts';
import { listConnections, viewOf } from './connection-service.ts';
import { wardNotFound } from './errors.ts';
import { listMessages, type MessagePageQuery } from './message-service.ts';

/**
 * A guardian's read-only view of a ward's connections and conversations (issue 23 item 5): the ward's
 * own queries, as the ward sees them (a connection or chat the ward's block or a suspension hides stays
 * hidden), read only while the ward's confirmation stands (domain/guardian). Photos follow the normal
 * rule with the guardian as the one who looks. Every read that answers is recorded for the ward
 * (domain/guardian/guardian-access-log.ts). Nothing here writes to the ward's data: there is no such route.
 */

type ReadDeps = Pick<Deps, 'db' | 'log' | 'clock' | 'plans' | 'storage' | 'config'>;

type Ward = { guardianshipId: string; memberId: string; guardianId: string };

async function wardOf(deps: ReadDeps, guardianId: string, memberId: string): Promise<Ward> {
  const guardianship = await activeGuardianship(deps.db, guardianId, memberId);
  if (!guardianship) throw wardNotFound();
  return { guardianshipId: guardianship.id, memberId, guardianId };
}

const recorded = (deps: ReadDeps, ward: Ward, kind: TGuardianAccessKind, connectionId?: string) =>
  recordGuardianAccess(deps.db, { ...ward, kind, connectionId: connectionId ?? null });

/** Both members' photos of these connections, as the guardian may see them. */
function photosForGuardian(deps: ReadDeps, ward: Ward, views: readonly ConnectionView[]) {
  const owners = views.flatMap(({ connection: c }) => [c.requesterId, c.recipientId]);
  return hiddenPhotoOwners(deps.db, ward.guardianId, owners, deps.clock.now(), photoPlaceholders(deps));
}

export async function wardConnections(
  deps: ReadDeps,
  guardianId: string,
  memberId: string,
  query: Parameters<typeof listConnections>[2],
) {
  const ward = await wardOf(deps, guardianId, memberId);
  const found = await listConnections(deps.db, memberId, query);
  const hidden = await photosForGuardian(deps, ward, found.page);
  await recorded(deps, ward, 'connections');
  return { found, hidden };
}

export async function wardConnection(deps: ReadDeps, guardianId: string, memberId: string, id: string) {
  const ward = await wardOf(deps, guardianId, memberId);
  const view = await viewOf(deps.db, memberId, id);
  const hidden = await photosForGuardian(deps, ward, [view]);
  await recorded(deps, ward, 'conversation', view.connection.id);
  return { view, hidden };
}

export async function wardMessages(
  deps: ReadDeps,
  guardianId: string,
  memberId: string,
  id: string,
  query: MessagePageQuery,
) {
  const ward = await wardOf(deps, guardianId, memberId);
  const page = await listMessages(deps, memberId, id, query);
  await recorded(deps, ward, 'conversation', id);
  return page;
}
