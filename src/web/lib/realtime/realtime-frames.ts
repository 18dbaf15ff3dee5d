import type { TRealtimeEvent } from '../../../shared/connections/connection-contract';
import {
  HUB_FRAME_TYPES,
  REALTIME_EVENT_TYPES,
  type TServerFrame,
} from '../../../shared/realtime/socket-protocol';

// What the server sends on /api/realtime: the events of src/shared/connections/connection-contract.ts
// and the hub's own frames of src/shared/realtime/socket-protocol.ts.
const EVENT_TYPES = new Set<string>(REALTIME_EVENT_TYPES);
const HUB_TYPES = new Set<string>(HUB_FRAME_TYPES);

/** Parses one text frame; null for anything unknown or malformed (ignored, never thrown). */
export function parseFrame(data: unknown): TServerFrame | null {
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
  // Presence and member.hidden name a member; every other event names its connection.
  const about = type === 'presence' || type === 'member.hidden' ? 'user_id' : 'connection_id';
  if (EVENT_TYPES.has(type) && !(about in value)) return null;
  return value as TServerFrame;
}

export const isRealtimeEvent = (frame: TServerFrame): frame is TRealtimeEvent => EVENT_TYPES.has(frame.type);
