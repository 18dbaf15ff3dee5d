import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { useAuth } from '../lib/auth';
import { loadNamespace } from '../lib/i18n';
import { PageLoading } from '../components/ui/page-loading';
import { loadable } from './loadable';
import { landingCatalogs } from './site-routes';

// `/` is two screens (spec §2): the dashboard for members, the landing page for visitors. Each is its
// own chunk, so a visitor never downloads the dashboard and a member never downloads the landing page.
const MemberDashboard = loadable(async () => {
  const [module] = await Promise.all([
    import('../features/home/member-dashboard'),
    loadNamespace('home', { en: () => import('../features/home/i18n/en.json') }),
  ]);
  return module.MemberDashboard;
});

const LandingPage = loadable(async () => {
  const [module] = await Promise.all([
    import('../features/site/landing/landing-page'),
    loadNamespace('landing', landingCatalogs),
  ]);
  return module.LandingPage;
});

/** Loaded before a visitor's prerendered `/` hydrates (main.tsx). */
export const loadLandingPage = () => LandingPage.load();

/** Spec: 'Loading...' shows while loading. */
export function HomeRoute() {
  const { t } = useTranslation();
  const { user, accountKind, loading } = useAuth();
  const fallback = <PageLoading label={t('loading')} />;
  if (loading) return fallback;
  // A guardian account's home is the guardian's screen (issue 23 item 5).
  if (accountKind === 'guardian') return <Navigate to="/guardian" replace />;
  return user ? <MemberDashboard fallback={fallback} /> : <LandingPage fallback={fallback} />;
}
