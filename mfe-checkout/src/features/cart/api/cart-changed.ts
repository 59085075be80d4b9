import type { Cart } from '@shop/contracts';
import { queryClient, useSessionStore } from '@shop/client';
import { cartKeys, myCartKey } from './cart-keys.ts';

/** Every cart write answers the whole cart: keep it as the cached cart and the header's count. */
export function cartChanged(cart: Cart): void {
  queryClient.setQueryData(myCartKey(), cart);
  useSessionStore.getState().setCartCount(cart.count);
}

/** An order took the whole cart: the API emptied it, so the header shows 0 and the cart is read afresh next time. */
export function cartOrdered(): void {
  useSessionStore.getState().setCartCount(0);
  queryClient.removeQueries({ queryKey: cartKeys.all });
}
