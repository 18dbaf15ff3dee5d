import { Outlet } from 'react-router';
import { MainContent } from './main-content';
import { SiteHeader } from './site-layout';

/**
 * A conversation (/chat/...): the top bar, then the chat filling exactly the rest of the screen (its
 * messages scroll, the message box stays in view); no footer (spec route table).
 */
export function ChatLayout() {
  return (
    <div className="flex h-dvh flex-col">
      <SiteHeader />
      <MainContent className="min-h-0">
        <Outlet />
      </MainContent>
    </div>
  );
}
