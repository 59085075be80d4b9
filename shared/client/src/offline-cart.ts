// A signed-in shopper's "add to cart" pressed while offline: kept in this browser and sent when the page is back
// online (docs/storefront.md, "Installable and offline"). A signed-out shopper's cart is kept here anyway
// (guest-shopping.ts). Plain functions over localStorage rather than a store: the checkout remote keeps an add and
// the shell sends them (shell/src/lib/offline), so both read the same storage, whatever their module copies. It is
// imported by its own path, outside the shared package's entry (which is on every first load), so it takes the one
// HTTP client of the page as an argument rather than importing a second copy of it.
import { isNetworkError } from 'ky';
import type { AddToCartBody, Cart } from '@shop/contracts';

export const OFFLINE_CART_KEY = 'offline-cart-adds';

interface KeptAdd {
  /** Whose cart: an add is never sent into another account after a sign-out and sign-in. */
  userId: number;
  body: AddToCartBody;
}

function read(): KeptAdd[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(OFFLINE_CART_KEY) ?? '[]');
    return Array.isArray(parsed) ? (parsed as KeptAdd[]) : [];
  } catch {
    return [];
  }
}

const write = (adds: KeptAdd[]) =>
  adds.length > 0
    ? localStorage.setItem(OFFLINE_CART_KEY, JSON.stringify(adds))
    : localStorage.removeItem(OFFLINE_CART_KEY);

/** True when a request failed because the browser is offline or the server could not be reached (no HTTP answer). */
export function isOfflineFailure(error: unknown): boolean {
  return !navigator.onLine || isNetworkError(error);
}

/** Forgets one kept add (the first equal one: the same add pressed twice is kept twice). */
function forget(add: KeptAdd): void {
  const adds = read();
  const index = adds.findIndex((kept) => JSON.stringify(kept) === JSON.stringify(add));
  if (index >= 0) write(adds.filter((_, i) => i !== index));
}

export function keepOfflineCartAdd(userId: number, body: AddToCartBody): void {
  write([...read(), { userId, body }]);
}

export function keptCartAddCount(userId: number): number {
  return read().filter((add) => add.userId === userId).length;
}

/**
 * Sends the adds kept for `userId` (POST /api/frontend/cart through `addToCart`), in the order they were pressed; each one sent is forgotten. Stops at the first
 * that cannot be sent for want of a network (kept for the next try); one the API refuses (out of stock) is dropped
 * and counted. Answers the cart after the last add sent, if any.
 */
export async function sendKeptCartAdds(
  userId: number,
  addToCart: (body: AddToCartBody) => Promise<Cart>,
): Promise<{ cart?: Cart; sent: number; refused: number }> {
  let cart: Cart | undefined;
  let sent = 0;
  let refused = 0;
  for (const add of read().filter((kept) => kept.userId === userId)) {
    try {
      cart = await addToCart(add.body);
      sent += 1;
    } catch (error) {
      if (isOfflineFailure(error)) break;
      refused += 1;
    }
    forget(add);
  }
  return { ...(cart ? { cart } : {}), sent, refused };
}
