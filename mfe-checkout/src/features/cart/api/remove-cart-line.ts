import { useMutation } from '@tanstack/react-query';
import type { Cart } from '@shop/contracts';
import { http } from '@shop/client';
import { cartChanged } from './cart-changed.ts';

/** DELETE /api/frontend/cart/:id: removes a line and answers the cart without it. */
export async function removeCartLine(id: number): Promise<Cart> {
  const { data } = await http.delete(`/api/frontend/cart/${id}`).json<{ data: Cart }>();
  return data;
}

export function useRemoveCartLine() {
  return useMutation({ mutationFn: removeCartLine, onSuccess: cartChanged });
}
