/**
 * Registers the service worker (src/sw/sw.ts, built to /sw.js; docs/app.md#installable-app) once the
 * page has loaded and the browser is idle, so that neither the registration nor the worker's first
 * install competes with the first screen. `onPush` runs when a push arrives while the office is open.
 */
export function registerServiceWorker(onPush: () => void) {
  if (import.meta.env.DEV || !('serviceWorker' in navigator)) return;
  navigator.serviceWorker.addEventListener('message', (event: MessageEvent<{ type?: string } | null>) => {
    if (event.data?.type === 'clube:push') onPush();
  });
  const register = () => void navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => undefined);
  const whenIdle = () => ('requestIdleCallback' in window ? requestIdleCallback(register, { timeout: 5000 }) : setTimeout(register, 1000));
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
