import { useMutation } from '@tanstack/react-query';
import type { OrderDetailView, PlaceOrderBody, ShortLine as ShortLineSchema } from '@shop/contracts';
import { CommerceErrorCode } from '@shop/contracts/error-codes.ts';
import type { Static } from 'typebox';
import { getErrorCode, http, queryClient, dataOf } from '@shop/client';
import { placedOrderKeys } from './checkout-keys.ts';

export type ShortLine = Static<typeof ShortLineSchema>;

/** POST /api/frontend/order: orders the whole cart in one go; 409 OUT_OF_STOCK names the short lines and takes nothing. */
export async function placeOrder(body: PlaceOrderBody): Promise<OrderDetailView> {
  const data = await dataOf<OrderDetailView>(http.post('/api/frontend/order', { json: body }));
  return data;
}

/** The lines a refused order was short of, or null when it failed for another reason. */
export function shortLinesOf(error: unknown): ShortLine[] | null {
  if (getErrorCode(error) !== CommerceErrorCode.outOfStock) return null;
  const body = (error as { data?: { shortLines?: unknown } }).data;
  return Array.isArray(body?.shortLines) ? (body.shortLines as ShortLine[]) : [];
}

export function usePlaceOrder() {
  return useMutation({
    mutationFn: placeOrder,
    // The confirmation page shows the answer without asking again.
    onSuccess: (order) => queryClient.setQueryData(placedOrderKeys.detail(order.id), order),
  });
}
