import { Outlet } from 'react-router';
import { Brand } from './brand';
import { MainContent } from './main-content';

/** A task that wants the whole screen (/complete-profile): the brand only, no navigation bar, no footer. */
export function FocusLayout() {
  return (
    <>
      <header className="border-b border-border bg-card">
        <div className="mx-auto flex h-16 max-w-4xl items-center px-4 sm:px-6">
          <Brand />
        </div>
      </header>
      <MainContent className="bg-gradient-to-b from-primary-soft/40 via-background to-background">
        <Outlet />
      </MainContent>
    </>
  );
}
