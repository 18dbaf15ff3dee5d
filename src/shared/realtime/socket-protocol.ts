import type { TRealtimeEvent } from '../connections/connection-contract.ts';

/**
 * The WebSocket at /api/realtime: the frames a browser sends, the hub's own frames, the close code a
 * client acts on, and the types of the events (their shapes are in connections/connection-contract.ts).
 * No zod here: the web's socket client imports values from this file.
 */
export const REALTIME_PATH = '/api/realtime';

/** Close code of a socket whose session ended (signed out, password reset): reconnect only once signed in. */
export const CLOSE_SESSION_ENDED = 4401;

/**
 * Close code of a guardian's socket when a member ended the guardianship (issue 23 item 5): the client
 * reconnects, and the new socket no longer carries that member's conversations.
 */
export const CLOSE_GUARDIANSHIP_ENDED = 4403;

/** How many members one presence question may name. */
export const PRESENCE_QUERY_MAX = 50;

/** The only frames a browser sends: a keep-alive, and a presence question. */
export type TClientFrame = { type: 'ping' } | { type: 'presence.query'; user_ids: string[] };

/** The hub's own frames. */
export type THubFrame =
  | { type: 'ready'; user_id: string; heartbeat_ms: number }
  | { type: 'pong' }
  /** The server may have lost events (its bus reconnected): catch up as after a reconnect. */
  | { type: 'resync' }
  | { type: 'error'; code: string; message: string };

export type TServerFrame = TRealtimeEvent | THubFrame;

export const REALTIME_EVENT_TYPES = [
  'connection.created',
  'connection.updated',
  'message.created',
  'message.read',
  'presence',
  'member.hidden',
  'ward.message.created',
  'ward.watching',
  'ward.connection.changed',
] as const satisfies readonly TRealtimeEvent['type'][];
export const HUB_FRAME_TYPES = [
  'ready',
  'pong',
  'resync',
  'error',
] as const satisfies readonly THubFrame['type'][];
