import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { onNotification } from '@shop/client';

/**
 * Keeps a list on screen true while others work: every event on the user's socket (a sale, an order move, a
 * low-stock alert, some notifications seen, or a reconnection after events may have been missed) re-reads the
 * list under `queryKey`, as the orders list does. The API tells each staff member of the changes that concern
 * them, so stock, returns and receipts follow a sale without a reload.
 */
export function useLiveList(queryKey: readonly unknown[]): void {
  const queryClient = useQueryClient();
  // The caller builds the key inline; the latest one is read when an event comes.
  const key = useRef(queryKey);
  useEffect(() => {
    key.current = queryKey;
  });
  useEffect(
    () =>
      onNotification(() => {
        void queryClient.invalidateQueries({ queryKey: key.current });
      }),
    [queryClient],
  );
}
