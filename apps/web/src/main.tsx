import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { lazy, startTransition, StrictMode, Suspense, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { MantineProvider } from '@mantine/core';
import { notificationsStore } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { loadShellFrame } from './app/layout/AppLayout';
import { createQueryClient } from './app/query-client';
import { createRouter } from './app/router';
import { cssVariablesResolver, theme } from './app/theme';
import { takeEarlyAnswers } from './boot/early';
import { registerServiceWorker } from './app/service-worker';
import { publicIntegrationsQueryOptions, systemImagesQueryOptions } from './features/configurations';
import { notificationsKeys } from './features/notifications';
import { isAuthenticated } from './lib/auth-storage';

const AppOverlays = lazy(() => import('./app/AppOverlays'));

/**
 * The sign-in screens, which open no modal and show a toast only on a failure: there the overlays
 * wait until a toast is asked for, so that their Modal, ScrollArea and floating-ui stay out of the
 * first screen's download (docs/performance.md "Web", the /login budget).
 */
const SIGN_IN_ROUTES = new Set(['/login', '/admin/login']);

/** Toasts and confirm modals, fetched once the page has loaded so they never delay it (see AppOverlays). */
function DeferredOverlays({ router }: { router: ReturnType<typeof createRouter> }) {
  const [loaded, setLoaded] = useState(() => document.readyState === 'complete');
  const [needed, setNeeded] = useState(false);
  useEffect(() => {
    if (loaded) return;
    const done = () => setLoaded(true);
    if (document.readyState === 'complete') return done();
    window.addEventListener('load', done, { once: true });
    return () => window.removeEventListener('load', done);
  }, [loaded]);
  useEffect(() => {
    if (needed) return;
    // A toast waits in the store until <Notifications> mounts, then shows.
    const check = () => {
      if (!SIGN_IN_ROUTES.has(router.state.location.pathname) || notificationsStore.getState().notifications.length > 0) setNeeded(true);
    };
    check();
    const stopRouter = router.subscribe(check);
    const stopStore = notificationsStore.subscribe(check);
    return () => {
      stopRouter();
      stopStore();
    };
  }, [needed, router]);
  return loaded && needed ? (
    <Suspense fallback={null}>
      <AppOverlays />
    </Suspense>
  ) : null;
}

const queryClient = createQueryClient();
// The logo and the demonstration ribbon are on every screen, /login included. index.html's boot
// script asked for both before this chunk arrived (src/boot/boot.ts): take its answers, or ask now,
// while the route's chunks download.
const early = takeEarlyAnswers();
const images = systemImagesQueryOptions();
const integrations = publicIntegrationsQueryOptions();
if (early) {
  void early.systemImages.then((body) => {
    if (body?.Data) queryClient.setQueryData(images.queryKey, body.Data);
    else void queryClient.prefetchQuery(images);
  });
  void early.publicIntegrations.then((body) => {
    if (body?.Data) queryClient.setQueryData(integrations.queryKey, body.Data);
    else void queryClient.prefetchQuery(integrations);
  });
} else {
  void queryClient.prefetchQuery(images);
  void queryClient.prefetchQuery(integrations);
}
// The installable app's worker, after the page has loaded; a push refreshes the notification panel.
registerServiceWorker(() => void queryClient.invalidateQueries({ queryKey: notificationsKeys.list }));
// A signed-in member's screens sit in the shell: fetch its chunk beside the route's, not after it.
if (isAuthenticated()) void loadShellFrame();
// The router starts in a task of its own: evaluating the app's modules is one long task already,
// and matching the first route (which starts the page's chunks and reads) would lengthen it
// (Total Blocking Time, docs/performance.md "Web").
setTimeout(start, 0);

function start() {
  const router = createRouter(queryClient);
  // A transition lets React yield to the browser while it renders the first screen, instead of
  // one long task that blocks input. The first render waits for the route's chunks: until then
  // index.html's loading screen stays, rather than an empty page while the router has nothing to draw.
  const root = createRoot(document.getElementById('root')!);
  whenRouterReady(router, () =>
    startTransition(() =>
      root.render(
        <StrictMode>
          <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
            <QueryClientProvider client={queryClient}>
              <RouterProvider router={router} />
              <DeferredOverlays router={router} />
            </QueryClientProvider>
          </MantineProvider>
        </StrictMode>,
      ),
    ),
  );
}

function whenRouterReady(router: ReturnType<typeof createRouter>, run: () => void) {
  if (router.state.initialized) return run();
  const stop = router.subscribe((state) => {
    if (!state.initialized) return;
    stop();
    run();
  });
}
