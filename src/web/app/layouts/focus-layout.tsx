import { Outlet } from 'react-router';
import { SHELL_COLUMN } from '../../components/ui/page-container';
import { cn } from '../../lib/cn';
import { Brand } from './brand';
import { MainContent } from './main-content';

/** A task that wants the whole screen (/complete-profile): the brand only, no navigation bar, no footer. */
export function FocusLayout() {
  return (
    <>
      <header className="border-b border-border bg-card">
        <div className={cn(SHELL_COLUMN, 'flex h-16 items-center')}>
          <Brand />
        </div>
      </header>
      <MainContent className="bg-gradient-to-b from-primary-soft/40 via-background to-background">
        <Outlet />
      </MainContent>
    </>
  );
}
