import type { TRealtimeEvent } from '../../shared/connections/connection-contract.ts';
import type { Logger } from '../infra/logger.ts';
import type { RealtimeEvent } from './events.ts';

/**
 * What the hub asks about guardians (issue 23 item 5). runtime.ts hands it the domain's answers
 * (domain/guardian), as it hands the bus its message loader: the realtime layer knows no feature.
 */
export type GuardianLinks = {
  /** The members this account may watch live now: its active guardianships. */
  wardsOf: (guardianId: string) => Promise<readonly string[]>;
  /** A socket of this guardian began watching these wards live (recorded for the members to see). */
  watching: (guardianId: string, wardIds: readonly string[]) => Promise<void>;
};

/** An open socket, as the ward watch sees it. */
export type Watcher = { guardianId: string; send: (frame: string) => void; end: () => void };

type Entry = { wards: Set<string>; version: number };

type GuardianshipChange = { guardian_id: string; member_id: string; active: boolean };

/** The ward's events a guardian's screens use, as the frames their sockets receive. */
function wardFrame(event: RealtimeEvent, wardId: string): TRealtimeEvent | null {
  switch (event.type) {
    case 'message.created':
      return {
        type: 'ward.message.created',
        ward_id: wardId,
        connection_id: event.connection_id,
        message: event.message,
      };
    case 'connection.created':
    case 'connection.updated':
      return {
        type: 'ward.connection.changed',
        ward_id: wardId,
        connection_id: event.connection_id,
        status: event.status,
      };
    default:
      return null;
  }
}

/**
 * Guardians' live view, kept by the hub beside its members' sockets. Each socket's active wards are
 * loaded once when it opens (one indexed query); an event whose audience includes a ward also goes to
 * that ward's watching sockets, as a `ward.*` frame. Events keep their audiences (no guardian is ever
 * added to one), so what a member's own sockets receive does not change.
 *
 * A guardianship that begins (the member confirmed) loads the guardian's wards again; one that ends
 * (revoked) closes at once every socket of that guardian that watches the member (the client reconnects
 * without them). A load that a change overtook is dropped for the one the change started, so a socket
 * never keeps a ward it lost while its wards were loading.
 */
export function createWardWatch(links: GuardianLinks, log: Logger) {
  const entries = new Map<Watcher, Entry>();
  const byWard = new Map<string, Set<Watcher>>();
  const byGuardian = new Map<string, Set<Watcher>>();

  const join = (map: Map<string, Set<Watcher>>, key: string, watcher: Watcher) => {
    let set = map.get(key);
    if (!set) map.set(key, (set = new Set()));
    set.add(watcher);
  };
  const leave = (map: Map<string, Set<Watcher>>, key: string, watcher: Watcher) => {
    const set = map.get(key);
    set?.delete(watcher);
    if (set?.size === 0) map.delete(key);
  };

  function load(watcher: Watcher) {
    const started = entries.get(watcher)?.version;
    links
      .wardsOf(watcher.guardianId)
      .then((wardIds) => {
        const entry = entries.get(watcher);
        if (!entry || entry.version !== started) return;
        const added = wardIds.filter((id) => !entry.wards.has(id));
        for (const id of added) {
          entry.wards.add(id);
          join(byWard, id, watcher);
        }
        if (added.length > 0) {
          // Whatever the guardian's screens read before this moment may have missed a message.
          watcher.send(JSON.stringify({ type: 'ward.watching', ward_ids: added }));
          links
            .watching(watcher.guardianId, added)
            .catch((error: unknown) => log.warn({ err: error }, 'realtime: live view not recorded'));
        }
      })
      .catch((error: unknown) => log.warn({ err: error }, 'realtime: wards could not be loaded'));
  }

  return {
    add(watcher: Watcher) {
      entries.set(watcher, { wards: new Set(), version: 0 });
      join(byGuardian, watcher.guardianId, watcher);
      load(watcher);
    },
    remove(watcher: Watcher) {
      const entry = entries.get(watcher);
      if (!entry) return;
      entries.delete(watcher);
      leave(byGuardian, watcher.guardianId, watcher);
      for (const id of entry.wards) leave(byWard, id, watcher);
    },
    /** Sends the ward frames of `event` to the guardians watching a member of its audience. */
    deliver(event: RealtimeEvent) {
      if (byWard.size === 0) return;
      for (const wardId of new Set(event.audience)) {
        const watchers = byWard.get(wardId);
        if (!watchers) continue;
        const frame = wardFrame(event, wardId);
        if (!frame) continue;
        const text = JSON.stringify(frame);
        for (const watcher of watchers) watcher.send(text);
      }
    },
    /** A guardianship began or ended (on any instance). */
    changed(change: GuardianshipChange) {
      for (const watcher of [...(byGuardian.get(change.guardian_id) ?? [])]) {
        const entry = entries.get(watcher);
        if (!entry) continue;
        entry.version += 1;
        if (!change.active && entry.wards.has(change.member_id)) {
          entry.wards.delete(change.member_id);
          leave(byWard, change.member_id, watcher);
          watcher.end();
          continue;
        }
        load(watcher);
      }
    },
  };
}
