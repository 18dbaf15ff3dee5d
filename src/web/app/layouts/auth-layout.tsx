import { Outlet } from 'react-router';
import { Brand } from './brand';
import { MainContent } from './main-content';

/** Focused layout for /auth and /reset-password: the brand above one centered card, no navigation. */
export function AuthLayout() {
  return (
    <MainContent className="items-center bg-gradient-to-b from-primary-soft/60 via-background to-background px-4 py-10 sm:py-16">
      <div className="flex w-full max-w-md flex-col items-center gap-8">
        <Brand />
        <Outlet />
      </div>
    </MainContent>
  );
}
