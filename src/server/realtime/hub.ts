import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocket, WebSocketServer } from 'ws';
import type { Deps } from '../http/app-env.ts';
import {
  CLOSE_GUARDIANSHIP_ENDED,
  CLOSE_SESSION_ENDED,
  REALTIME_PATH,
  type TClientFrame,
  type THubFrame,
} from '../../shared/realtime/socket-protocol.ts';
import { FrameBudget, parseClientFrame } from './client-frames.ts';
import { createPresence, type PresenceOptions } from './presence.ts';
import { presenceForViewer } from './presence-store.ts';
import { headersOf, refuseUpgrade, upgradePath } from './upgrade.ts';
import { createSessionSweep } from './session-sweep.ts';
import { registerSocketGauge } from './socket-gauge.ts';
import { createWardWatch, type Watcher } from './ward-watch.ts';
import { addressedOrigin, isSameSite } from '../http/same-site.ts';

export type HubOptions = {
  heartbeatMs?: number;
  /** A socket whose unsent data passes this is cut; the client reconnects and catches up over REST. */
  maxBufferedBytes?: number;
  maxPayload?: number;
  maxSocketsPerMember?: number;
  /**
   * How often open sockets are checked against the sessions table anyway; a `sessions.changed` event
   * (sign-out, password change or reset) checks them at once.
   */
  sessionCheckMs?: number;
  presence?: PresenceOptions;
};

export type Hub = {
  /** Resolves once presence is registered; upgrades wait for it. */
  ready: Promise<void>;
  socketCount: () => number;
  presence: ReturnType<typeof createPresence>;
  close: () => Promise<void>;
};

type Client = {
  ws: WebSocket;
  userId: string;
  sessionId: string;
  alive: boolean;
  budget: FrameBudget;
  /** Its guardian's live view of their wards (ward-watch.ts; empty for members who guard nobody). */
  watcher: Watcher;
};

const CLOSE_GOING_AWAY = 1001;
const CLOSE_POLICY = 1008;

/**
 * The WebSocket hub at /api/realtime on the app's own HTTP server. It authenticates the upgrade by the
 * session cookie and the Origin, then delivers every bus event to the open sockets of the event's
 * audience on this instance, and keeps presence in step with the sockets it holds.
 */
export function attachRealtime(server: Server, deps: Deps, options: HubOptions = {}): Hub {
  const { config, auth, db, bus, log } = deps;
  const heartbeatMs = options.heartbeatMs ?? 30_000;
  const maxBuffered = options.maxBufferedBytes ?? 1024 * 1024;
  const maxPerMember = options.maxSocketsPerMember ?? 20;
  const wss = new WebSocketServer({
    noServer: true,
    clientTracking: false,
    perMessageDeflate: false,
    maxPayload: options.maxPayload ?? 4 * 1024,
  });
  const presence = createPresence(deps, options.presence);
  const members = new Map<string, Set<Client>>();
  const wards = createWardWatch(deps.guardianLinks, log);
  let closing = false;
  let onDrained: (() => void) | null = null;

  const ready = presence.start();
  ready.catch((error: unknown) => log.error({ err: error }, 'realtime: presence could not start'));

  const count = () => {
    let n = 0;
    for (const set of members.values()) n += set.size;
    return n;
  };
  const offGauge = registerSocketGauge(deps, count);

  function send(client: Client, frame: string) {
    const { ws } = client;
    if (ws.readyState !== WebSocket.OPEN) return;
    if (ws.bufferedAmount > maxBuffered) {
      log.warn({ userId: client.userId, buffered: ws.bufferedAmount }, 'realtime: slow socket cut');
      ws.terminate();
      return;
    }
    ws.send(frame);
  }

  const sweep = createSessionSweep(
    db,
    log,
    function* () {
      for (const set of members.values()) {
        for (const client of set) {
          yield {
            sessionId: client.sessionId,
            end: () => client.ws.close(CLOSE_SESSION_ENDED, 'Session ended'),
          };
        }
      }
    },
    options.sessionCheckMs ?? 60_000,
  );

  const unsubscribe = bus.subscribe((event) => {
    // A sign-out, password change or reset anywhere: its sockets here close now, not at the next check.
    if (event.type === 'sessions.changed') sweep.request();
    if (event.type === 'guardianships.changed') wards.changed(event);
    wards.deliver(event);
    const { audience, ...payload } = event;
    let frame: string | undefined;
    for (const userId of new Set(audience)) {
      const set = members.get(userId);
      if (!set) continue;
      frame ??= JSON.stringify(payload);
      for (const client of set) send(client, frame);
    }
  });
  const offGap =
    bus.onGap?.(() => {
      const frame = JSON.stringify({ type: 'resync' } satisfies THubFrame);
      for (const set of members.values()) for (const client of set) send(client, frame);
    }) ?? (() => undefined);

  async function answer(client: Client, frame: TClientFrame) {
    if (frame.type === 'ping') {
      send(client, JSON.stringify({ type: 'pong' } satisfies THubFrame));
      return;
    }
    try {
      const users = await presenceForViewer(db, client.userId, frame.user_ids);
      send(client, JSON.stringify({ type: 'presence.state', users }));
    } catch (error) {
      log.warn({ err: error }, 'realtime: presence query failed');
      send(
        client,
        JSON.stringify({
          type: 'error',
          code: 'UNAVAILABLE',
          message: 'Try again shortly.',
        } satisfies THubFrame),
      );
    }
  }

  function onMessage(client: Client, data: Buffer | ArrayBuffer | Buffer[], isBinary: boolean) {
    client.alive = true;
    if (!client.budget.take()) {
      if (client.budget.dropped > 200) client.ws.close(CLOSE_POLICY, 'Too many frames');
      return;
    }
    const parsed = parseClientFrame(data, isBinary);
    if (!parsed.ok) {
      send(
        client,
        JSON.stringify({ type: 'error', code: 'BAD_FRAME', message: parsed.message } satisfies THubFrame),
      );
      return;
    }
    void answer(client, parsed.frame);
  }

  function onConnection(ws: WebSocket, userId: string, sessionId: string) {
    const watcher: Watcher = {
      guardianId: userId,
      send: (frame) => send(client, frame),
      end: () => ws.close(CLOSE_GUARDIANSHIP_ENDED, 'Guardianship ended'),
    };
    const client: Client = { ws, userId, sessionId, alive: true, budget: new FrameBudget(), watcher };
    wards.add(watcher);
    let set = members.get(userId);
    if (!set) members.set(userId, (set = new Set()));
    set.add(client);
    if (set.size === 1) presence.connected(userId);

    ws.on('pong', () => (client.alive = true));
    ws.on('message', (data, isBinary) => onMessage(client, data, isBinary));
    // Oversized or broken frames: ws closes this socket (1009/1002); nothing else is affected.
    ws.on('error', (error) => log.debug({ err: error, userId }, 'realtime: socket error'));
    ws.on('close', () => {
      wards.remove(watcher);
      const own = members.get(userId);
      own?.delete(client);
      if (own && own.size === 0) {
        members.delete(userId);
        presence.disconnected(userId);
      }
      if (onDrained && members.size === 0) onDrained();
    });
    send(
      client,
      JSON.stringify({ type: 'ready', user_id: userId, heartbeat_ms: heartbeatMs } satisfies THubFrame),
    );
  }

  async function onUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer) {
    // A client reset during the checks below must not become an unhandled error.
    const ignore = () => undefined;
    socket.on('error', ignore);
    if (upgradePath(req) !== REALTIME_PATH) {
      socket.destroy();
      return;
    }
    if (closing) return refuseUpgrade(socket, 503, 'SHUTTING_DOWN', 'The server is restarting.');
    const header = (name: string) => {
      const value = req.headers[name];
      return Array.isArray(value) ? value[0] : value;
    };
    const addressed = addressedOrigin(`http://${req.headers.host ?? 'unknown'}/`, header, config.trustProxy);
    if (!isSameSite(req.headers.origin, config, addressed)) {
      return refuseUpgrade(socket, 403, 'FORBIDDEN_ORIGIN', 'Requests from another site are not accepted.');
    }
    let session: Awaited<ReturnType<typeof auth.api.getSession>>;
    try {
      await ready;
      session = await auth.api.getSession({ headers: headersOf(req) });
    } catch (error) {
      log.error({ err: error }, 'realtime: upgrade check failed');
      return refuseUpgrade(socket, 500, 'INTERNAL', 'Something went wrong on our side.');
    }
    if (!session) return refuseUpgrade(socket, 401, 'UNAUTHORIZED', 'You need to sign in first.');
    if (closing) return refuseUpgrade(socket, 503, 'SHUTTING_DOWN', 'The server is restarting.');
    const userId = session.user.id;
    if ((members.get(userId)?.size ?? 0) >= maxPerMember) {
      return refuseUpgrade(socket, 429, 'TOO_MANY_SOCKETS', 'Too many open connections.', {
        'Retry-After': '30',
      });
    }
    wss.handleUpgrade(req, socket, head, (ws) => {
      socket.off('error', ignore);
      onConnection(ws, userId, session.session.id);
    });
  }
  const upgradeListener = (req: IncomingMessage, socket: Duplex, head: Buffer) =>
    void onUpgrade(req, socket, head);
  server.on('upgrade', upgradeListener);

  const heartbeat = setInterval(() => {
    for (const set of members.values()) {
      for (const client of set) {
        if (!client.alive) {
          client.ws.terminate();
          continue;
        }
        client.alive = false;
        client.ws.ping();
      }
    }
  }, heartbeatMs);
  heartbeat.unref();

  return {
    ready,
    socketCount: count,
    presence,
    async close() {
      if (closing) return;
      closing = true;
      offGauge();
      clearInterval(heartbeat);
      sweep.stop();
      server.off('upgrade', upgradeListener);
      // Members here go offline (unless connected elsewhere) while the bus can still say so.
      await ready.catch(() => undefined);
      await presence.stop();
      unsubscribe();
      offGap();
      if (members.size > 0) {
        const drained = new Promise<void>((resolve) => (onDrained = resolve));
        for (const set of members.values()) for (const c of set) c.ws.close(CLOSE_GOING_AWAY, 'Restarting');
        const timeout = new Promise<void>((resolve) => setTimeout(resolve, 2000).unref());
        await Promise.race([drained, timeout]);
        for (const set of members.values()) for (const c of set) c.ws.terminate();
      }
      wss.close();
    },
  };
}
