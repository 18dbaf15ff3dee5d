import { randomUUID } from 'node:crypto';
import type { Db } from '../db/client.ts';
import type { Logger } from '../infra/logger.ts';
import type { EventBus } from './events.ts';
import {
  addInstance,
  beat,
  partnersOf,
  PRESENCE_HEARTBEAT_MS,
  PRESENCE_STALE_MS,
  register,
  retireInstances,
  settleOffline,
  unregister,
  type Retired,
} from './presence-store.ts';

export type PresenceOptions = {
  heartbeatMs?: number;
  staleMs?: number;
  /** How long a member with no socket left still counts as online: a reload or a blip does not flap. */
  offlineGraceMs?: number;
};

export const OFFLINE_GRACE_MS = 5000;

export type Presence = {
  readonly instanceId: string;
  start: () => Promise<void>;
  /** The member's first socket on this instance opened. */
  connected: (userId: string) => void;
  /** The member's last socket on this instance closed. */
  disconnected: (userId: string) => void;
  /** One heartbeat + sweep of dead instances (the timer calls it; tests may too). */
  tick: () => Promise<void>;
  /** Waits for pending changes, then retires this instance: its members go offline unless online elsewhere. */
  stop: () => Promise<void>;
};

type MemberState = {
  want: boolean;
  registered: boolean;
  running: Promise<void> | null;
  again: boolean;
  /** When the last local socket closed: the member's last_seen_at if that makes them go offline. */
  leftAt: Date | null;
  grace: NodeJS.Timeout | undefined;
};

/**
 * Keeps this instance's part of the shared presence tables in step with its open sockets, and
 * announces a member's online/offline transitions to their accepted connections. Each member's
 * changes run one at a time here; across instances the member's row lock orders them.
 */
export function createPresence(
  deps: { db: Db; bus: EventBus; log: Logger; dbKind: 'pglite' | 'postgres' },
  options: PresenceOptions = {},
): Presence {
  const { db, bus, log } = deps;
  const heartbeatMs = options.heartbeatMs ?? PRESENCE_HEARTBEAT_MS;
  const staleMs = options.staleMs ?? PRESENCE_STALE_MS;
  const graceMs = options.offlineGraceMs ?? OFFLINE_GRACE_MS;
  const instanceId = randomUUID();
  const members = new Map<string, MemberState>();
  let timer: NodeJS.Timeout | undefined;
  let ticking: Promise<void> | null = null;
  let stopped = false;

  async function announce(userId: string, online: boolean, lastSeenAt: Date | null) {
    try {
      const audience = await partnersOf(db, userId);
      if (audience.length === 0) return;
      await bus.publish({
        type: 'presence',
        audience,
        user_id: userId,
        online,
        last_seen_at: lastSeenAt ? lastSeenAt.toISOString() : null,
      });
    } catch (error) {
      log.warn({ err: error, userId }, 'presence: could not announce a change');
    }
  }

  async function apply(userId: string, state: MemberState) {
    try {
      if (state.want && !state.registered) {
        const cameOnline = await register(db, instanceId, userId, staleMs);
        state.registered = true;
        if (cameOnline) await announce(userId, true, null);
      } else if (!state.want && state.registered) {
        const lastSeenAt = await unregister(db, instanceId, userId, state.leftAt, staleMs);
        state.registered = false;
        if (lastSeenAt) await announce(userId, false, lastSeenAt);
      }
    } catch (error) {
      // The next tick retries whatever is still out of step.
      log.warn({ err: error, userId }, 'presence: could not record a change');
    }
  }

  function schedule(userId: string) {
    const state = members.get(userId);
    if (!state || stopped) return;
    if (state.running) {
      state.again = true;
      return;
    }
    state.running = apply(userId, state).finally(() => {
      state.running = null;
      if (state.again) {
        state.again = false;
        schedule(userId);
      } else if (!state.want && !state.registered) {
        members.delete(userId);
      }
    });
  }

  function connected(userId: string) {
    let state = members.get(userId);
    if (!state) {
      state = { want: true, registered: false, running: null, again: false, leftAt: null, grace: undefined };
      members.set(userId, state);
    }
    clearTimeout(state.grace);
    state.grace = undefined;
    state.want = true;
    schedule(userId);
  }

  function disconnected(userId: string) {
    const state = members.get(userId);
    if (!state) return;
    state.leftAt = new Date();
    clearTimeout(state.grace);
    const leave = () => {
      state.grace = undefined;
      state.want = false;
      schedule(userId);
    };
    if (graceMs <= 0) return leave();
    state.grace = setTimeout(leave, graceMs);
    state.grace.unref();
  }

  async function settle(retired: Retired[], seenAtNow: boolean) {
    const latest = new Map<string, Date>();
    for (const { userId, seenAt } of retired) {
      const known = latest.get(userId);
      if (!known || seenAt > known) latest.set(userId, seenAt);
    }
    for (const [userId, seenAt] of latest) {
      try {
        const lastSeenAt = await settleOffline(db, userId, seenAtNow ? null : seenAt, staleMs);
        if (lastSeenAt) await announce(userId, false, lastSeenAt);
      } catch (error) {
        log.warn({ err: error, userId }, 'presence: could not settle a retired instance');
      }
    }
  }

  async function runTick() {
    if (!(await beat(db, instanceId))) {
      // Another instance retired us (we were silent too long): come back and re-register everyone.
      log.warn({ instanceId }, 'presence: this instance had been declared dead; re-registering');
      await addInstance(db, instanceId);
      for (const state of members.values()) state.registered = false;
    }
    await settle(await retireInstances(db, { except: instanceId, silentForMs: staleMs }), false);
    for (const [userId, state] of members) if (state.want !== state.registered) schedule(userId);
  }

  function tick(): Promise<void> {
    ticking ??= runTick()
      .catch((error: unknown) => log.warn({ err: error }, 'presence: heartbeat failed'))
      .finally(() => {
        ticking = null;
      });
    return ticking;
  }

  return {
    instanceId,
    async start() {
      await addInstance(db, instanceId);
      // One process per embedded database: any other instance row is a previous run that did not stop.
      const silentForMs = deps.dbKind === 'pglite' ? 0 : staleMs;
      await settle(await retireInstances(db, { except: instanceId, silentForMs }), false);
      timer = setInterval(() => void tick(), heartbeatMs);
      timer.unref();
    },
    connected,
    disconnected,
    tick,
    async stop() {
      if (stopped) return;
      stopped = true;
      clearInterval(timer);
      for (const state of members.values()) clearTimeout(state.grace);
      await ticking;
      await Promise.all([...members.values()].map((s) => s.running));
      try {
        await settle(await retireInstances(db, { only: instanceId }), true);
      } catch (error) {
        log.warn({ err: error }, 'presence: could not retire this instance');
      }
      members.clear();
    },
  };
}
