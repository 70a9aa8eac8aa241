import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { lazy, startTransition, StrictMode, Suspense, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { createQueryClient } from './app/query-client';
import { createRouter } from './app/router';
import { theme } from './app/theme';
import { systemImagesQueryOptions } from './features/configurations';

const AppOverlays = lazy(() => import('./app/AppOverlays'));

/** Toasts and confirm modals, fetched once the page has loaded so they never delay it (see AppOverlays). */
function DeferredOverlays() {
  const [loaded, setLoaded] = useState(() => document.readyState === 'complete');
  useEffect(() => {
    if (loaded) return;
    const done = () => setLoaded(true);
    if (document.readyState === 'complete') return done();
    window.addEventListener('load', done, { once: true });
    return () => window.removeEventListener('load', done);
  }, [loaded]);
  return loaded ? (
    <Suspense fallback={null}>
      <AppOverlays />
    </Suspense>
  ) : null;
}

const queryClient = createQueryClient();
// The logo is on every screen, /login included: ask for it while the route's chunks download.
void queryClient.prefetchQuery(systemImagesQueryOptions());
const router = createRouter();

// A transition lets React yield to the browser while it renders the first screen, instead of
// one long task that blocks input (Total Blocking Time, docs/performance.md "Web").
// The first render waits for the route's chunks: until then index.html's loading ring stays,
// rather than an empty page while the router has nothing to draw.
const root = createRoot(document.getElementById('root')!);
whenRouterReady(() =>
  startTransition(() =>
    root.render(
      <StrictMode>
        <MantineProvider theme={theme}>
          <QueryClientProvider client={queryClient}>
            <RouterProvider router={router} />
            <DeferredOverlays />
          </QueryClientProvider>
        </MantineProvider>
      </StrictMode>,
    ),
  ),
);

function whenRouterReady(run: () => void) {
  if (router.state.initialized) return run();
  const stop = router.subscribe((state) => {
    if (!state.initialized) return;
    stop();
    run();
  });
}
