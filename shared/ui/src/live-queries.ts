import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { onNotification } from '@shop/client';

/**
 * Keeps what a page shows true while others work: every event on the user's socket after its first (a sale, an
 * order move, a low-stock alert, some notifications seen, or a reconnection after events may have been missed)
 * reads the queries under each of `queryKeys` again. The API tells each user of the changes that concern them, so
 * a shopper's open order and a supplier's stock follow the shop without a reload. Queries not on screen are read
 * when next shown.
 */
export function useLiveQueries(...queryKeys: (readonly unknown[])[]): void {
  const queryClient = useQueryClient();
  // The caller builds the keys inline; the latest ones are read when an event comes.
  const keys = useRef(queryKeys);
  useEffect(() => {
    keys.current = queryKeys;
  });
  useEffect(
    () =>
      onNotification(() => {
        for (const queryKey of keys.current) void queryClient.invalidateQueries({ queryKey });
      }),
    [queryClient],
  );
}
