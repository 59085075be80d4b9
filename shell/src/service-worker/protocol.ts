// What the page and the service worker (service-worker.ts) agree on: its address, its caches' names and its messages.

/** Served from the shell's root so its scope is the whole site. */
export const SERVICE_WORKER_URL = '/sw.js';

export const CACHES = {
  shellFiles: 'shop-shell-files',
  remoteEntries: 'shop-remote-entries',
  remoteFiles: 'shop-remote-files',
  answers: 'shop-answers',
  media: 'shop-media',
  pages: 'shop-pages',
} as const;

/** Caches holding what a signed-in shopper read (their cart, orders): emptied at sign-out. */
export const PERSONAL_CACHES = [CACHES.answers, CACHES.pages];

/** The page tells a waiting worker to take over (the shopper agreed to the new version). */
export const SKIP_WAITING = 'SKIP_WAITING';
/**
 * Before that, the page asks the worker serving it to answer (on the message's port) once it has served nothing for a
 * moment (in-flight.ts): a request reaching the old worker as it is replaced keeps the new one waiting.
 */
export const WHEN_IDLE = 'WHEN_IDLE';
