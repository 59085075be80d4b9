import { OFFLINE_CART_KEY } from '@shop/client/offline-cart-key.ts';

/**
 * How long after the first page the offline support (offline-support.ts: the service worker, the offline banner, the
 * new-version prompt, and the open page's watch for changed strings) is fetched: none of it draws the page, so it
 * stays off the first load's bytes and tasks.
 */
export const OFFLINE_SUPPORT_DELAY_MS = 10_000;

/**
 * Starts the offline support once the first page is up: at once when the page starts offline (its files then come
 * from the service worker's cache) or when adds to the cart pressed offline wait to be sent (a reload, another tab),
 * else after OFFLINE_SUPPORT_DELAY_MS. Kept this small because it is on the
 * storefront's first load (e2e/tests/storefront-budget.spec.ts).
 */
export function startOfflineSupport(): void {
  window.setTimeout(
    () => void import('./offline-support.ts').then((support) => support.start()),
    navigator.onLine && localStorage.getItem(OFFLINE_CART_KEY) === null ? OFFLINE_SUPPORT_DELAY_MS : 0,
  );
}
