import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../lib/auth';
import { loadNamespace } from '../lib/i18n';
import { PageLoading } from './layouts/page-loading';
import { landingCatalogs } from './site-routes';

// `/` is two screens (spec §2): the dashboard for members, the landing page for visitors. Each is its
// own chunk, so a visitor never downloads the dashboard and a member never downloads the landing page.
const MemberDashboard = lazy(async () => {
  const [module] = await Promise.all([
    import('../features/home/member-dashboard'),
    loadNamespace('home', { en: () => import('../features/home/i18n/en.json') }),
  ]);
  return { default: module.MemberDashboard };
});

const LandingPage = lazy(async () => {
  const [module] = await Promise.all([
    import('../features/site/landing/landing-page'),
    loadNamespace('landing', landingCatalogs),
  ]);
  return { default: module.LandingPage };
});

/** Spec: 'Loading...' shows while loading. */
export function HomeRoute() {
  const { t } = useTranslation();
  const { user, loading } = useAuth();
  const fallback = <PageLoading label={t('loading')} />;
  if (loading) return fallback;
  return <Suspense fallback={fallback}>{user ? <MemberDashboard /> : <LandingPage />}</Suspense>;
}
