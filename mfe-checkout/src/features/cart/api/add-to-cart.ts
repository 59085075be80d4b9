import { useMutation } from '@tanstack/react-query';
import type { AddToCartBody, Cart } from '@shop/contracts';
import { http, dataOf } from '@shop/client';
import { cartChanged } from './cart-changed.ts';

/** POST /api/frontend/cart: adds a stock in a unit (the base unit unless given); the same again adds to its line. */
export async function addToCart(body: AddToCartBody): Promise<Cart> {
  const data = await dataOf<Cart>(http.post('/api/frontend/cart', { json: body }));
  return data;
}

export function useAddToCart() {
  return useMutation({ mutationFn: addToCart, onSuccess: cartChanged });
}
