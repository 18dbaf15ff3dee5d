import { useQueryClient } from '@tanstack/react-query';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { ME_QUERY_KEY } from '../api-client';
import { useAuth } from '../auth';
import { applyRealtimeEvent, resyncCaches } from './cache-sync';
import { RealtimeClient, realtimeUrl, type RealtimeStatus } from './realtime-client';
import type { RealtimeEvent } from './realtime-frames';

const RealtimeContext = createContext<RealtimeClient | null>(null);

type ProviderProps = {
  children: ReactNode;
  /** Tests pass a factory with a fake socket; the app uses the browser's WebSocket. */
  createClient?: () => RealtimeClient;
};

const defaultClient = () => new RealtimeClient({ url: realtimeUrl() });

/**
 * One socket per signed-in session: opened when ['me'] has a user, closed when it has none (sign-out,
 * an expired session). Every event updates the caches; every (re)attach makes them catch up.
 * Sits inside AuthProvider and QueryClientProvider (app/layouts/root-layout.tsx).
 */
export function RealtimeProvider({ children, createClient = defaultClient }: ProviderProps) {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  const userId = user?.id ?? null;
  // Made per signed-in member; started and stopped by the effect below (a stopped one can start again).
  const client = useMemo(() => (userId ? createClient() : null), [userId, createClient]);

  useEffect(() => {
    if (!client || !userId) return;
    const next = client;
    const offs = [
      next.on('event', (event) => applyRealtimeEvent(queryClient, event, userId)),
      next.on('sync', () => void resyncCaches(queryClient, Date.now())),
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
    return () => {
      window.removeEventListener('online', nudge);
      document.removeEventListener('visibilitychange', onVisible);
      for (const off of offs) off();
      next.stop();
    };
  }, [client, userId, queryClient]);

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
export function useRealtimeEvent(handler: (event: RealtimeEvent) => void): void {
  const client = useContext(RealtimeContext);
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => (client ? client.on('event', (event) => latest.current(event)) : undefined), [client]);
}
