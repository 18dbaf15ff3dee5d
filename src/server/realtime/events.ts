import type { SQL } from 'drizzle-orm';
import type { TRealtimeEvent } from '../../shared/connections/connection-contract.ts';

/**
 * What services announce after they have stored a change: the events members' sockets receive
 * (src/shared/connections/connection-contract.ts), each naming the members it concerns (`audience`);
 * the WebSocket hub delivers it to their sockets only, without the audience. Events are facts about
 * stored rows, published after the write, so a client that misses one can always catch up from the
 * database.
 */
type WithAudience<T> = T extends unknown ? T & { audience: string[] } : never;

export type RealtimeEvent =
  | WithAudience<TRealtimeEvent>
  /** Sessions may have ended or changed (auth/session-cache.ts): for the servers; its audience is empty. */
  | { type: 'sessions.changed'; audience: string[] }
  /** A membership began, changed or ended (domain/membership/member-plan.ts): for the servers; no audience. */
  | { type: 'memberships.changed'; audience: string[] }
  /** Published content, menus or settings changed (features/cms): servers drop their rendered pages; no audience. */
  | { type: 'cms.changed'; audience: string[] }
  /**
   * A guardianship began (`active`) or ended (features/guardians): hubs load the guardian's wards again,
   * or close the guardian's sockets that watch the member (realtime/ward-watch.ts); no audience.
   */
  | {
      type: 'guardianships.changed';
      audience: string[];
      guardian_id: string;
      member_id: string;
      active: boolean;
    };

export type EventListener = (event: RealtimeEvent) => void;

export type EventBus = {
  /** Resolves once the event has been handed to the transport (in-process: delivered to listeners). */
  publish: (event: RealtimeEvent) => Promise<void>;
  /**
   * PostgreSQL's bus only: an SQL expression that announces an event (given as a json expression) when
   * the statement that evaluates it commits. Announcements then follow commit order on every instance,
   * which publish() after the write cannot promise when two writers commit close together. In-process
   * (PGlite, one connection) statements run one at a time, and publishing after each keeps their order.
   */
  announceAtCommit?: (event: SQL) => SQL;
  subscribe: (listener: EventListener) => () => void;
  close: () => Promise<void>;
  /** Resolves when events from other instances can arrive (LISTEN is active); absent in-process. */
  ready?: () => Promise<void>;
  /**
   * Called after the transport lost events from other instances (the LISTEN connection dropped and came
   * back); the hub tells clients to catch up. Absent in-process, where nothing can be lost.
   */
  onGap?: (listener: () => void) => () => void;
};

/** One process: listeners are called synchronously; a throwing listener cannot stop the others. */
export function inProcessBus(onListenerError: (error: unknown) => void = () => undefined): EventBus {
  const listeners = new Set<EventListener>();
  return {
    async publish(event) {
      for (const listener of listeners) {
        try {
          listener(event);
        } catch (error) {
          onListenerError(error);
        }
      }
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async close() {
      listeners.clear();
    },
  };
}
