import { useEffect } from 'react';
import { onNotification, queryClient } from '@shop/client';
import { invoiceKeys } from '../features/invoices/api/keys.ts';
import { notificationKeys } from '../features/notifications/api/keys.ts';
import { orderKeys } from '../features/orders/api/keys.ts';

/**
 * Keeps this remote's open pages current: the API notifies the shopper of every change to their orders and
 * invoices, so each notification event refetches the orders, invoices and notifications on screen (an order
 * page turns Accepted and its Cancel button goes, without a reload). Queries not on screen refetch when shown.
 */
export function useLiveShopperData(): void {
  useEffect(
    () =>
      onNotification(() => {
        for (const queryKey of [orderKeys.all, invoiceKeys.all, notificationKeys.all])
          void queryClient.invalidateQueries({ queryKey });
      }),
    [],
  );
}
