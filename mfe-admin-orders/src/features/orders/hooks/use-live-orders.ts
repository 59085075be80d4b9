import { useEffect, useRef } from 'react';
import { queryClient, useSessionStore } from '@shop/client';
import { orderCountKeys, orderKeys } from '../../../lib/query-keys.ts';

/**
 * New orders reach staff over the shop's socket as a new notification (the count the shell's socket keeps in the
 * session store rises): the order lists and the tabs' counts are then read again, so the list updates without a
 * reload. A count going down (notifications read) changes no order.
 */
export function useLiveOrders(): void {
  const count = useSessionStore((state) => state.notificationCount);
  const previous = useRef(count);
  useEffect(() => {
    if (count > previous.current) {
      void queryClient.invalidateQueries({ queryKey: orderKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: orderCountKeys.all });
    }
    previous.current = count;
  }, [count]);
}
