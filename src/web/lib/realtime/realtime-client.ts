import type { TRealtimeEvent } from '../../../shared/connections/connection-contract';
import {
  CLOSE_SESSION_ENDED,
  REALTIME_PATH,
  type TClientFrame,
} from '../../../shared/realtime/socket-protocol';
import { backoffDelay } from './backoff';
import { isRealtimeEvent, parseFrame } from './realtime-frames';

/** The part of the browser's WebSocket the client uses (tests pass a fake). */
export type SocketLike = {
  send: (data: string) => void;
  close: (code?: number, reason?: string) => void;
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
};

export type RealtimeStatus = 'idle' | 'connecting' | 'open' | 'reconnecting';

type Timers = {
  setTimeout: (fn: () => void, ms: number) => unknown;
  clearTimeout: (id: unknown) => void;
  now: () => number;
};

export type RealtimeClientOptions = {
  url: string;
  createSocket?: (url: string) => SocketLike;
  random?: () => number;
  timers?: Timers;
  /** A socket that stayed up this long resets the backoff; one that keeps dropping at once does not. */
  stableAfterMs?: number;
};

type Listeners = {
  event: (event: TRealtimeEvent) => void;
  /** Caches must catch up: the socket was (re)attached, or the server may have lost events. */
  sync: (info: { first: boolean }) => void;
  status: (status: RealtimeStatus) => void;
  /**
   * The session may have ended: the server closed with 4401 (signed out elsewhere, password reset),
   * or refused two connections in a row (an expired session's upgrade is answered 401, which a
   * browser only sees as a close).
   */
  sessionEnded: () => void;
};

const DEFAULT_HEARTBEAT_MS = 30_000;
const PING: TClientFrame = { type: 'ping' };

const browserTimers: Timers = {
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (id) => globalThis.clearTimeout(id as ReturnType<typeof setTimeout>),
  now: () => Date.now(),
};

/**
 * One WebSocket to /api/realtime that comes back by itself: exponential backoff with jitter (capped at
 * 15 s) after every drop, an application ping so a silently dead socket is noticed, and a `sync`
 * signal on every (re)attach so the caches can catch up over REST: no event is ever relied on alone.
 */
export class RealtimeClient {
  private readonly options: Required<Omit<RealtimeClientOptions, 'timers'>> & { timers: Timers };
  private readonly listeners: { [K in keyof Listeners]: Set<Listeners[K]> } = {
    event: new Set(),
    sync: new Set(),
    status: new Set(),
    sessionEnded: new Set(),
  };
  private socket: SocketLike | null = null;
  private started = false;
  private everSynced = false;
  private attempt = 0;
  private retryTimer: unknown = null;
  private heartbeatTimer: unknown = null;
  private heartbeatMs = DEFAULT_HEARTBEAT_MS;
  private readyAt: number | null = null;
  /** Connections closed in a row before the server said ready. */
  private refusedInRow = 0;
  private lastFrameAt = 0;
  private currentStatus: RealtimeStatus = 'idle';

  constructor(options: RealtimeClientOptions) {
    this.options = {
      createSocket: (url) => new WebSocket(url),
      random: Math.random,
      stableAfterMs: 10_000,
      ...options,
      timers: options.timers ?? browserTimers,
    };
  }

  get status(): RealtimeStatus {
    return this.currentStatus;
  }

  on<K extends keyof Listeners>(type: K, listener: Listeners[K]): () => void {
    this.listeners[type].add(listener);
    return () => this.listeners[type].delete(listener);
  }

  start(): void {
    if (this.started) return;
    this.started = true;
    this.connect();
  }

  stop(): void {
    this.started = false;
    this.clearTimers();
    this.drop(1000, 'Signed out');
    this.setStatus('idle');
  }

  /** The browser came back online or the tab became visible: retry now rather than after the backoff. */
  nudge(): void {
    if (!this.started) return;
    if (this.currentStatus === 'reconnecting') {
      this.clearTimers();
      this.connect();
    } else if (this.currentStatus === 'open') {
      this.checkAlive();
    }
  }

  private emit<K extends keyof Listeners>(type: K, ...args: Parameters<Listeners[K]>): void {
    for (const listener of this.listeners[type])
      (listener as (...a: Parameters<Listeners[K]>) => void)(...args);
  }

  private setStatus(status: RealtimeStatus): void {
    if (status === this.currentStatus) return;
    this.currentStatus = status;
    this.emit('status', status);
  }

  private connect(): void {
    this.setStatus('connecting');
    this.readyAt = null;
    let socket: SocketLike;
    try {
      socket = this.options.createSocket(this.options.url);
    } catch {
      this.scheduleReconnect();
      return;
    }
    this.socket = socket;
    socket.onmessage = (event) => this.onFrame(event.data);
    socket.onclose = (event) => this.onClosed(socket, event.code);
    socket.onerror = () => undefined; // a close event always follows
  }

  private onFrame(data: unknown): void {
    this.lastFrameAt = this.options.timers.now();
    const frame = parseFrame(data);
    if (!frame) return;
    if (isRealtimeEvent(frame)) {
      this.emit('event', frame);
      return;
    }
    if (frame.type === 'ready') {
      this.readyAt = this.lastFrameAt;
      if (frame.heartbeat_ms > 0) this.heartbeatMs = frame.heartbeat_ms;
      this.setStatus('open');
      this.scheduleHeartbeat();
      const first = !this.everSynced;
      this.everSynced = true;
      this.emit('sync', { first });
    } else if (frame.type === 'resync') {
      this.emit('sync', { first: false });
    }
  }

  private onClosed(socket: SocketLike, code: number): void {
    if (socket !== this.socket) return;
    this.socket = null;
    this.detach(socket);
    this.afterClose(code);
  }

  private afterClose(code: number): void {
    this.clearTimers();
    if (!this.started) return;
    this.refusedInRow = this.readyAt === null ? this.refusedInRow + 1 : 0;
    if (code === CLOSE_SESSION_ENDED || this.refusedInRow >= 2) this.emit('sessionEnded');
    const stable =
      this.readyAt !== null && this.options.timers.now() - this.readyAt >= this.options.stableAfterMs;
    if (stable) this.attempt = 0;
    this.scheduleReconnect();
  }

  private scheduleReconnect(): void {
    this.setStatus('reconnecting');
    const delay = backoffDelay(this.attempt, this.options.random);
    this.attempt += 1;
    this.retryTimer = this.options.timers.setTimeout(() => {
      this.retryTimer = null;
      if (this.started) this.connect();
    }, delay);
  }

  private scheduleHeartbeat(): void {
    if (this.heartbeatTimer !== null) this.options.timers.clearTimeout(this.heartbeatTimer);
    this.heartbeatTimer = this.options.timers.setTimeout(() => {
      this.heartbeatTimer = null;
      this.checkAlive();
    }, this.heartbeatMs);
  }

  /** Pings; a socket silent for two heartbeats is dead even if the browser has not noticed yet. */
  private checkAlive(): void {
    const socket = this.socket;
    if (!socket) return;
    if (this.options.timers.now() - this.lastFrameAt > this.heartbeatMs * 2) {
      this.drop(4000, 'No answer');
      this.afterClose(4000);
      return;
    }
    try {
      socket.send(JSON.stringify(PING));
    } catch {
      // A failing send means the socket is closing; its close event follows.
    }
    this.scheduleHeartbeat();
  }

  private drop(code: number, reason: string): void {
    const socket = this.socket;
    if (!socket) return;
    this.socket = null;
    this.detach(socket);
    try {
      socket.close(code, reason);
    } catch {
      // Already closed.
    }
  }

  private detach(socket: SocketLike): void {
    socket.onopen = null;
    socket.onmessage = null;
    socket.onclose = null;
    socket.onerror = null;
  }

  private clearTimers(): void {
    if (this.retryTimer !== null) this.options.timers.clearTimeout(this.retryTimer);
    if (this.heartbeatTimer !== null) this.options.timers.clearTimeout(this.heartbeatTimer);
    this.retryTimer = null;
    this.heartbeatTimer = null;
  }
}

/** ws:// or wss:// like the page, same host: the session cookie travels with the upgrade. */
export function realtimeUrl(location: Pick<Location, 'protocol' | 'host'> = window.location): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${REALTIME_PATH}`;
}
