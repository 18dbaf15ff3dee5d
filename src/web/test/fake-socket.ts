import type { SocketLike } from '../lib/realtime/realtime-client';

/** A WebSocket stand-in for tests: the test plays the server (frames, closes). */
export class FakeSocket implements SocketLike {
  sent: string[] = [];
  closed: { code: number | undefined } | null = null;
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;

  constructor(readonly url: string) {}

  send(data: string): void {
    this.sent.push(data);
  }

  close(code?: number): void {
    this.closed = { code };
  }

  /** The server sends a JSON frame. */
  receive(frame: unknown): void {
    this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(frame) }));
  }

  ready(heartbeatMs = 30_000): void {
    this.receive({ type: 'ready', user_id: 'me', heartbeat_ms: heartbeatMs });
  }

  /** The connection drops (or the upgrade was refused: the browser reports 1006). */
  drop(code = 1006): void {
    this.onclose?.(new CloseEvent('close', { code }));
  }
}
