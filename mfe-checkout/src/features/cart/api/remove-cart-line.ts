import { useMutation } from '@tanstack/react-query';
import type { Cart } from '@shop/contracts';
import { http, dataOf } from '@shop/client';
import { cartChanged } from './cart-changed.ts';

/** DELETE /api/frontend/cart/:id: removes a line and answers the cart without it. */
export async function deleteCartLine(id: number): Promise<Cart> {
  const data = await dataOf<Cart>(http.delete(`/api/frontend/cart/${id}`));
  return data;
}

export function useRemoveCartLine() {
  return useMutation({ mutationFn: deleteCartLine, onSuccess: cartChanged });
}
