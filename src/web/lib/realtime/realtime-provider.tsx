import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import type { TRealtimeEvent } from '../../../shared/connections/connection-contract';
import { ME_QUERY_KEY } from '../api-client';
import { useAuth } from '../auth';
import type { RealtimeClient, RealtimeStatus } from './realtime-client';

const RealtimeContext = createContext<RealtimeClient | null>(null);

/** What the app does with the socket: apply each event to the caches, and make them catch up. */
export type RealtimeEventHandlers = {
  applyRealtimeEvent: (queryClient: QueryClient, event: TRealtimeEvent, meId: string) => void;
  /** The socket was (re)attached at `readyAt`: whatever was cached before may have missed events. */
  resyncCaches: (queryClient: QueryClient, readyAt: number) => Promise<void>;
};

type ProviderProps = {
  children: ReactNode;
  /**
   * Loads the handlers on the first sign-in (app/layouts/root-layout.tsx passes the connection
   * entity's realtime-sync): a stable function, so that the socket is not reopened on every render.
   */
  loadEventHandlers: () => Promise<RealtimeEventHandlers>;
  /** Tests pass a factory with a fake socket; the app uses the browser's WebSocket. */
  createClient?: () => RealtimeClient | Promise<RealtimeClient>;
};

// The client, its frame parser and the cache updates (loadEventHandlers) download only once someone
// signs in: a visitor's first download carries none of them.
const defaultClient = async () => {
  const { RealtimeClient, realtimeUrl } = await import('./realtime-client');
  return new RealtimeClient({ url: realtimeUrl() });
};

/**
 * One socket per signed-in session: opened when ['me'] has a user, closed when it has none (sign-out,
 * an expired session). Every event updates the caches; every (re)attach makes them catch up.
 * Sits inside AuthProvider and QueryClientProvider (app/layouts/root-layout.tsx).
 */
export function RealtimeProvider({
  children,
  loadEventHandlers,
  createClient = defaultClient,
}: ProviderProps) {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  const userId = user?.id ?? null;
  // Made per signed-in member and published once started; a stopped one is never reused.
  const [client, setClient] = useState<RealtimeClient | null>(null);

  useEffect(() => {
    if (!userId) return;
    let disposed = false;
    let teardown: (() => void) | undefined;
    void (async () => {
      const [next, sync] = await Promise.all([createClient(), loadEventHandlers()]);
      if (disposed) return;
      const offs = [
        next.on('event', (event) => sync.applyRealtimeEvent(queryClient, event, userId)),
        next.on('sync', () => void sync.resyncCaches(queryClient, Date.now())),
        // The server says the session ended: ask who we are; no user closes the socket for good.
        next.on('sessionEnded', () => void queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY })),
      ];
      const nudge = () => next.nudge();
      const onVisible = () => {
        if (document.visibilityState === 'visible') nudge();
      };
      window.addEventListener('online', nudge);
      document.addEventListener('visibilitychange', onVisible);
      next.start();
      setClient(next);
      teardown = () => {
        window.removeEventListener('online', nudge);
        document.removeEventListener('visibilitychange', onVisible);
        for (const off of offs) off();
        next.stop();
      };
    })().catch((error: unknown) => {
      // A chunk that fails to download (offline) leaves the page working, only without live updates.
      console.error('realtime client failed to load', error);
    });
    return () => {
      disposed = true;
      teardown?.();
      setClient(null);
    };
  }, [userId, createClient, loadEventHandlers, queryClient]);

  return <RealtimeContext.Provider value={client}>{children}</RealtimeContext.Provider>;
}

const noop = () => undefined;

/** 'open' while the socket is attached; 'reconnecting' after a drop; 'idle' when signed out. */
export function useRealtimeStatus(): RealtimeStatus {
  const client = useContext(RealtimeContext);
  const subscribe = useCallback(
    (notify: () => void) => (client ? client.on('status', notify) : noop),
    [client],
  );
  return useSyncExternalStore(subscribe, () => client?.status ?? 'idle');
}

/** Calls `handler` for every server event while mounted (the caches are already updated by then). */
export function useRealtimeEvent(handler: (event: TRealtimeEvent) => void): void {
  const client = useContext(RealtimeContext);
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => (client ? client.on('event', (event) => latest.current(event)) : undefined), [client]);
}
