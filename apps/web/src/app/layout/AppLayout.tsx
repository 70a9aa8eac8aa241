import { Outlet, ScrollRestoration } from 'react-router';
import { AppShellFrame } from './AppShellFrame';

/** Root layout of every route: the shell when it applies, and scroll restoration on navigation. */
export function AppLayout() {
  return (
    <>
      <AppShellFrame>
        <Outlet />
      </AppShellFrame>
      <ScrollRestoration />
    </>
  );
}
