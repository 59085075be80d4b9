/// <reference lib="webworker" />
// The shop's service worker (docs/storefront.md, "Installable and offline"). Built on its own after the shell
// (scripts/build-service-worker.mjs: rspack bundles this file, workbox-build writes the shell's file list into it).
//
// What it keeps, and how it keeps versions apart:
// - The shell's start files, and every file its offline code can come to load (the offline banner, the toasts, the
//   error wordings: read from the build's chunk graph, scripts/precache-list.mjs), are precached at install: a new
//   shell build is a new worker. Its other files (hashed names, never changed) are kept as they are used, cache-first.
// - A remote's files live under <host>/<package>/<version>/ and never change there (scripts/release.ts publishes a
//   version once, immutably), so they are cached as they are used, cache-first, keyed by their full address: two
//   versions of a remote are two sets of addresses and can never mix. What picks the version is the remotes manifest,
//   inlined in each page's HTML and served at /api/frontend/remotes: both, and each remote's mf-manifest.json and
//   remoteEntry.js, come from the network first (the cache only when offline), so a page online always starts on
//   the live release.
// - Pages (HTML) and the storefront's GET answers come from the network first; the last answer is kept for offline.
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, PrecacheController, PrecacheRoute, type PrecacheEntry } from 'workbox-precaching';
import { Route, Router } from 'workbox-routing';
import type { RouteHandler, RouteMatchCallback } from 'workbox-core/types.js';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { inFlight } from './in-flight.ts';
import { CACHES, SKIP_WAITING, WHEN_IDLE } from './protocol.ts';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };

// Workbox's own router (registerRoute) answers fetches in a listener of its own; this worker's router is its own so
// that it sees each answer's promise and counts the requests it is serving (the fetch listener below).
const router = new Router();
/** Workbox's registerRoute for this router (whose own takes a Route). */
const registerRoute = (match: RouteMatchCallback, handler: RouteHandler) =>
  router.registerRoute(new Route(match, handler));
const precache = new PrecacheController();
precache.precache(self.__WB_MANIFEST);
router.registerRoute(new PrecacheRoute(precache));
cleanupOutdatedCaches();
// A first visit's page is controlled at once, so the files it goes on to use are cached by this visit already.
clientsClaim();

// The router also answers the page's CACHE_URLS message (offline-support.ts): the files the first visit loaded
// before this worker controlled it are fetched again through the routes below, so that visit is kept too.
router.addCacheListener();

const serving = inFlight();
self.addEventListener('fetch', (event) => {
  const response = router.handleRequest({ request: event.request, event });
  // One no route answers (the browser fetches it) was still a request of the page to this worker: it counts as ended.
  serving.track(response ?? Promise.resolve());
  if (response) event.respondWith(response);
});

self.addEventListener('message', (event) => {
  const type = (event.data as { type?: string } | null)?.type;
  // When the shopper agrees to the new version (offline-support.ts), the page first asks the worker serving it to
  // say when it serves nothing, then tells the new one to take over: Chromium stops the old worker at once only on
  // skipWaiting, and a request reaching it around then starts it again and keeps the new one waiting.
  if (type === WHEN_IDLE) event.waitUntil(serving.idle().then(() => event.ports[0]?.postMessage(true)));
  else if (type === SKIP_WAITING) void self.skipWaiting();
});

/** A versioned file of a remote's static host: /<mfe-package>/<version>/<file>. */
const REMOTE_FILE = /^\/mfe-[a-z-]+\/[0-9A-Za-z.+-]+\/./;
/** The files that name the rest of a remote's version: asked for again, in case the manifest was rolled back. */
const REMOTE_ENTRY = /\/(mf-manifest\.json|remoteEntry\.js)$/;
const DAY_S = 24 * 60 * 60;
/** Offline, a page waits no longer than this for the network before the kept copy is used. */
const NETWORK_TIMEOUT_S = 4;

const sameOrigin = (url: URL) => url.origin === self.location.origin;
// Scripts added as plain <script> elements from another origin answer opaquely (status 0): kept too.
const okOrOpaque = new CacheableResponsePlugin({ statuses: [0, 200] });

/** A file of the shell's build: its name carries its content hash, so a name is never reused for other content. */
const SHELL_FILE = /^\/[^/]+\.[0-9a-f]{10}\.(js|css)$/;
// The precached ones are answered by the precache's route above; old builds' files expire here.
registerRoute(
  ({ url, request }) => sameOrigin(url) && request.method === 'GET' && SHELL_FILE.test(url.pathname),
  new CacheFirst({
    cacheName: CACHES.shellFiles,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 30 * DAY_S, purgeOnQuotaError: true }),
    ],
  }),
);

registerRoute(
  ({ url }) => !sameOrigin(url) && REMOTE_FILE.test(url.pathname) && REMOTE_ENTRY.test(url.pathname),
  new NetworkFirst({
    cacheName: CACHES.remoteEntries,
    networkTimeoutSeconds: NETWORK_TIMEOUT_S,
    plugins: [okOrOpaque, new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 30 * DAY_S, purgeOnQuotaError: true })],
  }),
);
registerRoute(
  ({ url }) => !sameOrigin(url) && REMOTE_FILE.test(url.pathname),
  new CacheFirst({
    cacheName: CACHES.remoteFiles,
    plugins: [
      okOrOpaque,
      new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 30 * DAY_S, purgeOnQuotaError: true }),
    ],
  }),
);

// The storefront's reads (the remotes manifest among them), for offline reading; never the back-office's or staff's.
// The session's own answer too: offline, a signed-in shopper still opens their cart (and its adds waiting to be sent),
// not a signed-out visitor's. Both are emptied at sign-out (PERSONAL_CACHES).
registerRoute(
  ({ url, request }) =>
    sameOrigin(url) &&
    request.method === 'GET' &&
    (url.pathname.startsWith('/api/frontend/') || url.pathname === '/auth/me'),
  new NetworkFirst({
    cacheName: CACHES.answers,
    networkTimeoutSeconds: NETWORK_TIMEOUT_S,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 7 * DAY_S, purgeOnQuotaError: true }),
    ],
  }),
);
// Uploaded pictures (part photos) and the shell's fonts as they are used.
registerRoute(
  ({ url, request }) =>
    sameOrigin(url) &&
    (url.pathname.startsWith('/files/') || request.destination === 'font') &&
    request.method === 'GET',
  new CacheFirst({
    cacheName: CACHES.media,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 30 * DAY_S, purgeOnQuotaError: true }),
    ],
  }),
);

// Storefront pages: the network's, else the one kept of that address, else (setCatchHandler) the language's home
// page kept, whose app draws the address asked for. The back-office is never kept.
const pages = new NetworkFirst({
  cacheName: CACHES.pages,
  networkTimeoutSeconds: NETWORK_TIMEOUT_S,
  plugins: [
    new CacheableResponsePlugin({ statuses: [200] }),
    new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 30 * DAY_S, purgeOnQuotaError: true }),
  ],
});
const isStorefrontPage = (url: URL) =>
  /^\/(en|kh)(\/|$)/.test(url.pathname) && !/^\/(en|kh)\/admin(\/|$)/.test(url.pathname);
// A navigation, or the page's own ask to keep the address it opened on (CACHE_URLS below: a script cannot make a
// navigation request, so it asks for HTML).
const isPageRequest = (request: Request) =>
  request.mode === 'navigate' ||
  (request.method === 'GET' && (request.headers.get('accept') ?? '').includes('text/html'));
registerRoute(({ request, url }) => sameOrigin(url) && isStorefrontPage(url) && isPageRequest(request), pages);

router.setCatchHandler(async ({ request, url }) => {
  if (request.mode === 'navigate' && isStorefrontPage(url)) {
    const cache = await caches.open(CACHES.pages);
    const locale = url.pathname.split('/')[1];
    const kept =
      (await cache.match(`/${locale}`)) ??
      (await cache.keys().then((keys) => {
        const same = keys.find((key) => new URL(key.url).pathname.startsWith(`/${locale}`));
        return same ? cache.match(same) : undefined;
      }));
    if (kept) return kept;
  }
  return Response.error();
});
