import type { Deps } from '../http/app-env.ts';

/**
 * Sessions changed outside a request of their own (sign-out, password change, a suspension): this
 * instance forgets its cached sessions at once, the others when the bus brings them the event, and
 * every hub re-checks its open sockets on it (realtime/hub.ts), so an ended session's sockets close
 * at once.
 */
export async function announceSessionsChanged(deps: Pick<Deps, 'sessions' | 'bus' | 'log'>): Promise<void> {
  deps.sessions.clear();
  await deps.bus
    .publish({ type: 'sessions.changed', audience: [] })
    .catch((error: unknown) => deps.log.error({ err: error }, 'could not announce a session change'));
}
