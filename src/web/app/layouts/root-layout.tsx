import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration } from 'react-router';
import { AuthProvider } from '../../lib/auth';
import { RealtimeProvider } from '../../lib/realtime/realtime-provider';
import { usePageMeta } from '../use-page-meta';
import { LateScrollRestoration } from './late-scroll-restoration';

// The socket's cache updates download with the first sign-in (a visitor's first download carries none).
const loadRealtimeSync = () => import('../../entities/connection/realtime-sync');

/**
 * Root route: the session for every screen, its live connection (one WebSocket while signed in), and
 * the skip link as the first focusable element.
 */
export function RootLayout() {
  const { t } = useTranslation();
  usePageMeta();
  return (
    <AuthProvider>
      <RealtimeProvider loadEventHandlers={loadRealtimeSync}>
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:fixed focus:start-4 focus:top-4 focus:z-[100] focus:rounded-md focus:bg-card focus:px-4 focus:py-2 focus:text-sm focus:font-medium focus:text-primary focus:shadow-md focus:ring-2 focus:ring-ring focus:outline-none"
        >
          {t('skipToContent')}
        </a>
        <Outlet />
        {/* A new page opens at its top; Back returns to the place the member left (also once a list
            that was no longer cached has arrived again). */}
        <ScrollRestoration />
        <LateScrollRestoration />
      </RealtimeProvider>
    </AuthProvider>
  );
}
