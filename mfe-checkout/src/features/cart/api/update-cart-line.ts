import { useMutation } from '@tanstack/react-query';
import type { Cart, UpdateCartBody } from '@shop/contracts';
import { http, dataOf } from '@shop/client';
import { cartChanged } from './cart-changed.ts';

/** PUT /api/frontend/cart/:id: a line's quantity and unit (a unit another line has merges the two). */
export async function updateCartLine({ id, body }: { id: number; body: UpdateCartBody }): Promise<Cart> {
  const data = await dataOf<Cart>(http.put(`/api/frontend/cart/${id}`, { json: body }));
  return data;
}

export function useUpdateCartLine() {
  return useMutation({ mutationFn: updateCartLine, onSuccess: cartChanged });
}
