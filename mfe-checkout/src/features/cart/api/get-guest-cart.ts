import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Cart, GuestCartLine } from '@shop/contracts';
import { http, useGuestShoppingStore, dataOf } from '@shop/client';
import { cartKeys } from './cart-keys.ts';

/** POST /api/frontend/cart/guest: the browser's lines priced like a cart (line ids are positions plus one). */
export async function getGuestCart(lines: GuestCartLine[]): Promise<Cart> {
  const data = await dataOf<Cart>(http.post('/api/frontend/cart/guest', { json: { lines } }));
  return data;
}

/** The signed-out shopper's cart: priced again whenever the browser's lines change; lines the API no longer knows are dropped. */
export function useGuestCart() {
  const lines = useGuestShoppingStore((state) => state.lines);
  return useQuery({
    queryKey: [...cartKeys.all, 'guest', lines],
    queryFn: async () => {
      const cart = await getGuestCart(lines);
      // Only while the browser's lines are still the ones priced: positions would not match after a change.
      if (useGuestShoppingStore.getState().lines === lines)
        useGuestShoppingStore.getState().keepLines(new Set(cart.lines.map((line) => line.id - 1)));
      return cart;
    },
    // An empty browser cart needs no pricing: the page shows the empty cart at once.
    enabled: lines.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
