import { Outlet } from 'react-router';
import { SHELL_COLUMN } from '../../components/ui/page-container';
import { useAuth } from '../../lib/auth';
import { cn } from '../../lib/cn';
import { loadable } from '../loadable';
import { Brand } from './brand';
import { MainContent } from './main-content';
import { loadPublicHeaderMenus, PublicHeader } from './public-header';
import { loadSiteFooter } from '../site-routes';

const SiteFooter = loadable(loadSiteFooter);
// Members only: a visitor's first download does not carry the member navigation.
const MemberTopBar = loadable(async () => (await import('./member-top-bar')).MemberTopBar);
// Guardian accounts only (issue 23 item 5): no member navigation at all.
const GuardianTopBar = loadable(async () => (await import('./guardian-top-bar')).GuardianTopBar);

/** A visitor's header menus and footer: loaded before a prerendered page hydrates (main.tsx). */
export const loadSiteChrome = () => Promise.all([loadPublicHeaderMenus(), SiteFooter.load()]);

/** Standard layout: member top bar when signed in, the public header otherwise; the footer below. */
export function SiteLayout() {
  return (
    <>
      <SiteHeader />
      {/* At least a screen tall: the footer starts below the fold, so a page that arrives after it does
          not push it down in view (no layout shift). */}
      <MainContent className="min-h-[calc(100dvh-4rem)]">
        <Outlet />
      </MainContent>
      <SiteFooter />
    </>
  );
}

/** The member top bar when signed in, the public header otherwise (also used by the chat layout). */
export function SiteHeader() {
  const { user, accountKind, loading } = useAuth();
  if (loading) return <LoadingHeader />;
  if (!user) return <PublicHeader />;
  if (accountKind === 'guardian') return <GuardianTopBar fallback={<LoadingHeader />} />;
  return <MemberTopBar fallback={<LoadingHeader />} />;
}

/** Same height as the real headers, so nothing jumps when the session answer arrives. */
function LoadingHeader() {
  return (
    <header className="border-b border-border bg-card">
      <div className={cn(SHELL_COLUMN, 'flex h-16 items-center')}>
        <Brand />
      </div>
    </header>
  );
}
