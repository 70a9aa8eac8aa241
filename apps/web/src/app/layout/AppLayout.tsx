import { lazy, Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { isAuthenticated, useAuthData } from '../../lib/auth-storage';
import { DemoModeRibbon } from '../../features/configurations';

// The shell (side bar, menus, notification panel) is for signed-in members: /login does not
// download it (docs/performance.md, "Web"). main.tsx starts it early for a signed-in member.
export const loadShellFrame = () => import('./AppShellFrame');
const AppShellFrame = lazy(() => loadShellFrame().then((m) => ({ default: m.AppShellFrame })));

/** Root layout of every route: the shell when it applies, and scroll restoration on navigation. */
export function AppLayout() {
  const signedIn = isAuthenticated(useAuthData());
  return (
    <>
      {/* First, in the flow: the bar takes its own room above the page (docs/phone.md#the-demonstration-bar). */}
      <DemoModeRibbon />
      {signedIn ? (
        <Suspense fallback={null}>
          <AppShellFrame>
            <Outlet />
          </AppShellFrame>
        </Suspense>
      ) : (
        <Outlet />
      )}
      <ScrollRestoration />
    </>
  );
}
