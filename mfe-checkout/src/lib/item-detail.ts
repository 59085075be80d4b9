// The catalogue's page data of a line's item: its picture, the units it is sold in and the stock to add to
// the cart. Cart and favourite lines name the item only, so these come from the public part and accessory
// reads (one per item, cached).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AccessoryDetail, LineItem, PartDetail } from '@shop/contracts';
import { createQueryKeys, getData } from '@shop/client';
import { retryUnlessClientError } from './query-retry.ts';

export type ItemDetail = Pick<PartDetail | AccessoryDetail, 'image' | 'units' | 'stockId' | 'availability'>;
export type ItemRef = Pick<LineItem, 'itemId' | 'partId' | 'accessoryId'>;

const itemDetailKeys = createQueryKeys('checkout-item');

/** GET /api/frontend/part/:id or /api/frontend/accessory/part/:id, whichever the item is. */
export function getItemDetail(item: ItemRef): Promise<ItemDetail> {
  if (item.partId !== null) return getData<PartDetail>(`/api/frontend/part/${item.partId}`);
  if (item.accessoryId !== null) return getData<AccessoryDetail>(`/api/frontend/accessory/part/${item.accessoryId}`);
  return Promise.reject(new Error(`Item ${item.itemId} is neither a part nor an accessory`));
}

export function itemDetailQuery(item: ItemRef) {
  return queryOptions({
    queryKey: itemDetailKeys.detail(item.itemId),
    queryFn: () => getItemDetail(item),
    retry: retryUnlessClientError,
    staleTime: 5 * 60_000,
  });
}

export function useItemDetail(item: ItemRef) {
  return useQuery(itemDetailQuery(item));
}
