import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Cart } from '@shop/contracts';
import { getData, useSessionStore } from '@shop/client';
import { myCartKey } from './cart-keys.ts';

/** GET /api/frontend/cart: my lines with live prices, totals in USD and KHR and stock warnings. */
export function getCart(): Promise<Cart> {
  return getData<Cart>('/api/frontend/cart');
}

export const cartQueryOptions = () =>
  queryOptions({
    queryKey: myCartKey(),
    queryFn: async () => {
      const cart = await getCart();
      // The header's count follows what the API says the cart holds.
      useSessionStore.getState().setCartCount(cart.count);
      return cart;
    },
    // Prices and stock are live: always read them again when the cart is opened.
    staleTime: 0,
  });

export function useCart(enabled = true) {
  return useQuery({ ...cartQueryOptions(), enabled });
}
