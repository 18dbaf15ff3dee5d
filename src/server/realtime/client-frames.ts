import { z } from 'zod';
import { PRESENCE_QUERY_MAX, type TClientFrame } from '../../shared/realtime/socket-protocol.ts';
import { withoutNul } from '../../shared/text-rules.ts';

/** The only frames a browser sends: a keep-alive, and a presence question about up to 50 members. */
const ZClientFrame = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ping') }),
  z.object({
    type: z.literal('presence.query'),
    // A NUL would reach PostgreSQL, which refuses it: a malformed frame, not an unavailable server.
    user_ids: z.array(z.string().min(1).max(64).refine(withoutNul)).min(1).max(PRESENCE_QUERY_MAX),
  }),
]) satisfies z.ZodType<TClientFrame>;

export type ParsedFrame = { ok: true; frame: TClientFrame } | { ok: false; message: string };

export function parseClientFrame(data: Buffer | ArrayBuffer | Buffer[], isBinary: boolean): ParsedFrame {
  if (isBinary) return { ok: false, message: 'Frames are JSON text.' };
  const text = Array.isArray(data)
    ? Buffer.concat(data).toString('utf8')
    : Buffer.from(data as ArrayBuffer).toString('utf8');
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, message: 'Frames are JSON text.' };
  }
  const parsed = ZClientFrame.safeParse(value);
  if (!parsed.success) return { ok: false, message: 'Unknown or malformed frame.' };
  return { ok: true, frame: parsed.data };
}

/** A token bucket per socket: a burst of 20 frames, then 5 a second. */
export class FrameBudget {
  private tokens = 20;
  private last = Date.now();
  dropped = 0;

  take(): boolean {
    const now = Date.now();
    this.tokens = Math.min(20, this.tokens + ((now - this.last) / 1000) * 5);
    this.last = now;
    if (this.tokens < 1) {
      this.dropped += 1;
      return false;
    }
    this.tokens -= 1;
    return true;
  }
}
