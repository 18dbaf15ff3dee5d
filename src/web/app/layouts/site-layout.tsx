import { Outlet } from 'react-router';
import { useAuth } from '../../lib/auth';
import { Brand } from './brand';
import { MainContent } from './main-content';
import { MemberTopBar } from './member-top-bar';
import { PublicHeader } from './public-header';

/** Standard layout: member top bar when signed in, the public header otherwise. */
export function SiteLayout() {
  return (
    <>
      <SiteHeader />
      <MainContent>
        <Outlet />
      </MainContent>
    </>
  );
}

/** The member top bar when signed in, the public header otherwise (also used by the chat layout). */
export function SiteHeader() {
  const { user, loading } = useAuth();
  return loading ? <LoadingHeader /> : user ? <MemberTopBar /> : <PublicHeader />;
}

/** Same height as the real headers, so nothing jumps when the session answer arrives. */
function LoadingHeader() {
  return (
    <header className="border-b border-border bg-card">
      <div className="mx-auto flex h-16 max-w-7xl items-center px-4 sm:px-6">
        <Brand />
      </div>
    </header>
  );
}
