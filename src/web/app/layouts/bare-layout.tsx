import { Outlet } from 'react-router';
import { MainContent } from './main-content';

/** Admin routes are shown without the member navigation or footer (spec, admin routes). */
export function BareLayout() {
  return (
    <MainContent>
      <Outlet />
    </MainContent>
  );
}
