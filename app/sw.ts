// The service worker (vite-plugin-pwa, injectManifest; registered by platform/web.ts). It precaches the
// app (the selection in vite.config.ts) and answers navigations:
// - a public page (the server sends it drawn) from the network, keeping a copy of each one visited, and
//   from that copy when the network is away or hangs; a public page never visited, offline, gets the app's
//   shell, which draws it from the device copy;
// - every other page (sign-in, the signed-in areas) with the app's shell, as before.
// After it activates it fills the device copy (IndexedDB, the schema in offline/schema.ts) with the public
// jobs and texts, off the page's main thread, so a visitor who only read a page finds it again offline
// while the page itself loads neither Dexie nor the catalogue (offline/sync.ts, whenEngaged).
/// <reference lib="webworker" />
import './zodJitless.ts';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { isPublicPage } from '../server/contract/routes.ts';
import { syncContentSchema, syncJobsSchema } from '../server/contract/schemas.ts';
import { pullContent, pullJobs, type Fetcher, type Schemas } from './offline/pull.ts';
import { PortalDb } from './offline/schema.ts';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | { url: string; revision: string | null })[] };

/** The drawn public pages visited, kept for offline (a release's pages name its own chunks: each release
 * starts this cache afresh). */
const PAGES_CACHE = 'pages';
/** A public page waits this long for the server before the kept copy answers (a server that hangs). */
const PAGE_NETWORK_TIMEOUT_S = 4;

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

const shell = createHandlerBoundToURL('index.html');
const pages = new NetworkFirst({
  cacheName: PAGES_CACHE,
  networkTimeoutSeconds: PAGE_NETWORK_TIMEOUT_S,
  matchOptions: { ignoreVary: true },
  plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ maxEntries: 100 })],
});

registerRoute(
  new NavigationRoute(
    async (options) => {
      if (!isPublicPage(options.url.pathname)) return shell(options);
      try {
        return await pages.handle(options);
      } catch {
        return shell(options); // offline and never visited: the shell draws it from the device copy
      }
    },
    { denylist: [/^\/api(\/|$)/] },
  ),
);

// Hashed file names never change content: the first use caches them for good.
registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname.startsWith('/assets/'),
  new CacheFirst({
    cacheName: 'assets',
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 60 * 60 * 24 * 60 }),
    ],
  }),
);

const fetchJson: Fetcher = async <T>(path: string) => {
  const res = await fetch(path, { credentials: 'same-origin', headers: { Accept: 'application/json' } });
  if (!res.ok) throw new Error(`${path}: ${res.status}`);
  return (await res.json()) as T;
};

/** The public pages open in the tabs this worker just took over were drawn before it could keep them:
 * it fetches them once more and keeps them. */
async function keepOpenPages(): Promise<void> {
  const cache = await caches.open(PAGES_CACHE);
  const open = await self.clients.matchAll({ type: 'window' });
  await Promise.all(
    open
      .map((client) => new URL(client.url))
      .filter((url) => url.origin === self.location.origin && isPublicPage(url.pathname))
      .map(async (url) => {
        if (await cache.match(url.href, { ignoreVary: true })) return;
        const res = await fetch(url.href, { credentials: 'same-origin' });
        if (res.status === 200) await cache.put(url.href, res);
      }),
  );
}

const schemas: Schemas = () => Promise.resolve({ syncJobsSchema, syncContentSchema });

let filling: Promise<void> | null = null;

/** Pulls the public jobs and texts into the device copy (a delta when it holds one already), and keeps the
 * open public pages. */
function fillDeviceCopy(): Promise<void> {
  filling ??= (async () => {
    const database = new PortalDb();
    try {
      await Promise.all([
        pullJobs({ database, fetcher: fetchJson, schemas }),
        pullContent({ database, fetcher: fetchJson, schemas }),
        keepOpenPages(),
      ]);
    } finally {
      database.close();
    }
  })()
    .catch((err: unknown) => console.warn('Filling the device copy failed', err))
    .finally(() => {
      filling = null;
    });
  return filling;
}

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      await caches.delete(PAGES_CACHE);
      // The first install takes over open tabs at once, so a first visit is already served offline-ready.
      await self.clients.claim();
    })(),
  );
  // Not part of the activation: the page's requests would wait for it.
  void fillDeviceCopy();
});

self.addEventListener('message', (event) => {
  const type = (event.data as { type?: string } | null)?.type;
  // A later release waits until the user chooses Reload (ui/UpdatePrompt.tsx, platform/update.ts).
  if (type === 'SKIP_WAITING') void self.skipWaiting();
  // The page asks once the worker controls it; the worker stays up until the copy is filled.
  if (type === 'FILL_DEVICE_COPY') event.waitUntil(fillDeviceCopy());
});

// A live event's notification (features/live/notifications.ts): a click brings the app's window forward
// on the page it names (a path of this site only), or opens one there.
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const path = (event.notification.data as { url?: unknown } | null)?.url;
  const url = new URL(typeof path === 'string' && path.startsWith('/') ? path : '/', self.location.origin);
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((w) => new URL(w.url).origin === url.origin);
      if (open) {
        await open.focus();
        if (new URL(open.url).pathname !== url.pathname) await open.navigate(url.href);
      } else await self.clients.openWindow(url.href);
    })(),
  );
});
