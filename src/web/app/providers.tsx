import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { APP_READY_ATTRIBUTE } from '../../shared/site/prerender';
import { i18n } from '../lib/i18n';

// The toast host downloads after the first paint; toasts raised before it mounts are kept by sonner
// and shown when it subscribes.
const Toaster = lazy(async () => ({ default: (await import('sonner')).Toaster }));

/**
 * Mounted once. Toasts rise at the bottom corner on the reading side's end (bottom-right in English),
 * and across the bottom on a phone (sonner's own layout under 600 px): never over the sticky header, its
 * navigation or the phone menu that opens under it. Follows the language's direction.
 */
function AppToaster() {
  const { i18n: instance } = useTranslation();
  const dir = instance.dir();
  return (
    <Suspense fallback={null}>
      <Toaster richColors closeButton position={dir === 'rtl' ? 'bottom-left' : 'bottom-right'} dir={dir} />
    </Suspense>
  );
}

/** Marks the page as the app's once React has committed it (browser tests wait for this). */
function AppReady() {
  useEffect(() => document.documentElement.setAttribute(APP_READY_ATTRIBUTE, ''), []);
  return null;
}

/**
 * App-wide providers around the router (a browser router in the page, a static one when the server
 * renders a public page: both trees must be the same for hydration). AuthProvider is not here: it
 * navigates on sign-out, so it lives inside the router, in the root route (app/layouts/root-layout.tsx).
 */
export function Providers({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        {children}
        <AppToaster />
        <AppReady />
      </QueryClientProvider>
    </I18nextProvider>
  );
}
