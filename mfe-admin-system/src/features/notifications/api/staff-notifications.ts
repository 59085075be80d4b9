import { useRef } from 'react';
import { useMutation } from '@tanstack/react-query';
import { refreshAfterWrite } from '@shop/admin';
import { createQueryKeys, http, useSessionStore, dataOf } from '@shop/client';

export const staffNotificationKeys = createQueryKeys('staff-notification');

/** An admin reads /api/backend/notification, a supplier /api/backend/notification/supplier: each only its own. */
export function useStaffNotificationsPath(): string {
  const supplier = useSessionStore((state) => state.user?.type === 'SUPPLIER');
  return supplier ? '/api/backend/notification/supplier' : '/api/backend/notification';
}

export function useMarkSeen(path: string) {
  return useMutation({
    mutationFn: (ids: number[]) => dataOf<{ updated: number }>(http.put(`${path}/multiple`, { json: { ids } })),
    onSuccess: () => refreshAfterWrite(staffNotificationKeys.all),
  });
}

/**
 * Marks seen the new notifications a page showed, once each, without re-reading the list: the API then
 * publishes the new count over the socket and the bell clears. A failure only leaves them new.
 */
export function useMarkShownSeen(path: string): (ids: number[]) => void {
  const sent = useRef(new Set<number>());
  return (ids) => {
    const fresh = ids.filter((id) => !sent.current.has(id));
    if (fresh.length === 0) return;
    fresh.forEach((id) => sent.current.add(id));
    // The route takes at most 100 ids at a time.
    for (let start = 0; start < fresh.length; start += 100) {
      const ids = fresh.slice(start, start + 100);
      void http.put(`${path}/multiple`, { json: { ids } }).catch(() => ids.forEach((id) => sent.current.delete(id)));
    }
  };
}
