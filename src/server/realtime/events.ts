import type { SQL } from 'drizzle-orm';
import type { messages } from '../db/schema/index.ts';

/**
 * What services announce after they have stored a change. Every event names the members it concerns
 * (`audience`); the WebSocket hub delivers it to their sockets only. Events are facts about stored rows,
 * published after the write, so a client that misses one can always catch up from the database.
 */
export type PresentedMessage = {
  id: string;
  connection_id: string;
  sender_id: string;
  client_id: string;
  content: string;
  message_type: string;
  read_at: string | null;
  created_at: string;
};

/** A stored message as its members see it: in the API's answers and in message.created alike. */
export function presentMessage(row: typeof messages.$inferSelect): PresentedMessage {
  return {
    id: row.id,
    connection_id: row.connectionId,
    sender_id: row.senderId,
    client_id: row.clientId,
    content: row.content,
    message_type: row.messageType,
    read_at: row.readAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

export type RealtimeEvent =
  | {
      type: 'connection.created' | 'connection.updated';
      audience: string[];
      connection_id: string;
      status: string;
    }
  | { type: 'message.created'; audience: string[]; connection_id: string; message: PresentedMessage }
  | { type: 'message.read'; audience: string[]; connection_id: string; reader_id: string; read_at: string }
  | { type: 'presence'; audience: string[]; user_id: string; online: boolean; last_seen_at: string | null }
  /** Sessions may have ended or changed (auth/session-cache.ts): for the servers; its audience is empty. */
  | { type: 'sessions.changed'; audience: string[] };

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
