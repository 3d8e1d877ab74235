/// <reference lib="webworker" />
// The service worker (Workbox): precaches the shell, the play remote, the runner with Pyodide and
// the art, so a returning child can open the play screen and run levels with no network. The
// gateway writes the precache list in place of self.__WB_MANIFEST when it serves /sw.js.
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { cacheNames, clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { PING, PONG, SKIP_WAITING, UPDATE_WAITING_META } from '../src/offline/update-signal';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: { url: string; revision: string | null }[] };

const API_CACHE = 'pylands-api';
const STDLIB_CACHE = 'pylands-stdlib';

// A new deployment installs beside the old one and waits: an open page keeps its own files. The
// page asks the waiting worker to take over on its next start (see shell/src/offline).
// PING: the page makes sure this worker is running before the next one asks to take over.
self.addEventListener('message', (event) => {
  const type = (event.data as { type?: string } | null)?.type;
  if (type === SKIP_WAITING) void self.skipWaiting();
  if (type === PING) event.ports[0]?.postMessage({ type: PONG });
});
// The first visit's page is taken over at once, so the level data it reads is kept for offline.
clientsClaim();
cleanupOutdatedCaches();

// index.html adds ?<hash> to main.js; the file list names plain paths.
precacheAndRoute(self.__WB_MANIFEST, { ignoreURLParametersMatching: [/.*/] });

/**
 * Content-hashed files, precached under their own URL: the browser answers them from the precache
 * itself (the static routing API), no JavaScript of this worker runs for them (~35 requests at
 * every start of the play page, on the same 2 cores as Python's start). A miss goes to the network.
 * Not the whole standard library (its own runtime cache, below) nor files precached with a revision.
 */
const HASHED_PATHS = [
  '/*.*.js', // the shell's and the remotes' chunks, <id>.<hash>.js
  '/pyodide/*/pyodide.*',
  '/pyodide/*/python_stdlib_core.zip',
  '/runner/snapshot-*',
];
type RoutingInstallEvent = ExtendableEvent & { addRoutes?: (rules: unknown[]) => Promise<void> };
self.addEventListener('install', (event: RoutingInstallEvent) => {
  if (!event.addRoutes) return;
  const rules = HASHED_PATHS.map((pathname) => ({
    condition: { urlPattern: { pathname }, requestMethod: 'GET' },
    source: { cacheName: cacheNames.precache },
  }));
  // Without the routes every request still goes through the handlers below.
  event.waitUntil(event.addRoutes(rules).catch(() => undefined));
});

// Every page of the app is the shell's index.html (its cached response keeps COOP/COEP and the CSP).
// While a new deployment waits, the page is told so in its head, and switches before it starts.
const appShell = createHandlerBoundToURL('/index.html');
registerRoute(
  new NavigationRoute(
    async (options) => {
      const response = await appShell(options);
      if (!self.registration.waiting || !response.ok) return response;
      const html = (await response.text()).replace('<head>', `<head>${UPDATE_WAITING_META}`);
      const headers = new Headers(response.headers);
      // The cached body is stored decoded; the new one has its own length.
      headers.delete('content-encoding');
      headers.delete('content-length');
      return new Response(html, { status: response.status, statusText: response.statusText, headers });
    },
    { denylist: [/^\/(api|pyodide|runner|assets|remotes)(\/|$)/, /\.[A-Za-z0-9]+$/] },
  ),
);

// What the play screen reads from the API: the network when there is one, else the last answer.
registerRoute(
  ({ url, request, sameOrigin }) =>
    sameOrigin &&
    request.method === 'GET' &&
    /^\/api\/(auth\/current|level\/(course|data)\/|credit\/)/.test(url.pathname),
  new NetworkFirst({
    cacheName: API_CACHE,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      {
        // Someone signed in here is now signed out (or their session ended): forget every answer
        // kept for them. An anonymous visitor (never a kept session) keeps the level data.
        fetchDidSucceed: async ({ request, response }) => {
          if (response.status === 401 && new URL(request.url).pathname === '/api/auth/current') {
            const cache = await caches.open(API_CACHE);
            if (await cache.match(request)) await caches.delete(API_CACHE);
          }
          return response;
        },
      },
    ],
  }),
);

// The whole standard library (not precached: the runner starts on its core) is kept once a program
// needed it; its folder is named by its content, so a kept copy is never stale. Only the newest is kept.
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && /^\/pyodide\/[^/]+\/python_stdlib\.zip$/.test(url.pathname),
  new CacheFirst({
    cacheName: STDLIB_CACHE,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      {
        cacheDidUpdate: async ({ cacheName, request }) => {
          const cache = await caches.open(cacheName);
          for (const old of await cache.keys()) if (old.url !== request.url) await cache.delete(old);
        },
      },
    ],
  }),
);
