import { Outlet, ScrollRestoration } from 'react-router';

/** Placeholder shell; the real side bar, footer and notification panel replace it. */
export function AppLayout() {
  return (
    <>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
