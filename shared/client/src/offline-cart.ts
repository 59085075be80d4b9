// "Add to cart" pressed while offline, a shopper's or a signed-out visitor's: kept in this browser, shown in the cart
// as waiting, and sent when the page is back online (docs/storefront.md, "Installable and offline"). Plain functions
// over localStorage rather than a store: the checkout remote keeps an add and shows it, the shell sends it
// (shell/src/lib/offline), so they share the storage, whatever their module copies and builds. It is imported by its
// own path, outside the shared package's entry (which is on every first load), so it takes the one HTTP client of the
// page as an argument rather than importing a second copy of it.
//
// Sent exactly once: each kept add has an id of its own, sent with it (AddToCartBody.addId), and the API adds an id it
// has seen once only; the tabs of this browser send one at a time (a Web Lock), each reading what is still kept once
// it holds the lock. A reload while an add's answer was on the way sends it again, and the API answers without adding.
import { isNetworkError } from 'ky';
import type { AddToCartBody, Cart } from '@shop/contracts';

import { OFFLINE_CART_KEY } from './offline-cart-key.ts';

export { OFFLINE_CART_KEY };
/** Fired on window when this tab changes the kept adds (other tabs hear the storage event). */
const CHANGED = 'offline-cart-changed';
const SEND_LOCK = 'offline-cart-send';

export interface KeptAdd {
  /** Sent as AddToCartBody.addId: the API adds one id once. Kept adds of older builds have none until sent. */
  id?: string;
  /** Whose cart: an add is never sent into another account after a sign-out and sign-in. Null: a signed-out visitor's. */
  userId: number | null;
  body: Omit<AddToCartBody, 'addId'>;
  /** What the cart shows while it waits (the item's name as the page showed it), when the button knew it. */
  name?: string;
}

/** One kept add that could not be added once sent, and the error the API answered. */
export interface RefusedAdd {
  add: KeptAdd;
  error: unknown;
}

let lastRaw: string | null = null;
let lastParsed: KeptAdd[] = [];

/** The kept adds, the same array while nothing changed (a snapshot for useSyncExternalStore). */
export function keptCartAdds(): KeptAdd[] {
  const raw = localStorage.getItem(OFFLINE_CART_KEY);
  if (raw === lastRaw) return lastParsed;
  lastRaw = raw;
  try {
    const parsed: unknown = JSON.parse(raw ?? '[]');
    lastParsed = Array.isArray(parsed) ? (parsed as KeptAdd[]) : [];
  } catch {
    lastParsed = [];
  }
  return lastParsed;
}

function write(adds: KeptAdd[]): void {
  if (adds.length > 0) localStorage.setItem(OFFLINE_CART_KEY, JSON.stringify(adds));
  else localStorage.removeItem(OFFLINE_CART_KEY);
  window.dispatchEvent(new Event(CHANGED));
}

/** Calls `listener` whenever the kept adds change, in this tab or another; answers the unsubscribe. */
export function subscribeKeptCartAdds(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === OFFLINE_CART_KEY || event.key === null) listener();
  };
  window.addEventListener(CHANGED, listener);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(CHANGED, listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** True when a request failed because the browser is offline or the server could not be reached (no HTTP answer). */
export function isOfflineFailure(error: unknown): boolean {
  return !navigator.onLine || isNetworkError(error);
}

const newId = () =>
  typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;

export function keepOfflineCartAdd(userId: number | null, body: Omit<AddToCartBody, 'addId'>, name?: string): void {
  write([...keptCartAdds(), { id: newId(), userId, body, ...(name ? { name } : {}) }]);
}

/** The adds waiting for `userId` (null: the signed-out visitor's). */
export const keptCartAddsOf = (adds: KeptAdd[], userId: number | null) => adds.filter((add) => add.userId === userId);

export function keptCartAddCount(userId: number | null): number {
  return keptCartAddsOf(keptCartAdds(), userId).length;
}

/** Runs `send` while no other tab of this browser sends (Web Locks; without them, at once: the API adds an id once). */
function oneTabAtATime<T>(send: () => Promise<T>): Promise<T> {
  return typeof navigator.locks?.request === 'function' ? navigator.locks.request(SEND_LOCK, send) : send();
}

/**
 * Sends the adds kept for `userId` (null: a signed-out visitor's) through `add`, in the order they were pressed; each
 * one sent is forgotten. Stops at the first that cannot be sent for want of a network (kept for the next try); one the
 * API refuses (a stock no longer sold, a full cart) is forgotten and answered in `refused` with its error. A
 * signed-in shopper's sending also sends what a signed-out visitor kept in this browser (as the browser's cart is
 * merged at sign-in). Answers the cart after the last add sent, if any.
 */
export function sendKeptCartAdds(
  userId: number | null,
  add: (body: AddToCartBody) => Promise<Cart>,
): Promise<{ cart?: Cart; sent: KeptAdd[]; refused: RefusedAdd[] }> {
  return oneTabAtATime(async () => {
    let cart: Cart | undefined;
    const sent: KeptAdd[] = [];
    const refused: RefusedAdd[] = [];
    const ours = (kept: KeptAdd) => kept.userId === userId || (userId !== null && kept.userId === null);
    // Kept by an older build without an id: given one now, before it is sent, so a second send is known.
    write(keptCartAdds().map((kept) => (ours(kept) && !kept.id ? { ...kept, id: newId() } : kept)));
    for (const kept of keptCartAdds().filter(ours)) {
      try {
        cart = await add({ ...kept.body, addId: kept.id });
        sent.push(kept);
      } catch (error) {
        if (isOfflineFailure(error)) break;
        refused.push({ add: kept, error });
      }
      write(keptCartAdds().filter((other) => other.id !== kept.id));
    }
    return { ...(cart ? { cart } : {}), sent, refused };
  });
}
