import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { RouterProvider } from 'react-router';
import { i18n } from '../lib/i18n';
import { queryClient } from '../lib/query-client';
import { router } from './router';

// The toast host downloads after the first paint; toasts raised before it mounts are kept by sonner
// and shown when it subscribes.
const Toaster = lazy(async () => ({ default: (await import('sonner')).Toaster }));

/** Mounted once; follows the language's direction. */
function AppToaster() {
  const { i18n: instance } = useTranslation();
  return (
    <Suspense fallback={null}>
      <Toaster richColors closeButton position="top-center" dir={instance.dir()} />
    </Suspense>
  );
}

/**
 * App-wide providers. AuthProvider is not here: it navigates on sign-out, so it lives inside the
 * router, in the root route (app/layouts/root-layout.tsx).
 */
export function Providers() {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
        <AppToaster />
      </QueryClientProvider>
    </I18nextProvider>
  );
}
