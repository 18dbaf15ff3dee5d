import type { ChatMessage } from '../connections/connection-types';

/**
 * What the server sends on /api/realtime (src/server/realtime/events.ts without `audience`, plus the
 * hub's own frames). The web app never imports the server, so the shapes are restated here.
 */
export type RealtimeEvent =
  | { type: 'connection.created' | 'connection.updated'; connection_id: string; status: string }
  | { type: 'message.created'; connection_id: string; message: ChatMessage }
  | { type: 'message.read'; connection_id: string; reader_id: string; read_at: string }
  | { type: 'presence'; user_id: string; online: boolean; last_seen_at: string | null };

export type HubFrame =
  | { type: 'ready'; user_id: string; heartbeat_ms: number }
  | { type: 'pong' }
  /** The server may have lost events (its bus reconnected): catch up as after a reconnect. */
  | { type: 'resync' }
  | { type: 'error'; code: string; message: string };

export type ServerFrame = RealtimeEvent | HubFrame;

const EVENT_TYPES = new Set([
  'connection.created',
  'connection.updated',
  'message.created',
  'message.read',
  'presence',
]);
const HUB_TYPES = new Set(['ready', 'pong', 'resync', 'error']);

/** Parses one text frame; null for anything unknown or malformed (ignored, never thrown). */
export function parseFrame(data: unknown): ServerFrame | null {
  if (typeof data !== 'string') return null;
  let value: unknown;
  try {
    value = JSON.parse(data);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null || !('type' in value)) return null;
  const { type } = value;
  if (typeof type !== 'string' || !(EVENT_TYPES.has(type) || HUB_TYPES.has(type))) return null;
  if (EVENT_TYPES.has(type) && type !== 'presence' && !('connection_id' in value)) return null;
  return value as ServerFrame;
}

export const isRealtimeEvent = (frame: ServerFrame): frame is RealtimeEvent => EVENT_TYPES.has(frame.type);
