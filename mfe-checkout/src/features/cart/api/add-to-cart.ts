import type { AddToCartBody, Cart } from '@shop/contracts';
import { http, dataOf } from '@shop/client';
import { cartChanged } from './cart-changed.ts';

/**
 * POST /api/frontend/cart: adds a stock in a unit (the base unit unless given); the same again adds to its line. The
 * cart it answers is kept as the cached cart and the header's count.
 */
export async function createCartLine(body: AddToCartBody): Promise<Cart> {
  const cart = await dataOf<Cart>(http.post('/api/frontend/cart', { json: body }));
  cartChanged(cart);
  return cart;
}
