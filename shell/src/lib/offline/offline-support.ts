// The page's half of the offline support (docs/storefront.md, "Installable and offline"), fetched after the first page
// (start.ts): registers the service worker, shows the offline banner while the browser is offline, offers the new
// version when a release lands, sends the cart adds kept offline, and empties the kept personal answers at sign-out.
// The banner and the prompt (offline-ui.tsx) are fetched only when one of them is shown. It also keeps an open page's
// strings current (those changed in the back-office: translation-overrides.ts), asked for as releases are.
import { msg, plural } from '@lingui/core/macro';
import type { Cart } from '@shop/contracts';
import { http, onLogout, queryClient, useSessionStore, dataOf } from '@shop/client';
import { sendKeptCartAdds } from '@shop/client/offline-cart.ts';
import { catalogsLoaded, i18n, registerCatalogs } from '@shop/i18n';
import { showToast } from '@shop/ui';
import type * as OfflineUi from './offline-ui.tsx';
import { PERSONAL_CACHES, SERVICE_WORKER_URL, SKIP_WAITING } from '../../service-worker/protocol.ts';
import { fetchRemotesManifest, inlinedRemotesManifest } from '../remotes-manifest.ts';
import { loadTranslationOverrides } from '../translation-overrides.ts';

/**
 * How often an open page asks what changed on the server: strings changed in the back-office (the issue: "open pages
 * within a minute") and a release. Polling rather than the socket: the storefront's visitors are mostly signed out,
 * and the socket opens only for signed-in users.
 */
export const OPEN_PAGE_POLL_MS = 30_000;

/** Runs `check` every OPEN_PAGE_POLL_MS while the tab is visible, and at once when it is shown again. */
function whileVisible(check: () => void): void {
  const refresh = () => {
    if (document.visibilityState === 'visible') check();
  };
  window.setInterval(refresh, OPEN_PAGE_POLL_MS);
  document.addEventListener('visibilitychange', refresh);
}

// This folder's words are a catalogue of their own (shell/lingui.config.ts), fetched with this code.
registerCatalogs({
  en: () => import('./locales/en/messages.ts'),
  km: () => import('./locales/km/messages.ts'),
});

type View = typeof OfflineUi;
let loadedView: View | undefined;
const ui = async (): Promise<View> => {
  // Nothing is drawn before its words are in.
  const [view] = await Promise.all([import('./offline-ui.tsx'), catalogsLoaded()]);
  return (loadedView ??= view);
};

let started = false;

export function start(): void {
  if (started) return;
  started = true;
  whileVisible(() => void loadTranslationOverrides());
  followConnectivity();
  followLanguage();
  // Development servers change files under the same names, which a service worker would keep serving.
  if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
  void registerWorker().then((registration) => watchReleases(registration));
  // What a signed-in shopper read (cart, orders) is not left on the device for the next one.
  onLogout(() => void Promise.all(PERSONAL_CACHES.map((name) => caches.delete(name))));
}

function followConnectivity(): void {
  const update = () => {
    // The banner's code is fetched the first time it is needed (the service worker has it by then).
    if (!navigator.onLine) void ui().then((view) => view.showOffline(true));
    else {
      loadedView?.showOffline(false);
      void sendKeptAdds();
    }
  };
  window.addEventListener('online', update);
  window.addEventListener('offline', update);
  if (!navigator.onLine) update();
  else void sendKeptAdds();
}

/** Sends the shopper's adds kept offline (@shop/client/offline-cart.ts) and says so. */
async function sendKeptAdds(): Promise<void> {
  const user = useSessionStore.getState().user;
  if (!user) return;
  const { cart, sent, refused } = await sendKeptCartAdds(user.id, async (body) => {
    return await dataOf<Cart>(http.post('/api/frontend/cart', { json: body }));
  });
  await catalogsLoaded();
  if (cart) {
    useSessionStore.getState().setCartCount(cart.count);
    void queryClient.invalidateQueries({ queryKey: ['cart'] });
  }
  if (sent > 0)
    showToast({
      color: 'green',
      title: i18n._(msg`Back online`),
      message: plural(sent, {
        one: 'The item you added offline is in your cart now.',
        other: 'The # items you added offline are in your cart now.',
      }),
    });
  if (refused > 0)
    showToast({
      color: 'red',
      title: i18n._(msg`Not added to your cart`),
      message: plural(refused, {
        one: 'An item you added offline could not be added: it may be out of stock.',
        other: '# items you added offline could not be added: they may be out of stock.',
      }),
    });
}

/** The web app manifest in the page's language (the shell sets <html lang> as the route's language changes). */
function followLanguage(): void {
  const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
  if (!link) return;
  const follow = () =>
    link.setAttribute(
      'href',
      document.documentElement.lang === 'km' ? '/manifest-kh.webmanifest' : '/manifest.webmanifest',
    );
  follow();
  new MutationObserver(follow).observe(document.documentElement, { attributes: true, attributeFilter: ['lang'] });
}

async function registerWorker(): Promise<ServiceWorkerRegistration | undefined> {
  try {
    // Playwright's `serviceWorkers: 'block'` answers undefined (the e2e suite's default: e2e/playwright.config.ts).
    const registration = (await navigator.serviceWorker.register(SERVICE_WORKER_URL)) as
      ServiceWorkerRegistration | undefined;
    if (!registration) return undefined;
    // A new shell build is a new worker: once installed beside the one serving this page, the shopper is asked.
    const offer = (worker: ServiceWorker) =>
      void ui().then((view) =>
        view.offerNewVersion(() => {
          navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
          worker.postMessage({ type: SKIP_WAITING });
        }),
      );
    void keepThisVisit();
    if (registration.waiting && navigator.serviceWorker.controller) offer(registration.waiting);
    registration.addEventListener('updatefound', () => {
      const worker = registration.installing;
      worker?.addEventListener('statechange', () => {
        if (worker.state === 'installed' && navigator.serviceWorker.controller) offer(worker);
      });
    });
    return registration;
  } catch (error) {
    console.warn('[shell] the service worker could not be registered; the shop works without it', error);
    return undefined;
  }
}

/** The message workbox-routing answers by fetching the addresses through the worker's routes (so they are kept). */
const CACHE_URLS = 'CACHE_URLS';

/**
 * Keeps the visit that registered the worker: what it loaded before the worker controlled it (the page itself, the
 * shell's and the remotes' files, the storefront's answers) is fetched again through the worker, mostly from the
 * browser's cache, so this very page opens offline. A signed-in shopper's answers are left out (asked again without
 * their token they would be someone else's); their next pages are kept as they load. Marks <html data-offline-ready>
 * when done (the e2e tests wait for it).
 */
async function keepThisVisit(): Promise<void> {
  const worker = (await navigator.serviceWorker.ready).active;
  if (!worker) return;
  const signedIn = useSessionStore.getState().user !== null;
  const loaded = performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((url) => /^https?:/.test(url) && !/\/(socket\.io|auth)\//.test(url))
    .filter((url) => !(signedIn && new URL(url).pathname.startsWith('/api/')));
  const urlsToCache = [[window.location.href, { headers: { accept: 'text/html' } }], ...new Set(loaded)];
  await new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    worker.postMessage({ type: CACHE_URLS, payload: { urlsToCache } }, [channel.port2]);
  });
  document.documentElement.dataset.offlineReady = 'true';
}

/** `name@version` of every remote: what a release changes. */
const versionsOf = (entries: { name: string; version: string }[]) =>
  entries
    .map(({ name, version }) => `${name}@${version}`)
    .sort()
    .join(' ');

/**
 * Asks every OPEN_PAGE_POLL_MS (and when the tab is shown again) whether the remotes manifest still names the versions
 * this page started with, and whether the shell has a new build (the worker's update check). A remote released alone
 * is offered as a reload: the page never loads a second version of a remote beside the first.
 */
function watchReleases(registration: ServiceWorkerRegistration | undefined): void {
  let started = inlinedRemotesManifest();
  let offered = false;
  const check = async () => {
    if (!navigator.onLine || offered) return;
    void registration?.update().catch(() => undefined);
    try {
      const live = await fetchRemotesManifest();
      started ??= live;
      if (versionsOf(live) === versionsOf(started)) return;
      offered = true;
      void ui().then((view) => view.offerNewVersion(() => window.location.reload()));
    } catch {
      // Asked again on the next turn.
    }
  };
  whileVisible(() => void check());
  void check();
}
