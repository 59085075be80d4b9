import { queryClient } from '@shop/client';
import { orderKeys } from './keys.ts';
import type { OrderDetail } from './order-line-review.ts';

/** A change answered the order as it is now: show that, and let every list fetch again (status and totals moved). */
export async function afterOrderChanged(order: OrderDetail): Promise<void> {
  queryClient.setQueryData(orderKeys.detail(order.id), order);
  await queryClient.invalidateQueries({ queryKey: orderKeys.lists() });
}

/**
 * A refused change (409: the status moved meanwhile, e.g. the shop accepted the order) or any other failure:
 * fetch the order and the lists again so the page shows what may still be done.
 */
export async function refetchOrder(id: number): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: orderKeys.detail(id) }),
    queryClient.invalidateQueries({ queryKey: orderKeys.lists() }),
  ]);
}
