// The page's half of the offline support (docs/storefront.md, "Installable and offline"), fetched after the first page
// (start.ts): registers the service worker, shows the offline banner while the browser is offline, offers the new
// version when a release lands, sends the cart adds kept offline, and empties the kept personal answers at sign-out.
// The banner and the prompt (offline-ui.tsx) are fetched only when one of them is shown. It also keeps an open page's
// strings current (those changed in the back-office: translation-overrides.ts), asked for as releases are.
import { msg, plural } from '@lingui/core/macro';
import { getInstance } from '@module-federation/enhanced/runtime';
import type { Cart } from '@shop/contracts';
import { CommerceErrorCode } from '@shop/contracts/error-codes.ts';
import {
  bootstrapSession,
  dataOf,
  getToken,
  http,
  onLogout,
  queryClient,
  useGuestShoppingStore,
  useSessionStore,
} from '@shop/client';
import { keptCartAdds, sendKeptCartAdds } from '@shop/client/offline-cart.ts';
import { catalogsLoaded, i18n, registerCatalogs } from '@shop/i18n';
import { apiErrorText, errorCodeMessage, loadErrorWordings, prepareToasts, showToast } from '@shop/ui';
import type * as OfflineUi from './offline-ui.tsx';
import { PERSONAL_CACHES, SERVICE_WORKER_URL, SKIP_WAITING, WHEN_IDLE } from '../../service-worker/protocol.ts';
import { getRemotesManifest, inlinedRemotesManifest } from '../remotes-manifest.ts';
import { loadTranslationOverrides } from '../translation-overrides.ts';

/**
 * How often an open page asks what changed on the server: strings changed in the back-office (the issue: "open pages
 * within a minute") and a release. Polling rather than the socket: the storefront's visitors are mostly signed out,
 * and the socket opens only for signed-in users.
 */
export const OPEN_PAGE_POLL_MS = 30_000;

/**
 * Set once the shopper agreed to the new version: the page asks nothing more until it reloads. Chromium lets the
 * waiting worker take over only once the one serving this page has stopped, and stops it at once only when skipWaiting
 * is called: a request of this page arriving as it stops starts it again, and then only its idle timeout stops it
 * (which polls as frequent as that timeout put off for ever; under DevTools it never comes).
 */
let switching = false;
/**
 * The longest the page waits for the worker serving it to be idle (whenServingIdle) before the new worker is told to
 * take over anyway: a hung request, or a worker that never answers (an older build, a worker stopped meanwhile), must
 * not keep the old version for ever.
 */
const IDLE_WAIT_MAX_MS = 5_000;

/** Runs `check` every OPEN_PAGE_POLL_MS while the tab is visible, and at once when it is shown again. */
function whileVisible(check: () => void): void {
  const refresh = () => {
    if (document.visibilityState === 'visible' && !switching) check();
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
      void signInAgain().then(sendKeptAdds);
    }
  };
  window.addEventListener('online', update);
  window.addEventListener('offline', update);
  if (!navigator.onLine) update();
  else void sendKeptAdds();
}

/** A page opened offline kept the token but had no session (bootstrapSession): asked for it now it can be. */
async function signInAgain(): Promise<void> {
  const { user, loading } = useSessionStore.getState();
  if (!user && !loading && getToken()) await bootstrapSession();
}

/** The answer to a signed-out visitor's kept add that the shop no longer sells (the guest pricing left it out). */
class NotSold extends Error {}
/** A signed-out visitor's browser cart has no room for another line. */
class CartFull extends Error {}

/**
 * Sends the adds kept offline (@shop/client/offline-cart.ts) and says so: a shopper's into the account's cart, a
 * signed-out visitor's into the browser's cart once the shop has priced it (it checks that the stock is still sold).
 * Each add refused is told by its name, with the shop's reason.
 */
async function sendKeptAdds(): Promise<void> {
  if (keptCartAdds().length === 0) return;
  // Whose they are is known once the session bootstrap has answered.
  await new Promise<void>((resolve) => {
    if (!useSessionStore.getState().loading) return resolve();
    const stop = useSessionStore.subscribe((state) => {
      if (state.loading) return;
      stop();
      resolve();
    });
  });
  const user = useSessionStore.getState().user;
  const {
    cart,
    sent: sentAdds,
    refused,
  } = await sendKeptCartAdds(user?.id ?? null, async (body) => {
    if (user) return await dataOf<Cart>(http.post('/api/frontend/cart', { json: body }));
    const { addId: _sentOnce, ...line } = body;
    const priced = await dataOf<Cart>(
      http.post('/api/frontend/cart/guest', { json: { lines: [{ ...line, quantity: line.quantity ?? 1 }] } }),
    );
    if (priced.lines.length === 0) throw new NotSold();
    if (!useGuestShoppingStore.getState().addLine({ ...line, quantity: line.quantity ?? 1 })) throw new CartFull();
    return priced;
  });
  const sent = sentAdds.length;
  if (sent === 0 && refused.length === 0) return;
  await Promise.all([catalogsLoaded(), refused.length > 0 ? loadErrorWordings().catch(() => undefined) : null]);
  if (cart && user) useSessionStore.getState().setCartCount(cart.count);
  void queryClient.invalidateQueries({ queryKey: ['cart'] });
  if (sent > 0)
    showToast({
      color: 'green',
      title: i18n._(msg`Back online`),
      message: plural(sent, {
        one: 'The item you added offline is in your cart now.',
        other: 'The # items you added offline are in your cart now.',
      }),
    });
  for (const { add, error } of refused) {
    const name = add.name;
    const reason =
      error instanceof NotSold
        ? i18n._(msg`The shop no longer sells it.`)
        : error instanceof CartFull
          ? i18n._(errorCodeMessage(CommerceErrorCode.cartFull))
          : apiErrorText(error);
    showToast({
      color: 'red',
      title: i18n._(msg`Not added to your cart`),
      message: name
        ? i18n._(msg`${name}, added while you were offline: ${reason}`)
        : i18n._(msg`An item you added while you were offline: ${reason}`),
    });
  }
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
    const offer = (worker: ServiceWorker) => {
      prepareToasts();
      void ui().then((view) =>
        view.offerNewVersion(() => {
          if (switching) return;
          switching = true;
          navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
          // Only the first skipWaiting stops the old worker at once (telling the new one again later does not help),
          // so it is told once the press's own requests, which go to the old worker, are done.
          void whenServingIdle().then(() => worker.postMessage({ type: SKIP_WAITING }));
        }),
      );
    };
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

/**
 * Resolves once the worker serving this page has served nothing for a moment (it counts the requests in flight:
 * service-worker/in-flight.ts), or after IDLE_WAIT_MAX_MS.
 */
function whenServingIdle(): Promise<void> {
  const serving = navigator.serviceWorker.controller;
  if (!serving) return Promise.resolve();
  return new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    window.setTimeout(resolve, IDLE_WAIT_MAX_MS);
    serving.postMessage({ type: WHEN_IDLE }, [channel.port2]);
  });
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
  await keepCheckoutButtons();
  document.documentElement.dataset.offlineReady = 'true';
}

/**
 * A signed-out visitor's part pages draw stand-ins for the checkout's buttons and fetch the real ones when one is
 * touched (mfe-catalog's checkout-widgets.tsx): fetched now, through the worker, so "Add to cart" works offline on a
 * page kept before it was ever touched. Once per worker's first visit, after the page (not on the first load's bytes).
 */
async function keepCheckoutButtons(): Promise<void> {
  if (/^\/(en|kh)\/admin(\/|$)/.test(window.location.pathname)) return;
  try {
    await getInstance()?.preloadRemote([{ nameOrAlias: 'mfe_checkout', exposes: ['./widgets'] }]);
  } catch (error) {
    console.warn('[shell] the checkout buttons could not be kept for offline use', error);
  }
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
      const live = await getRemotesManifest();
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
