/// <reference lib="webworker" />
// The office's service worker (docs/app.md#installable-app): built by vite-plugin-pwa
// (injectManifest) to /sw.js. It keeps the offline page and the icons, keeps each hashed script and
// stylesheet the first time the app loads it, never touches the API (money is never served from a
// copy), shows the offline page when a page cannot be loaded, and shows the office's pushes.

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

/** What the build lists for install: the offline page, the icons, the manifest (vite.config.ts). */
const PRECACHE = self.__WB_MANIFEST;
const OFFLINE_URL = '/offline.html';
const SHELL = 'clube-shell';
/** Hashed build files: their names change with their content, so a kept copy is never stale. */
const ASSETS = 'clube-assets';

/** The precache's name carries its revisions: a build that changes one installs a fresh cache. */
function shellCacheName(): string {
  let h = 0;
  for (const ch of JSON.stringify(PRECACHE)) h = (Math.imul(h, 31) + ch.charCodeAt(0)) | 0;
  return `${SHELL}-${(h >>> 0).toString(36)}`;
}
const shellCache = shellCacheName();

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(shellCache);
      await cache.addAll(PRECACHE.map((e) => new Request(new URL(e.url, self.location.origin).href, { cache: 'reload' })));
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) if (name.startsWith(SHELL) && name !== shellCache) await caches.delete(name);
      await self.clients.claim();
    })(),
  );
});

/** Never through the worker's hands: the API (balances, invoices), the metrics and the API docs. */
const networkOnly = (path: string) => path.startsWith('/api/') || path === '/api' || path === '/metrics';

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || networkOnly(url.pathname)) return;
  if (request.mode === 'navigate') {
    // Pages always come from the server (a new build shows at once); offline, the offline page.
    event.respondWith(fetch(request).catch(async () => (await caches.match(OFFLINE_URL, { cacheName: shellCache })) ?? Response.error()));
    return;
  }
  if (url.pathname.startsWith('/assets/')) {
    event.respondWith(fromCacheOrNetwork(request, ASSETS));
    return;
  }
  if (PRECACHE.some((e) => new URL(e.url, self.location.origin).pathname === url.pathname)) {
    event.respondWith(caches.match(request, { cacheName: shellCache }).then((hit) => hit ?? fetch(request)));
  }
});

async function fromCacheOrNetwork(request: Request, cacheName: string): Promise<Response> {
  const cache = await caches.open(cacheName);
  const hit = await cache.match(request);
  if (hit) return hit;
  const response = await fetch(request);
  if (response.ok) void cache.put(request, response.clone()).catch(() => undefined);
  return response;
}

/** What the API's push dispatcher sends (apps/api/src/integrations/push/index.ts, PushPayload). */
interface PushPayload {
  title?: string;
  body?: string;
  url?: string;
  tag?: string;
}

self.addEventListener('push', (event) => {
  let payload: PushPayload = {};
  try {
    payload = (event.data?.json() ?? {}) as PushPayload;
  } catch {
    payload = { body: event.data?.text() };
  }
  event.waitUntil(
    (async () => {
      await self.registration.showNotification(payload.title || 'Clube Office', {
        body: payload.body ?? '',
        icon: '/icons/icon-192.png',
        badge: '/icons/icon-192.png',
        tag: payload.tag,
        lang: 'pt-BR',
        data: { url: payload.url ?? '/' },
      });
      // An open office refreshes its notification panel: the panel is the record.
      for (const client of await self.clients.matchAll({ type: 'window' })) client.postMessage({ type: 'clube:push' });
    })(),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const data = event.notification.data as { url?: string } | undefined;
  // Only the office's own pages: a payload cannot send the member elsewhere.
  const target = new URL(data?.url ?? '/', self.location.origin);
  const url = target.origin === self.location.origin ? target.href : self.location.origin + '/';
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((w) => new URL(w.url).origin === self.location.origin);
      if (open) {
        await open.focus();
        await open.navigate(url).catch(() => undefined);
        return;
      }
      await self.clients.openWindow(url);
    })(),
  );
});

export {};
